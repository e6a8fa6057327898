// Anchors and tabs whose URL holds no page of the navigation (config/features/anchors.ts).
import { configCheck } from '../../checks/check';
import { anchorDiagnostics } from '../features/anchors';

export const anchorUrlsCheck = configCheck({
  appliesTo: 'config',
  rules: [
    {
      id: 'anchor-url-no-pages',
      severity: 'warning',
      summary: 'An anchor or tab whose URL holds no page of the navigation.',
      help: "Add pages under the anchor's URL, or point the anchor at an external link.",
    },
  ],
  check({ model, sink }) {
    sink.addAll(model.main, anchorDiagnostics(model));
  },
});
