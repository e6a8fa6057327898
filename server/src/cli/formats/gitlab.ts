// GitLab Code Quality (`artifacts:reports:codequality`): a JSON array of findings, each with `description`,
// `check_name`, `fingerprint`, `severity` (info, minor, major, critical or blocker) and `location.path` (relative to
// the repository root) with `location.lines.begin` (1-based). GitLab shows the findings a merge request adds or
// fixes by comparing fingerprints between the source and target branches, and keeps only the first finding of a
// fingerprint, so a fingerprint must be unique in a report and stable across runs.
// The fingerprint: the rule, the file (from the repository root) and the message with any "line N" in it masked,
// hashed as the baseline hashes them, then the occurrence number of that triple in the file. No line or column goes
// in, so a finding whose lines moved keeps its fingerprint; two identical findings in one file differ by their
// occurrence number.
import { createHash } from 'node:crypto';
import { DiagnosticSeverity } from 'vscode-languageserver-protocol';
import { fingerprintHash } from '../baseline';
import { messageOf, type FileDiagnostic, type OutputFormat } from '../format';
import { findRepositoryRoot } from './github';
import { repositoryPath } from './repositoryPath';

export interface GitlabOptions {
  /** The folder the result paths are relative to (absolute). */
  cwd: string;
  /** The repository root the report's paths are relative to (absolute); the current folder when absent. */
  repositoryRoot?: string;
}

export type GitlabSeverity = 'info' | 'minor' | 'major' | 'critical' | 'blocker';

export interface GitlabFinding {
  description: string;
  check_name: string;
  fingerprint: string;
  severity: GitlabSeverity;
  location: { path: string; lines: { begin: number } };
}

/** An error breaks the live site or the build (GitLab's "critical"); a warning is a likely mistake ("minor"); notes
 * and hints are "info". "blocker" and "major" are not used: nothing the checker finds is more than an error. */
export function gitlabSeverity(severity: DiagnosticSeverity | undefined): GitlabSeverity {
  switch (severity) {
    case DiagnosticSeverity.Warning:
      return 'minor';
    case DiagnosticSeverity.Information:
    case DiagnosticSeverity.Hint:
      return 'info';
    default:
      return 'critical';
  }
}

export function gitlabFindings(results: readonly FileDiagnostic[], options: GitlabOptions): GitlabFinding[] {
  const seen = new Map<string, number>();
  return results.map(({ file, diagnostic }) => {
    const path = repositoryPath(file, options.cwd, options.repositoryRoot);
    const code = String(diagnostic.code ?? '');
    const message = messageOf(diagnostic);
    const base = fingerprintHash(path, code, message);
    const occurrence = seen.get(base) ?? 0;
    seen.set(base, occurrence + 1);
    const fingerprint =
      occurrence === 0 ? base : createHash('sha256').update(`${base}#${occurrence}`).digest('hex').slice(0, 32);
    return {
      description: message,
      check_name: code ? `docsite/${code}` : 'docsite',
      fingerprint,
      severity: gitlabSeverity(diagnostic.severity),
      location: { path, lines: { begin: diagnostic.range.start.line + 1 } },
    };
  });
}

/** JSON.stringify escapes every quote and control character, so no text of the repository can break the JSON. */
export function formatGitlab(results: readonly FileDiagnostic[], options: GitlabOptions): string {
  return JSON.stringify(gitlabFindings(results, options), null, 2);
}

export const gitlabFormat: OutputFormat = {
  name: 'gitlab',
  render: (results, context) =>
    formatGitlab(results, { cwd: context.cwd, repositoryRoot: findRepositoryRoot(context.cwd) }),
};
