// Every command of the explorer, one file each.
import type { ExplorerView } from '../explorer/userGroupsView';
import type { Services } from '../services';
import { registerAddEnvironment } from './addEnvironment';
import { registerCopyGroupId } from './copyGroupId';
import { registerCopyToken } from './copyToken';
import { registerDeleteGroup } from './deleteGroup';
import { registerEditGroup } from './editGroup';
import { registerForgetGroup } from './forgetGroup';
import { registerImportGroups } from './importGroups';
import { registerLookUpOrCreateGroup } from './lookUpOrCreateGroup';
import { registerRefetchGroup } from './refetchGroup';
import { registerRefresh } from './refresh';
import { registerRemoveApiToken } from './removeApiToken';
import { registerRotateToken } from './rotateToken';
import { registerSelectEnvironment } from './selectEnvironment';
import { registerSetApiToken } from './setApiToken';
import { registerUseDemoToken } from './useDemoToken';
import { registerShowLog } from './showLog';

export function registerCommands(services: Services, view: ExplorerView): void {
  registerAddEnvironment(services);
  registerSelectEnvironment(services);
  registerSetApiToken(services);
  registerUseDemoToken(services);
  registerRemoveApiToken(services);
  registerLookUpOrCreateGroup(services, view);
  registerEditGroup(services);
  registerDeleteGroup(services);
  registerRotateToken(services);
  registerCopyToken(services);
  registerCopyGroupId(services);
  registerForgetGroup(services);
  registerRefetchGroup(services);
  registerRefresh(services, () => view.refresh());
  registerImportGroups(services);
  registerShowLog(services);
}
