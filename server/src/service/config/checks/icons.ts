// Icon names the chosen icon library does not have (config/features/icons.ts). The "did you mean" is added after the
// problem cap, only to those shown (LanguageService.diagnoseSite). The page check of front matter reports icons
// of pages under this rule too.
import { configCheck } from '../../checks/check';
import { iconSiteDiagnostics } from '../features/icons';

export const iconsCheck = configCheck({
  appliesTo: 'config',
  rules: [
    {
      id: 'unknown-icon',
      severity: 'warning',
      summary: "An icon name the icon library does not have (in the config or a page's front matter).",
      help: 'Use an icon name from the library (the message suggests the nearest one).',
    },
  ],
  check({ model, sink }) {
    for (const { file, diagnostic } of iconSiteDiagnostics(model)) sink.add(file, diagnostic);
  },
});
