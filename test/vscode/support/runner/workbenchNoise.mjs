// Workbench chatter that says nothing about the tests (shown with --verbose). Extension-gallery look-ups fail
// without internet; that is expected and harmless.
const WORKBENCH_NOISE = [
  // The test workspace and profile have no tasks.json, launch.json or mcp.json: VS Code logs each one it looks for
  // (over a hundred lines a run). Only a file that does not exist is noise; one that exists and fails to parse is shown.
  /^Error while resolving configuration file '[^']*\.json': Unable to read file '[^']*' \(Error: Unable to resolve nonexistent file '[^']*'\)$/,
  /^Resolving connection token/,
  /^Resolved connection token/,
  /^Creating a socket/,
  /^\[Service Worker\]/,
  /^Updating additional builtin extensions cache/,
  /^ChatSessionStore:/,
  /^Creation of workbench contribution '.*' took \d+ms/,
  /open-vsx\.org/,
];

/** True for a workbench log line that says nothing about the tests. */
export function isWorkbenchNoise(text) {
  return WORKBENCH_NOISE.some((pattern) => pattern.test(text));
}
