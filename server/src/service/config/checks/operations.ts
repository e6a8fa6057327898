// docs.json's `"METHOD /path"` navigation entries against their OpenAPI document (config/model/operations.ts).
import { configCheck } from '../../checks/check';
import { operationDiagnostics } from '../model/operations';

export const operationsCheck = configCheck({
  appliesTo: 'config',
  formats: ['docs'],
  rules: [
    {
      id: 'operation-unknown',
      severity: 'error',
      summary: 'A "METHOD /path" entry that is no operation of its OpenAPI document.',
      help: 'Fix the method or path (the message suggests the nearest operation), or configure the OpenAPI document that has it.',
    },
    {
      id: 'openapi-unreadable',
      severity: 'warning',
      summary: 'An OpenAPI document that cannot be read.',
      help: 'Fix the document\'s JSON or YAML, or point "openapi" at the right file.',
    },
  ],
  check({ model, sink }) {
    operationDiagnostics(model, sink);
  },
});
