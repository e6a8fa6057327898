// Refresh: redraws the view from the registry and SecretStorage. It calls no service operation: the only read the
// service offers is get-or-create, which would silently re-create a group deleted elsewhere. Asking the service
// again is the explicit per-group "Re-fetch Group from Service".
import type { Services } from '../services';
import { CommandId } from './ids';
import { registerCommand } from './registerCommand';

export function registerRefresh(services: Services, refreshView: () => void): void {
  registerCommand(services, CommandId.refresh, 'Could not refresh', () => {
    refreshView();
    return true;
  });
}
