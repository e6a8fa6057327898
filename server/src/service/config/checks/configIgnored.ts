// A folder with both files: the generator reads docs.json and ignores mint.json. Said once, on mint.json.
import { configCheck } from '../../checks/check';
import { DiagnosticSeverity, makeDiagnostic } from '../../diagnostics/diagnostics';

export const configIgnoredCheck = configCheck({
  appliesTo: 'config',
  readsFiles: true,
  formats: ['mint'],
  rules: [
    {
      id: 'config-ignored',
      severity: 'info',
      summary: 'A mint.json beside a docs.json.',
      help: 'The generator reads docs.json and ignores mint.json: delete mint.json once docs.json has everything.',
    },
  ],
  check({ model, index, sink }) {
    if (model.rootDir === undefined || !index.has(`${model.rootDir}/docs.json`)) return;
    const root = model.main.doc.root;
    const at = root?.type === 'object' ? { offset: root.offset, length: 1 } : { offset: 0, length: 0 };
    sink.add(
      model.main,
      makeDiagnostic(
        model.main.textDocument,
        at,
        DiagnosticSeverity.Information,
        'config-ignored',
        'This folder also holds docs.json: the site generator reads docs.json and ignores this mint.json.',
      ),
    );
  },
});
