// Report paths as a code host names files: relative to the repository root, with forward slashes. The CLI's own
// paths are relative to the working folder, which in CI may be a sub-folder of the checkout (a step's
// `working-directory`); GitLab's Code Quality widget and GitHub's blob links look files up from the root.
import { isAbsolute, relative, resolve } from 'node:path';

/** `file` (relative to `cwd`, or absolute) relative to `repositoryRoot` (or `cwd` when unknown); a file outside the
 * repository keeps its absolute path. */
export function repositoryPath(file: string, cwd: string, repositoryRoot: string | undefined): string {
  const absolute = resolve(cwd, file);
  const fromRoot = relative(repositoryRoot ?? cwd, absolute);
  const inside = fromRoot !== '' && !fromRoot.startsWith('..') && !isAbsolute(fromRoot);
  return (inside ? fromRoot : absolute).replace(/\\/g, '/');
}
