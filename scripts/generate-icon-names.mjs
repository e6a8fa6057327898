// Generates the icon-name list used by icon completion and the unknown-icon warning
// (server/src/service/editor/generated/iconNames.json) from the pinned npm package
// `@fortawesome/fontawesome-common-types` (MIT). Its `IconName` type lists every Font Awesome icon name, free
// and Pro: the site generator renders Pro icons too (the real configs use `rocket-launch`, `book-open-cover`, …),
// so a list of only the free icons would flag names that work. Run by `npm run build`; the output is committed so
// that type-checking and unit tests work before a build, and a unit test checks it is current.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const OUTPUT = join(root, 'server/src/service/editor/generated/iconNames.json');

/** Reads the names out of the package's `export type IconName = 'a' | 'b' | …;` declaration. */
export function readIconNames() {
  const packageJsonPath = require.resolve('@fortawesome/fontawesome-common-types/package.json');
  const { version } = JSON.parse(readFileSync(packageJsonPath, 'utf8'));
  const declarations = readFileSync(join(dirname(packageJsonPath), 'index.d.ts'), 'utf8');
  const union = /export type IconName\s*=([^;]*);/.exec(declarations);
  if (!union) throw new Error('generate-icon-names: no `IconName` type in @fortawesome/fontawesome-common-types');
  const names = [...union[1].matchAll(/'([^']+)'/g)].map((m) => m[1]);
  if (names.length < 1000) throw new Error(`generate-icon-names: only ${names.length} icon names found; the package format changed?`);
  return { source: `@fortawesome/fontawesome-common-types@${version}`, names: [...new Set(names)].sort() };
}

export function renderIconNames() {
  const { source, names } = readIconNames();
  return `${JSON.stringify({ source, license: 'MIT (icon names only)', names })}\n`;
}

/** Writes the list; leaves the file untouched when it is already current (no needless rebuilds or diffs). */
export function writeIconNames() {
  mkdirSync(dirname(OUTPUT), { recursive: true });
  const text = renderIconNames();
  let previous = '';
  try { previous = readFileSync(OUTPUT, 'utf8'); } catch { /* first run */ }
  if (previous !== text) writeFileSync(OUTPUT, text);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) writeIconNames();
