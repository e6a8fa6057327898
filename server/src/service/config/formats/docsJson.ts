// docs.json, the generator's current format: split over files with `$ref`, icons from the library `icons.library`
// names, a navigation of one root kind (languages, versions, tabs, …), and checks of its own (config/checks/ with
// `formats: ['docs']`).
import { docsSchemaErrorFilter } from '../model/docsChecks';
import { buildDocsModel, iconLibraryOf } from '../model/docsAdapter';
import { DOCS_SCHEMA } from '../model/schema';
import type { ConfigFormat } from './format';

export const docsJsonFormat: ConfigFormat = {
  id: 'docs',
  fileName: 'docs.json',
  schema: DOCS_SCHEMA,
  followsRefs: true,
  iconLibrary: (resolver, root) => iconLibraryOf(resolver, root),
  buildNavigation: (resolver, builder) => buildDocsModel(resolver, builder),
  schemaErrorFilter: (model) => docsSchemaErrorFilter(model),
};
