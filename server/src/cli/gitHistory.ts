// `--stale-translations`: when each file of a site was last committed, from one `git log` over the site folder (not
// one process per page). It runs git with the same safeguards as `--changed-since` (changedFiles.ts): no hooks, no
// fsmonitor, no pager, the repository's filter commands blanked; `log --name-only` runs no diff or textconv program.
import { resolve } from 'node:path';
import { normalizePath } from '../service/workspace/paths';
import { ChangedFilesError, filterOverrides, git } from './changedFiles';

/** Absolute, normalised path -> the time (seconds) of the last commit that touched it, for the files below `folder`. */
export function lastCommitTimes(folder: string): Map<string, number> {
  let top: string;
  try {
    top = git(['rev-parse', '--show-toplevel'], folder).trim();
  } catch (error) {
    throw new ChangedFilesError(
      `--stale-translations: ${folder} is not in a git repository (${(error as Error).message})`,
    );
  }
  const times = new Map<string, number>();
  let output: string;
  try {
    // Newest first: the first time a path shows up is its last change. A marker line opens each commit.
    output = git(
      [
        '-c',
        'core.quotePath=false',
        'log',
        '--no-renames',
        '--no-ext-diff',
        '--no-textconv',
        '--format=%x01%ct',
        '--name-only',
        '-z',
        'HEAD',
        '--',
        folder,
      ],
      top,
      filterOverrides(top),
    );
  } catch (error) {
    // A repository with no commit yet has no history to compare.
    if (/does not have any commits|unknown revision|bad default revision/.test((error as Error).message)) return times;
    throw new ChangedFilesError(`--stale-translations: ${(error as Error).message}`);
  }
  let time = 0;
  for (const field of output.split('\0')) {
    let name = field.replace(/^\n+/, '');
    if (name.startsWith('\x01')) {
      const newline = name.indexOf('\n');
      time = Number(name.slice(1, newline < 0 ? undefined : newline));
      name = newline < 0 ? '' : name.slice(newline + 1).replace(/^\n+/, '');
    }
    if (!name) continue;
    const path = normalizePath(resolve(top, name));
    if (!times.has(path)) times.set(path, time);
  }
  return times;
}
