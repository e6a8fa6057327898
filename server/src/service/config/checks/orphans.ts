// Page files that no navigation entry reaches (config/features/orphans.ts), reported on the config's `navigation` key (the
// CLI lists each at its page file).
import { configCheck } from '../../checks/check';
import { orphanDiagnostics } from '../features/orphans';
import { orphansOfModel } from '../features/editorDiagnostics';

export const orphansCheck = configCheck({
  appliesTo: 'config',
  readsFiles: true,
  rules: [
    {
      id: 'orphan-page',
      severity: 'info',
      summary: 'A page file that no navigation entry reaches.',
      help: 'Add the page to the navigation, or delete it if it is no longer needed.',
    },
  ],
  check({ model, index, sink }) {
    sink.addAll(
      model.main,
      orphanDiagnostics(model.main.textDocument, model.main.doc.root, orphansOfModel(model, index)),
    );
  },
});
