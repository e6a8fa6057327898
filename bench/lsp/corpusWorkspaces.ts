// The real configs of the corpus (the folder DOCSITE_CORPUS names, see test/support/corpus.ts) rebuilt as workspaces
// on disk: each `<name>.mint.json` becomes `<dir>/<name>/mint.json`, with the files its `<name>.files.txt` lists (empty) beside it; likewise each
// `docsjson/<name>.json` becomes `<dir>/<name>/docs.json`, with the files its `$ref`s name (from `docsjson/refs/<name>/`).
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { corpusPath } from '../../test/support/corpus';

export interface CorpusWorkspaces {
  root: string;
  folders: string[];
  files: number;
  dispose(): void;
}

/** The mint.json corpus as workspaces; undefined without a corpus. */
export function rebuildCorpus(): CorpusWorkspaces | undefined {
  const corpusDir = corpusPath();
  return corpusDir === undefined ? undefined : rebuild(corpusDir, '.mint.json', 'mint.json');
}

/** The docs.json corpus as workspaces; `configs` are the docs.json paths, in the order of `folders`. Undefined
 * without a corpus or without its `docsjson/`. */
export function rebuildDocsJsonCorpus(): (CorpusWorkspaces & { configs: string[] }) | undefined {
  const corpusDir = corpusPath('docsjson');
  const rebuilt = corpusDir === undefined ? undefined : rebuild(corpusDir, '.json', 'docs.json');
  return rebuilt && { ...rebuilt, configs: rebuilt.folders.map((folder) => join(folder, 'docs.json')) };
}

function rebuild(corpusDir: string, suffix: string, configName: string): CorpusWorkspaces {
  const root = mkdtempSync(join(tmpdir(), 'docsite-corpus-bench-'));
  const folders: string[] = [];
  let files = 0;
  for (const name of readdirSync(corpusDir)
    .filter((n) => n.endsWith(suffix) && !n.endsWith('.files.txt'))
    .sort()) {
    const site = name.slice(0, -suffix.length);
    const folder = join(root, site);
    const listPath = join(corpusDir, `${name.endsWith('.mint.json') ? site : name}.files.txt`);
    const listed = existsSync(listPath)
      ? readFileSync(listPath, 'utf8')
          .split('\n')
          .map((l) => l.trim())
          .filter(Boolean)
      : [];
    for (const file of listed) {
      const path = join(folder, file);
      if (!path.startsWith(folder)) continue; // never write outside the scratch folder
      try {
        mkdirSync(dirname(path), { recursive: true });
        writeFileSync(path, '');
        files++;
      } catch {
        // A listed name that is also a folder of another listed file: the folder wins.
      }
    }
    mkdirSync(folder, { recursive: true });
    // Files a docs.json `$ref`s, with their content (the list above only names them).
    const refs = join(corpusDir, 'refs', name);
    if (existsSync(refs))
      for (const ref of readdirSync(refs)) writeFileSync(join(folder, ref), readFileSync(join(refs, ref)));
    writeFileSync(join(folder, configName), readFileSync(join(corpusDir, name)));
    folders.push(folder);
  }
  return { root, folders, files, dispose: () => rmSync(root, { recursive: true, force: true }) };
}
