// Marker lines the suite writes (see test/vscode/support/markers.ts, which must agree).
export const RESULT_MARKER = '@@result';
export const SCREENSHOT_MARKER = '@@screenshot';
/** Screenshot names become file names: keep them plain. */
export const SCREENSHOT_NAME = /^[a-z0-9][a-z0-9._-]{0,80}$/i;
