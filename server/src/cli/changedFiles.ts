// `--changed-since REF`: the files a change touches, from git. "Since REF" means since the point where the current
// branch left REF (their merge base), as a pull request's diff does: commits that landed on REF afterwards are not
// this change's. Uncommitted edits and new untracked files count too, so the check works before a commit.
// The whole site is still read and checked (a page deleted in the change still makes its entry missing); only the
// report is narrowed to these files.
import { execFileSync } from 'node:child_process';
import { devNull } from 'node:os';
import { resolve } from 'node:path';
import { normalizePath } from '../service/workspace/paths';
import { CliError } from './cliError';

export class ChangedFilesError extends CliError {}

/**
 * The repository is read as it is checked out, and in CI that may be anyone's pull request, with a git config that
 * names programs for git to run. The commands below only read, but two of those programs would still run: the
 * fsmonitor hook (on every index refresh) and a filter's clean command (git reads an edited file through it to tell
 * whether it changed). So every command runs with fsmonitor off, hooks pointed nowhere, no pager, and, once the
 * repository is known, the commands of its filter drivers blanked (`filterOverrides`); `diff` also without external
 * diff or textconv programs.
 */
const SAFE_OPTIONS = ['--no-pager', '-c', 'core.fsmonitor=', '-c', `core.hooksPath=${devNull}`];

export function git(args: string[], cwd: string, extraOptions: readonly string[] = []): string {
  try {
    return execFileSync('git', [...SAFE_OPTIONS, ...extraOptions, ...args], {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      maxBuffer: 256 * 1024 * 1024,
    });
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: string };
    if (failure.code === 'ENOENT') throw new ChangedFilesError('--changed-since needs git, which is not on the PATH');
    throw new ChangedFilesError(
      String(failure.stderr ?? failure.message)
        .trim()
        .split('\n')[0],
    );
  }
}

/**
 * `-c filter.<name>.<command>=` for every filter command the repository's config defines (an empty command is no
 * filter), and `required=false` so that git does not refuse the file instead.
 */
export function filterOverrides(top: string): string[] {
  let keys: string[];
  try {
    keys = git(['config', '--name-only', '-z', '--get-regexp', '^filter\\..+\\.(clean|smudge|process)$'], top)
      .split('\0')
      .filter(Boolean);
  } catch {
    return []; // git config exits 1 when nothing matches
  }
  const options: string[] = [];
  for (const key of keys) {
    const name = key.slice('filter.'.length, key.lastIndexOf('.'));
    // `-c` splits at the first "=": a driver name holding one cannot be overridden this way.
    if (name.includes('='))
      throw new ChangedFilesError(
        `--changed-since: the repository's git config defines a filter named "${name}", which cannot be turned off safely`,
      );
    options.push('-c', `${key}=`, '-c', `filter.${name}.required=false`);
  }
  return options;
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
    throw new ChangedFilesError(
      `--changed-since: unknown git ref "${ref}" (in CI, fetch it first, e.g. actions/checkout with fetch-depth: 0)`,
    );
  }
  let base: string;
  try {
    base = git(['merge-base', ref, 'HEAD'], top).trim();
  } catch {
    throw new ChangedFilesError(
      `--changed-since: "${ref}" and HEAD share no history here (a shallow clone? fetch with fetch-depth: 0)`,
    );
  }
  const noFilters = filterOverrides(top);
  const names = [
    ...git(
      [
        '-c',
        'core.quotePath=false',
        'diff',
        '--name-only',
        '--no-renames',
        '--no-ext-diff',
        '--no-textconv',
        '-z',
        base,
        '--',
      ],
      top,
      noFilters,
    ).split('\0'),
    ...git(['-c', 'core.quotePath=false', 'ls-files', '--others', '--exclude-standard', '-z'], top, noFilters).split(
      '\0',
    ),
  ];
  return new Set(names.filter(Boolean).map((name) => normalizePath(resolve(top, name))));
}
