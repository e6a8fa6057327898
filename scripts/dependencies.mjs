// Installs the project's pinned dependencies when node_modules is missing or does not match package-lock.json, so
// that `npm start` and `npm test` both work as the first command on a fresh clone. Imports nothing outside Node: it
// runs before anything is installed.
//
// "Matches" means: every package the lock file lists is installed at the locked version, as npm records it in
// node_modules/.package-lock.json (written by every `npm ci`/`npm install`). Optional packages for other platforms
// (esbuild's binaries for other systems, say) are absent from that record by design and are not required.
import { spawnSync } from 'node:child_process';
import { existsSync, lstatSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * Why node_modules needs an install, or undefined when it matches the lock file.
 * @param {string} lockText package-lock.json
 * @param {string | undefined} installedText node_modules/.package-lock.json, undefined when it does not exist
 * @returns {string | undefined}
 */
export function dependencyProblem(lockText, installedText) {
  if (installedText === undefined) return 'node_modules is missing';
  let lock;
  let installed;
  try {
    lock = JSON.parse(lockText).packages ?? {};
    installed = JSON.parse(installedText).packages ?? {};
  } catch {
    return 'node_modules/.package-lock.json cannot be read';
  }
  const stale = [];
  for (const [path, entry] of Object.entries(lock)) {
    if (path === '' || entry.link) continue;
    const have = installed[path];
    if (!have) {
      if (!entry.optional) stale.push(`${path.replace(/^node_modules\//, '')} is not installed`);
    } else if (have.version !== entry.version) {
      stale.push(`${path.replace(/^node_modules\//, '')} is ${have.version}, the lock file says ${entry.version}`);
    }
  }
  if (stale.length === 0) return undefined;
  const more = stale.length > 3 ? ` (and ${stale.length - 3} more)` : '';
  return `node_modules does not match package-lock.json: ${stale.slice(0, 3).join('; ')}${more}`;
}

/**
 * Runs `npm ci` in `root` when dependencyProblem finds one. A node_modules that is a link to another checkout's is
 * left alone (reinstalling would change that checkout too): it only says so.
 * @param {string} root
 * @param {(line: string) => void} say
 */
export function ensureDependencies(root, say) {
  const modules = join(root, 'node_modules');
  const installedFile = join(modules, '.package-lock.json');
  const problem = dependencyProblem(
    readFileSync(join(root, 'package-lock.json'), 'utf8'),
    existsSync(installedFile) ? readFileSync(installedFile, 'utf8') : undefined,
  );
  if (!problem) return;
  if (existsSync(modules) && lstatSync(modules).isSymbolicLink()) {
    say(`${problem}; node_modules is a link to another checkout's, so it is not reinstalled here`);
    return;
  }
  say(`${problem}: running npm ci`);
  const result = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`npm ci failed (exit ${result.status ?? result.signal})`);
}

// `node scripts/dependencies.mjs`: what `npm test` runs first (the `pretest` script).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    ensureDependencies(fileURLToPath(new URL('..', import.meta.url)), (line) => console.log(`[dependencies] ${line}`));
  } catch (error) {
    console.error(`[dependencies] ${error.message}`);
    process.exit(1);
  }
}
