// The real configs of ../shared/corpus rebuilt as workspaces on disk: each `<name>.mint.json` becomes
// `<dir>/<name>/mint.json`, with the files its `<name>.files.txt` lists (empty) beside it.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { REPO_ROOT } from './servers';

export const CORPUS_DIR = join(REPO_ROOT, '..', 'shared', 'corpus');

export interface CorpusWorkspaces {
  root: string;
  folders: string[];
  files: number;
  dispose(): void;
}

export function rebuildCorpus(): CorpusWorkspaces | undefined {
  if (!existsSync(CORPUS_DIR)) return undefined;
  const root = mkdtempSync(join(tmpdir(), 'docsite-corpus-bench-'));
  const folders: string[] = [];
  let files = 0;
  for (const name of readdirSync(CORPUS_DIR).filter((n) => n.endsWith('.mint.json')).sort()) {
    const site = name.slice(0, -'.mint.json'.length);
    const folder = join(root, site);
    const listPath = join(CORPUS_DIR, `${site}.files.txt`);
    const listed = existsSync(listPath) ? readFileSync(listPath, 'utf8').split('\n').map((l) => l.trim()).filter(Boolean) : [];
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
    writeFileSync(join(folder, 'mint.json'), readFileSync(join(CORPUS_DIR, name)));
    folders.push(folder);
  }
  return { root, folders, files, dispose: () => rmSync(root, { recursive: true, force: true }) };
}
