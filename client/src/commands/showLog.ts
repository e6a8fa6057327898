// Show Log: opens the (redacted) "Docsite Kit" log channel.
import type { Services } from '../services';
import { CommandId } from './ids';
import { registerCommand } from './registerCommand';

export function registerShowLog(services: Services): void {
  registerCommand(services, CommandId.showLog, 'Could not show the log', () => services.log.show());
}
