// Marker lines a test writes to its console (which reaches the launcher: through `codeAutomationLog` in code-server,
// through stdout with @vscode/test-electron). Keep in sync with test/vscode/support/runner/markers.mjs.

/** `@@result {"passed":N,"failed":N,"pending":N}`: written once by suite/index.ts when mocha is done. */
export const RESULT_MARKER = '@@result';
/** `@@screenshot <name>`: asks the launcher to capture the live workbench (see screenshot.ts). */
export const SCREENSHOT_MARKER = '@@screenshot';
