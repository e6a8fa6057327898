// The one note that stands for the problems past the per-file limit (diagnostics/problemCap.ts); no check
// function here.
import { configCheck } from '../../checks/check';

export const problemCapRule = configCheck({
  appliesTo: 'config',
  rules: [
    {
      id: 'too-many-problems',
      severity: 'info',
      summary: 'More problems than the report limit.',
      help: 'Fix the problems shown; the rest appear as they go.',
    },
  ],
});
