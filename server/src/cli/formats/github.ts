// GitHub Actions workflow commands: one `::error|warning|notice file=…,line=…,col=…,endLine=…,endColumn=…,title=…::message`
// line per diagnostic, which the runner turns into annotations on the pull request's lines. Positions are 1-based.
// Escaping follows the runner's rules: in the message `%`, CR and LF are percent-encoded; in property values also
// `:` and `,` (they separate properties).
// Two rules of the runner shape the properties: an annotation's `file` is looked up from the repository root (not
// from the step's `working-directory`, where the CLI may run), and `col`/`endColumn` only count on a one-line
// annotation (the runner drops them when `line` and `endLine` differ, so they are not sent then).
import { existsSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { messageOf, severityName, type FileDiagnostic, type OutputFormat } from '../format';

export interface GithubOptions {
  /** The folder the result paths are relative to (absolute). */
  cwd: string;
  /** The repository root annotation paths are written relative to (absolute); the current folder when absent. */
  repositoryRoot?: string;
}

export function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

export function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

/** The file as the repository names it (forward slashes); a file outside the repository keeps its absolute path. */
function repositoryPath(file: string, options: GithubOptions): string {
  const absolute = resolve(options.cwd, file);
  const fromRoot = relative(options.repositoryRoot ?? options.cwd, absolute);
  const inside = fromRoot !== '' && !fromRoot.startsWith('..') && !isAbsolute(fromRoot);
  return (inside ? fromRoot : absolute).replace(/\\/g, '/');
}

function command(result: FileDiagnostic, options: GithubOptions): string {
  const severity = severityName(result.diagnostic.severity);
  const kind = severity === 'error' ? 'error' : severity === 'warning' ? 'warning' : 'notice';
  const { start, end } = result.diagnostic.range;
  const code = String(result.diagnostic.code ?? '');
  const oneLine = start.line === end.line;
  const properties = [
    `file=${escapeProperty(repositoryPath(result.file, options))}`,
    `line=${start.line + 1}`,
    ...(oneLine ? [`col=${start.character + 1}`] : []),
    `endLine=${end.line + 1}`,
    ...(oneLine ? [`endColumn=${end.character + 1}`] : []),
    `title=${escapeProperty(`docsite ${code}`.trim())}`,
  ];
  return `::${kind} ${properties.join(',')}::${escapeData(messageOf(result.diagnostic))}`;
}

export function formatGithub(results: readonly FileDiagnostic[], options: GithubOptions): string {
  return results.map((result) => command(result, options)).join('\n');
}

/** The repository holding `folder`: the nearest folder above it with a `.git` (a folder, or a file in a worktree or
 * submodule); else `$GITHUB_WORKSPACE` (the runner's checkout); else undefined. Read from the disk, not from git, so no
 * program of the checked-out repository's config runs. */
export function findRepositoryRoot(folder: string, env: NodeJS.ProcessEnv = process.env): string | undefined {
  for (let current = resolve(folder); ; current = dirname(current)) {
    if (existsSync(join(current, '.git'))) return current;
    if (dirname(current) === current) break;
  }
  return env.GITHUB_WORKSPACE ? resolve(env.GITHUB_WORKSPACE) : undefined;
}

export const githubFormat: OutputFormat = {
  name: 'github',
  render: (results, context) =>
    formatGithub(results, { cwd: context.cwd, repositoryRoot: findRepositoryRoot(context.cwd) }),
};
