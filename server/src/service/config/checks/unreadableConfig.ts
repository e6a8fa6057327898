// A config the hosts cannot check: the language server and the CLI read files, the service does not, so they report
// this rule themselves (lsp/closedConfigs.ts); no check function here.
import { configCheck } from '../../checks/check';

export const unreadableConfigRule = configCheck({
  appliesTo: 'config',
  rules: [
    {
      id: 'config-unreadable',
      severity: 'warning',
      summary: 'A config file that cannot be read as a regular file.',
      help: 'Make the config a regular file inside the site folder (not a link elsewhere, a device or a FIFO), under the size limit.',
    },
  ],
});
