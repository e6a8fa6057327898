// mint.json's rules across fields that its schema cannot say clearly (config/model/crossFieldRules.ts).
import { configCheck } from '../../checks/check';
import { ruleDiagnostics } from '../model/crossFieldRules';

export const crossFieldRulesCheck = configCheck({
  appliesTo: 'config',
  formats: ['mint'],
  rules: [
    {
      id: 'cta-name-required',
      severity: 'error',
      summary: 'A link call-to-action button without a name.',
      help: 'Give "topbarCtaButton" a "name": it is the button text.',
    },
    {
      id: 'basic-auth-name',
      severity: 'error',
      summary: 'A basic-auth name not in the form "user:password".',
      help: 'Write "api.auth.name" as "[usernameName]:[passwordName]".',
    },
    {
      id: 'anchor-version',
      severity: 'error',
      summary: 'An anchor names a version that "versions" does not declare.',
      help: 'Add the version to "versions" or fix the anchor\'s version.',
    },
    {
      id: 'deprecated',
      severity: 'warning',
      summary: 'A deprecated setting.',
      help: 'Remove the setting or use its replacement (the message names it).',
    },
  ],
  check({ model, sink }) {
    sink.addAll(model.main, ruleDiagnostics(model.main.doc));
  },
});
