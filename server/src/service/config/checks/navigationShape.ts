// docs.json's navigation: one root kind, one kind of child per level, no empty tab, anchor or dropdown
// (config/model/docsChecks.ts).
import { configCheck } from '../../checks/check';
import { navigationShapeDiagnostics } from '../model/docsChecks';

export const navigationShapeCheck = configCheck({
  appliesTo: 'config',
  formats: ['docs'],
  rules: [
    {
      id: 'navigation-shape',
      severity: 'warning',
      summary: 'A docs.json navigation of the wrong shape.',
      help: 'Give "navigation" one root kind (languages, versions, tabs, dropdowns, anchors, groups, pages or products), and each level one kind of child.',
    },
    {
      id: 'navigation-empty',
      severity: 'warning',
      summary: 'A tab, anchor, dropdown… that holds nothing.',
      help: 'Give it pages, groups or another list, an "href", or an "openapi" document.',
    },
  ],
  check({ model, sink }) {
    navigationShapeDiagnostics(model, sink);
  },
});
