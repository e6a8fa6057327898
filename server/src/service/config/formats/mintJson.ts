// mint.json, the generator's legacy format: one file, Font Awesome icons only, a navigation of groups beside
// top-level `anchors` and `tabs`.
import { buildMintModel } from '../model/mintAdapter';
import { MINT_SCHEMA } from '../model/schema';
import type { ConfigFormat } from './format';

export const mintJsonFormat: ConfigFormat = {
  id: 'mint',
  fileName: 'mint.json',
  schema: MINT_SCHEMA,
  followsRefs: false,
  iconLibrary: () => 'fontawesome',
  buildNavigation: (_resolver, builder, main) => ({ ...buildMintModel(main, builder), global: undefined }),
};
