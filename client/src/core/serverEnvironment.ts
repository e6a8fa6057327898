// The environment the language server starts with: an allow-list of what a Node process needs (where programs and
// the home and temp folders are, the locale, the time zone, and Electron's run-as-Node switches), nothing else. The
// extension host's environment can hold secrets (`npm start` hands the demo API token to it as DOCSITE_DEMO_API_TOKEN,
// the test launchers the test tokens, a user's shell any token at all), and a child process's environment is
// readable in /proc/<pid>/environ for as long as it runs. The server never needs a token, so it gets none.
//
// vscode-languageclient copies process.env into the child's environment and then applies ours on top, so every
// variable not allowed is set to undefined, which Node's spawn leaves out. No `vscode` import: unit-tested.

const ALLOWED = new Set([
  'PATH',
  'HOME',
  'USER',
  'LOGNAME',
  'SHELL',
  'LANG',
  'LANGUAGE',
  'TZ',
  'TMPDIR',
  'TMP',
  'TEMP',
  'XDG_RUNTIME_DIR',
  'XDG_CACHE_HOME',
  'XDG_CONFIG_HOME',
  // Windows
  'SYSTEMROOT',
  'SYSTEMDRIVE',
  'WINDIR',
  'COMSPEC',
  'PATHEXT',
  'USERPROFILE',
  'HOMEDRIVE',
  'HOMEPATH',
  'APPDATA',
  'LOCALAPPDATA',
  'PROGRAMDATA',
  'PROGRAMFILES',
  // The language client sets these for a forked server under Electron; without them VS Code itself would start.
  'ELECTRON_RUN_AS_NODE',
  'ELECTRON_NO_ASAR',
]);

export function isAllowedServerVariable(name: string): boolean {
  const upper = name.toUpperCase(); // Windows names are case-insensitive
  return ALLOWED.has(upper) || upper.startsWith('LC_');
}

/** `parent` with every variable outside the allow-list mapped to undefined (dropped by spawn). */
export function serverEnvironment(parent: NodeJS.ProcessEnv): Record<string, string | undefined> {
  const env: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(parent)) env[name] = isAllowedServerVariable(name) ? value : undefined;
  return env;
}
