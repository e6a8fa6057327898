// `--changed-since REF`: the files a change touches, from git. "Since REF" means since the point where the current
// branch left REF (their merge base), as a pull request's diff does: commits that landed on REF afterwards are not
// this change's. Uncommitted edits and new untracked files count too, so the check works before a commit.
// The whole site is still read and checked (a page deleted in the change still makes its entry missing); only the
// report is narrowed to these files.
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { normalizePath } from '../service/paths';

export class ChangedFilesError extends Error {}

function git(args: string[], cwd: string): string {
  try {
    return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 256 * 1024 * 1024 });
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: string };
    if (failure.code === 'ENOENT') throw new ChangedFilesError('--changed-since needs git, which is not on the PATH');
    throw new ChangedFilesError(String(failure.stderr ?? failure.message).trim().split('\n')[0]);
  }
}

/** Absolute, normalised paths of the files changed since `ref` (added, modified, deleted, renamed both ways). */
export function changedFilesSince(ref: string, cwd: string): Set<string> {
  let top: string;
  try {
    top = git(['rev-parse', '--show-toplevel'], cwd).trim();
  } catch (error) {
    throw new ChangedFilesError(`--changed-since: ${cwd} is not in a git repository (${(error as Error).message})`);
  }
  try {
    git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], top);
  } catch {
    throw new ChangedFilesError(`--changed-since: unknown git ref "${ref}" (in CI, fetch it first, e.g. actions/checkout with fetch-depth: 0)`);
  }
  let base: string;
  try {
    base = git(['merge-base', ref, 'HEAD'], top).trim();
  } catch {
    throw new ChangedFilesError(`--changed-since: "${ref}" and HEAD share no history here (a shallow clone? fetch with fetch-depth: 0)`);
  }
  const names = [
    ...git(['-c', 'core.quotePath=false', 'diff', '--name-only', '--no-renames', '-z', base, '--'], top).split('\0'),
    ...git(['-c', 'core.quotePath=false', 'ls-files', '--others', '--exclude-standard', '-z'], top).split('\0'),
  ];
  return new Set(names.filter(Boolean).map((name) => normalizePath(resolve(top, name))));
}
