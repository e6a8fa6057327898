// Paths the launchers share.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..');
export const vscodeTestDir = join(repoRoot, 'test', 'vscode');
/** Where the compiled suite goes; `out/suite/index.js` is the `extensionTestsPath`. */
export const suiteOutDir = join(vscodeTestDir, 'out');
export const suiteEntry = join(suiteOutDir, 'suite', 'index.js');
export const fixturesDir = join(vscodeTestDir, 'fixtures');
