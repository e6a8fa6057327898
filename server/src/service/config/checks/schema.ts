// Values the format's JSON schema rejects (config/model/schemaValidation.ts), one clear message per place.
import { configCheck } from '../../checks/check';
import { siteSchemaDiagnostics } from '../model/schemaValidation';
import { formatById } from '../formats/list';

export const schemaCheck = configCheck({
  appliesTo: 'config',
  rules: [
    {
      id: 'type',
      severity: 'error',
      summary: 'A value of the wrong type.',
      help: 'Give the value the type the site configuration expects (the message names it).',
    },
    {
      id: 'required',
      severity: 'error',
      summary: 'A required property is missing.',
      help: 'Add the property the message names.',
    },
    {
      id: 'enum',
      severity: 'error',
      summary: 'A value outside the allowed set.',
      help: 'Use one of the values the message lists.',
    },
    {
      id: 'unknown-key',
      severity: 'warning',
      summary: 'A key the site configuration does not define.',
      help: 'Fix the spelling (the message suggests the nearest key) or remove the key.',
    },
    {
      id: 'schema',
      severity: 'error',
      summary: 'A value the site configuration schema rejects.',
      help: 'Change the value as the message says.',
    },
  ],
  check({ model, settings, sink }) {
    siteSchemaDiagnostics(model, settings, sink, formatById(model.format).schemaErrorFilter?.(model));
  },
});
