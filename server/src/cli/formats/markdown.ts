// A Markdown summary for a CI job page (GitHub's `$GITHUB_STEP_SUMMARY`, GitLab and others render the same GFM): the
// totals per severity, then one table of the findings, grouped by file. In GitHub Actions (GITHUB_SERVER_URL,
// GITHUB_REPOSITORY and GITHUB_SHA set and well formed) each file and line links to that line at the commit checked.
// Everything from the repository (file names, messages, rule ids) goes through one escape: control characters
// become visible escapes (so a newline cannot end a table row) and every ASCII punctuation character is
// backslash-escaped, which CommonMark renders as the character itself. So `|` cannot split a cell, a backtick cannot
// open code, `<` cannot open HTML, `[` cannot start a link and `&` cannot start an entity.
// GitHub refuses a step summary over 1 MiB; rows past that size are counted in a last line instead of listed.
import { DiagnosticSeverity } from 'vscode-languageserver-protocol';
import { escapeForOutput, messageOf, severityName, type FileDiagnostic, type OutputFormat } from '../format';
import { findRepositoryRoot } from './github';
import { repositoryPath } from './repositoryPath';

export interface MarkdownOptions {
  /** The folder the result paths are relative to (absolute). */
  cwd: string;
  /** The repository root the linked paths are relative to (absolute); the current folder when absent. */
  repositoryRoot?: string;
  /** GITHUB_SERVER_URL, GITHUB_REPOSITORY and GITHUB_SHA are read from here. */
  env?: NodeJS.ProcessEnv;
  /** The most bytes the summary may hold (default: GitHub's step summary limit, 1 MiB). */
  maxBytes?: number;
}

const GITHUB_SUMMARY_LIMIT = 1024 * 1024;

/** Repository text as Markdown that renders exactly as the text, on one line. */
export function escapeMarkdown(text: string): string {
  return escapeForOutput(text).replace(/[\x21-\x2f\x3a-\x40\x5b-\x60\x7b-\x7e]/g, '\\$&');
}

/** `https://github.com/owner/repo/blob/<sha>/` when the environment names a commit on a code host; else undefined. */
export function blobBase(env: NodeJS.ProcessEnv): string | undefined {
  const server = env.GITHUB_SERVER_URL?.endsWith('/') ? env.GITHUB_SERVER_URL.slice(0, -1) : env.GITHUB_SERVER_URL;
  const repository = env.GITHUB_REPOSITORY;
  const sha = env.GITHUB_SHA;
  if (!server || !repository || !sha) return undefined;
  if (!/^https?:\/\/[A-Za-z0-9.-]+(?::\d+)?$/.test(server)) return undefined;
  if (!/^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/.test(repository) || !/^[0-9a-f]{40}(?:[0-9a-f]{24})?$/.test(sha))
    return undefined;
  return `${server}/${repository}/blob/${sha}/`;
}

/** Each path segment percent-encoded, parentheses too (they would end a Markdown link destination). */
function encodePath(path: string): string {
  return path
    .split('/')
    .map((segment) => encodeURIComponent(segment).replace(/[()']/g, (c) => `%${c.charCodeAt(0).toString(16)}`))
    .join('/');
}

const SEVERITY_ORDER = ['error', 'warning', 'info', 'hint'] as const;
const SEVERITY_LABEL: Record<(typeof SEVERITY_ORDER)[number], [string, string]> = {
  error: ['error', 'errors'],
  warning: ['warning', 'warnings'],
  info: ['info', 'info'],
  hint: ['hint', 'hints'],
};

export function formatMarkdown(results: readonly FileDiagnostic[], options: MarkdownOptions): string {
  const counts = { error: 0, warning: 0, info: 0, hint: 0 };
  for (const { diagnostic } of results) counts[severityName(diagnostic.severity)]++;
  const lines = ['## docsite check', ''];
  if (!results.length) {
    lines.push('No problems found.');
    return lines.join('\n');
  }
  const totals = SEVERITY_ORDER.map((s) => `${counts[s]} ${SEVERITY_LABEL[s][counts[s] === 1 ? 0 : 1]}`);
  const total = `${results.length} problem${results.length === 1 ? '' : 's'}`;
  lines.push(`**${total}**: ${totals.join(', ')}`, '');
  lines.push('| File | Line | Severity | Rule | Message |', '| --- | ---: | --- | --- | --- |');
  const base = blobBase(options.env ?? process.env);
  const maxBytes = options.maxBytes ?? GITHUB_SUMMARY_LIMIT;
  // Room for the last line saying how many rows were left out.
  let size = Buffer.byteLength(lines.join('\n')) + 200;
  let previous: string | undefined;
  for (let i = 0; i < results.length; i++) {
    const { file, diagnostic } = results[i];
    const path = repositoryPath(file, options.cwd, options.repositoryRoot);
    const line = diagnostic.range.start.line + 1;
    const shownFile = file === previous ? '' : escapeMarkdown(path);
    previous = file;
    const url = base && !path.startsWith('/') ? `${base}${encodePath(path)}#L${line}` : undefined;
    const severity = severityName(diagnostic.severity ?? DiagnosticSeverity.Error);
    const row = [
      url && shownFile ? `[${shownFile}](${url})` : shownFile,
      url ? `[${line}](${url})` : String(line),
      severity,
      escapeMarkdown(String(diagnostic.code ?? '')),
      escapeMarkdown(messageOf(diagnostic)),
    ];
    const text = `| ${row.join(' | ')} |`;
    size += Buffer.byteLength(text) + 1;
    if (size > maxBytes) {
      const left = results.length - i;
      lines.push(
        '',
        `${left} more problem${left === 1 ? ' is' : 's are'} not listed (the summary is limited to ${maxBytes} bytes).`,
      );
      break;
    }
    lines.push(text);
  }
  return lines.join('\n');
}

export const markdownFormat: OutputFormat = {
  name: 'markdown',
  render: (results, context) =>
    formatMarkdown(results, { cwd: context.cwd, repositoryRoot: findRepositoryRoot(context.cwd) }),
};
