// Rebuilds a site of the shared corpus on disk for a test: each corpus site comes with a list of the paths its
// repository held (`<site>.files.txt`); an empty file stands in for each, so page and asset checks see what exists.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** Writes an empty file under `folder` for each path in the list file (keeping files already there) and returns the
 * listed paths. */
export function writeListedFiles(listPath: string, folder: string): Set<string> {
  const files = new Set(
    readFileSync(listPath, 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  );
  mkdirSync(folder, { recursive: true });
  for (const file of files) {
    const path = join(folder, file);
    if (existsSync(path)) continue;
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, '');
  }
  return files;
}
