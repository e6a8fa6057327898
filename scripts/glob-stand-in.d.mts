/** minimatch's class as far as vscode-languageclient calls it. */
export class Minimatch {
  constructor(pattern: string, options?: { dot?: boolean; nocase?: boolean });
  makeRe(): RegExp | false;
  match(path: string): boolean;
}
/** The stand-in module's text (CommonJS, exports `Minimatch`). */
export const MINIMATCH_STAND_IN: string;
/** The esbuild plugin that puts it in place of minimatch. */
export const minimatchStandIn: import('esbuild').Plugin;
