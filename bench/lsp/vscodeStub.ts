// Loads the extension's client bundle outside VS Code, to time its module loading (test/support/vscodeStub.ts stubs
// `vscode`).
import { requireWithVscodeStub } from '../../test/support/vscodeStub';

/** Milliseconds to `require` the bundle with `vscode` stubbed. */
export function timeRequireWithVscodeStub(bundle: string): number {
  const started = performance.now();
  requireWithVscodeStub(bundle);
  return performance.now() - started;
}
