// docs.json, the generator's current format: split over files with `$ref`, icons from the library `icons.library`
// names, a navigation of one root kind (languages, versions, tabs, …), and checks of its own (config/checks/ with
// `formats: ['docs']`).
import { docsSchemaErrorFilter } from '../model/docsChecks';
import { buildDocsModel, iconLibraryOf } from '../model/docsAdapter';
import { DOCS_SCHEMA } from '../model/schema';
import { navItemHover } from '../features/anchors';
import { docsOutline } from '../features/outlines';
import { DOCS_PAGE_DIVISIONS } from '../model/pageDivisions';
import type { ConfigFormat } from './format';
import { isDocsIconPath, isPagePath, isRootPagePath } from './positions';

export const docsJsonFormat: ConfigFormat = {
  id: 'docs',
  fileName: 'docs.json',
  schema: DOCS_SCHEMA,
  followsRefs: true,
  iconLibrary: (resolver, root) => iconLibraryOf(resolver, root),
  buildNavigation: (resolver, builder) => buildDocsModel(resolver, builder),
  pagePosition: (path) => (isPagePath(path) ? 'entry' : isRootPagePath(path) ? 'root' : undefined),
  isIconPath: isDocsIconPath,
  operationPages: true,
  languages: true,
  pageDivisions: DOCS_PAGE_DIVISIONS,
  outline: docsOutline,
  navigationHover: (model, offset) => navItemHover(model, offset),
  schemaErrorFilter: (model) => docsSchemaErrorFilter(model),
};
