// docs.json's `$ref`s that cannot be followed: not a relative path of the site, a missing file, a cycle. The site
// model meets them as it reads the files (config/model/refs.ts); this reports them where they are written.
import { configCheck } from '../../checks/check';
import { refDiagnostics } from '../model/docsChecks';

export const refsCheck = configCheck({
  appliesTo: 'config',
  formats: ['docs'],
  rules: [
    {
      id: 'ref-invalid',
      severity: 'error',
      summary: 'A "$ref" that is not a relative path to a file of the site.',
      help: 'Write "$ref" as a path relative to the file holding it, without "..", URLs or absolute paths.',
    },
    {
      id: 'ref-missing',
      severity: 'error',
      summary: 'A "$ref" to a file that does not exist.',
      help: 'Create the referenced JSON file or fix the path.',
    },
    {
      id: 'ref-cycle',
      severity: 'error',
      summary: 'Files that refer to each other through "$ref" in a cycle.',
      help: 'Break the cycle: a referenced file must not refer back to a file that refers to it.',
    },
  ],
  check({ model, sink }) {
    refDiagnostics(model, sink);
  },
});
