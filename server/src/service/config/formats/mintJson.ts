// mint.json, the generator's legacy format: one file, Font Awesome icons only, a navigation of groups beside
// top-level `anchors` and `tabs`.
import { buildMintModel } from '../model/mintAdapter';
import { MINT_SCHEMA } from '../model/schema';
import { linkItemHover } from '../features/anchors';
import { mintOutline } from '../features/outlines';
import { MINT_PAGE_DIVISIONS } from '../model/pageDivisions';
import type { ConfigFormat } from './format';
import { isMintIconPath, isPagePath } from './positions';

export const mintJsonFormat: ConfigFormat = {
  id: 'mint',
  fileName: 'mint.json',
  schema: MINT_SCHEMA,
  followsRefs: false,
  iconLibrary: () => 'fontawesome',
  buildNavigation: (_resolver, builder, main) => ({ ...buildMintModel(main, builder), global: undefined }),
  pagePosition: (path) => (isPagePath(path) ? 'entry' : undefined),
  isIconPath: isMintIconPath,
  operationPages: false,
  languages: false,
  pageDivisions: MINT_PAGE_DIVISIONS,
  outline: mintOutline,
  navigationHover: linkItemHover,
};
