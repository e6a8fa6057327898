// Command ids, declared once (package.json contributes the same ids).
export const CommandId = {
  addEnvironment: 'docsite.userGroups.addEnvironment',
  selectEnvironment: 'docsite.userGroups.selectEnvironment',
  setApiToken: 'docsite.userGroups.setApiToken',
  removeApiToken: 'docsite.userGroups.removeApiToken',
  lookUpOrCreateGroup: 'docsite.userGroups.lookUpOrCreateGroup',
  editGroup: 'docsite.userGroups.editGroup',
  deleteGroup: 'docsite.userGroups.deleteGroup',
  rotateToken: 'docsite.userGroups.rotateToken',
  copyToken: 'docsite.userGroups.copyToken',
  copyGroupId: 'docsite.userGroups.copyGroupId',
  forgetGroup: 'docsite.userGroups.forgetGroup',
  refetchGroup: 'docsite.userGroups.refetchGroup',
  refresh: 'docsite.userGroups.refresh',
  importGroups: 'docsite.userGroups.importGroups',
  showLog: 'docsite.showLog',
} as const;
