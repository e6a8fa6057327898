// mint.json keys written in docs.json, with the docs.json name that replaces each (config/model/docsChecks.ts).
import { configCheck } from '../../checks/check';
import { legacyKeyDiagnostics } from '../model/docsChecks';

export const legacyKeysCheck = configCheck({
  appliesTo: 'config',
  formats: ['docs'],
  rules: [
    {
      id: 'legacy-key',
      severity: 'warning',
      summary: 'A mint.json key in docs.json.',
      help: 'Move the setting to its docs.json name (the message names it), or remove it when docs.json has none.',
    },
  ],
  check({ model, sink }) {
    legacyKeyDiagnostics(model, sink);
  },
});
