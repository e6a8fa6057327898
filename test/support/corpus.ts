// Where the tests and benches find the real-data corpus: the folder named by the DOCSITE_CORPUS environment variable
// (real configs as `<name>.mint.json` with `<name>.files.txt`, and the folders `docsjson/`, `pages/`, `bigsites/`).
// The corpus is not part of the repository, so a run without the variable skips the corpus parts and says why; a
// variable that names a missing folder is a mistake in the run's setup and fails, rather than passing by skipping.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const CORPUS_ENV = 'DOCSITE_CORPUS';

/** The corpus folder (absolute), or undefined when DOCSITE_CORPUS is unset or empty. Throws when the variable names
 * something that is not a folder. */
export function corpusRoot(): string | undefined {
  const value = process.env[CORPUS_ENV]?.trim();
  if (!value) return undefined;
  const root = resolve(value);
  if (!existsSync(root) || !statSync(root).isDirectory())
    throw new Error(`${CORPUS_ENV}=${value} names no folder (resolved to ${root})`);
  return root;
}

/** A part of the corpus (`corpusPath('bigsites')`), or undefined when there is no corpus or it lacks that part. */
export function corpusPath(...parts: string[]): string | undefined {
  const root = corpusRoot();
  if (root === undefined) return undefined;
  const path = join(root, ...parts);
  return existsSync(path) ? path : undefined;
}

/** The `skip` option of a test that reads `parts` of the corpus: false when present, else the reason it is skipped. */
export function corpusSkip(...parts: string[]): string | false {
  if (corpusRoot() === undefined) return `no corpus: set ${CORPUS_ENV} to the corpus folder to run this test`;
  if (corpusPath(...parts) === undefined) return `the corpus in ${CORPUS_ENV} has no ${join(...parts)}`;
  return false;
}

/** The path of `parts` inside the corpus, for code that runs only when the corpus is there (behind corpusSkip). */
export function inCorpus(...parts: string[]): string {
  const root = corpusRoot();
  if (root === undefined) throw new Error(`no corpus: ${CORPUS_ENV} is unset`);
  return join(root, ...parts);
}

/** Every page file (`.mdx`, `.md`) of the corpus's sites with their pages (`pages/` and `bigsites/`), for code that
 * runs only when the corpus is there. */
export function corpusPageFiles(): string[] {
  const found: string[] = [];
  const visit = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) visit(full);
      else if (/\.mdx?$/.test(name)) found.push(full);
    }
  };
  for (const part of ['pages', 'bigsites']) {
    const folder = corpusPath(part);
    if (folder !== undefined) visit(folder);
  }
  return found;
}
