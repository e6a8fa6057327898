// Colours that are not `#RGB`/`#RRGGBB` (config/model/hexColors.ts): a clearer message than the schema's pattern.
import { configCheck } from '../../checks/check';
import { hexColorDiagnostics } from '../model/hexColors';

export const hexColorCheck = configCheck({
  appliesTo: 'config',
  rules: [
    {
      id: 'hex-color',
      severity: 'error',
      summary: 'A colour that is not a valid hex colour.',
      help: 'Write the colour as #RGB or #RRGGBB.',
    },
  ],
  check({ model, sink }) {
    hexColorDiagnostics(model, sink);
  },
});
