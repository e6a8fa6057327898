// The baseline: the problems a repository already has, so that `docsite check --baseline FILE` fails only on new
// ones. A problem is matched by its fingerprint: the file (relative to the baseline's folder, forward slashes), the
// rule id and the message, with line numbers inside the message masked. The position is left out on purpose, so
// that editing the config above a known problem does not turn it into a new one. Each fingerprint has a count: two
// identical problems in the baseline excuse two, and a third is new.
import { createHash } from 'node:crypto';
import { dirname, relative, resolve, sep } from 'node:path';
import { describeReadFailure, readRegularFileSync } from '../host/readRegularFile';
import { messageOf, type FileDiagnostic } from './format';
import { CliError } from './cliError';

export const BASELINE_VERSION = 1;
const MAX_BASELINE_BYTES = 64 * 1024 * 1024;

export interface BaselineEntry {
  file: string;
  code: string;
  message: string;
  count: number;
}

export interface BaselineFile {
  version: number;
  problems: BaselineEntry[];
}

export class BaselineError extends CliError {}

/** "(line 12)" in a message moves with the file's lines; it must not make the problem look new. */
function maskLineNumbers(message: string): string {
  return message.replace(/\bline \d+/g, 'line N');
}

function keyOf(file: string, code: string, message: string): string {
  return `${file}\u0000${code}\u0000${maskLineNumbers(message)}`;
}

/** The file as the baseline writes it: relative to the baseline's folder, with forward slashes. */
export function baselineFilePath(file: string, baselinePath: string, cwd = process.cwd()): string {
  return relative(dirname(resolve(baselinePath)), resolve(cwd, file))
    .split(sep)
    .join('/');
}

/** A short stable hash of the same fingerprint (SARIF's partialFingerprints use it). */
export function fingerprintHash(file: string, code: string, message: string): string {
  return createHash('sha256')
    .update(keyOf(file.split(sep).join('/'), code, message))
    .digest('hex')
    .slice(0, 32);
}

export function createBaseline(
  results: readonly FileDiagnostic[],
  baselinePath: string,
  cwd = process.cwd(),
): BaselineFile {
  const counts = new Map<string, BaselineEntry>();
  for (const { file, diagnostic } of results) {
    const entry = {
      file: baselineFilePath(file, baselinePath, cwd),
      code: String(diagnostic.code ?? ''),
      message: maskLineNumbers(messageOf(diagnostic)),
    };
    const key = keyOf(entry.file, entry.code, entry.message);
    const known = counts.get(key);
    if (known) known.count++;
    else counts.set(key, { ...entry, count: 1 });
  }
  const problems = [...counts.values()].sort(
    (a, b) => compare(a.file, b.file) || compare(a.code, b.code) || compare(a.message, b.message),
  );
  return { version: BASELINE_VERSION, problems };
}

export function serializeBaseline(baseline: BaselineFile): string {
  return JSON.stringify(baseline, null, 2) + '\n';
}

/** `root`: the folder the baseline must lie in once links are resolved (its own folder when not given). */
export function readBaseline(path: string, shownAs = path, root = dirname(resolve(path))): BaselineFile {
  const read = readRegularFileSync(path, { maxBytes: MAX_BASELINE_BYTES, root });
  if (read.kind === 'missing')
    throw new BaselineError(`baseline ${shownAs} does not exist; create it with --update-baseline`);
  if (read.kind !== 'text') throw new BaselineError(`cannot read baseline ${shownAs}: it ${describeReadFailure(read)}`);
  const text = read.text;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    // The parser's message quotes the text; a file that is no baseline is not quoted back.
    throw new BaselineError(`baseline ${shownAs} is not valid JSON; recreate it with --update-baseline`);
  }
  const file = value as Partial<BaselineFile>;
  const wellFormed = (entry: unknown): entry is BaselineEntry => {
    const e = entry as BaselineEntry;
    return (
      !!e &&
      typeof e.file === 'string' &&
      typeof e.code === 'string' &&
      typeof e.message === 'string' &&
      Number.isInteger(e.count) &&
      e.count > 0
    );
  };
  if (!file || file.version !== BASELINE_VERSION || !Array.isArray(file.problems) || !file.problems.every(wellFormed)) {
    throw new BaselineError(
      `baseline ${shownAs} is not a docsite baseline (version ${BASELINE_VERSION}); recreate it with --update-baseline`,
    );
  }
  return file as BaselineFile;
}

export interface BaselineComparison {
  /** Problems the baseline does not excuse. */
  fresh: FileDiagnostic[];
  /** How many problems the baseline excused. */
  known: number;
  /** Baseline problems that no longer occur (fixed: the baseline can shrink). */
  fixed: number;
}

export function compareWithBaseline(
  results: readonly FileDiagnostic[],
  baseline: BaselineFile,
  baselinePath: string,
  cwd = process.cwd(),
): BaselineComparison {
  const remaining = new Map<string, number>();
  for (const entry of baseline.problems) {
    const key = keyOf(entry.file, entry.code, entry.message);
    remaining.set(key, (remaining.get(key) ?? 0) + entry.count);
  }
  const fresh: FileDiagnostic[] = [];
  let known = 0;
  for (const result of results) {
    const key = keyOf(
      baselineFilePath(result.file, baselinePath, cwd),
      String(result.diagnostic.code ?? ''),
      messageOf(result.diagnostic),
    );
    const left = remaining.get(key) ?? 0;
    if (left > 0) {
      remaining.set(key, left - 1);
      known++;
    } else fresh.push(result);
  }
  const fixed = [...remaining.values()].reduce((sum, n) => sum + n, 0);
  return { fresh, known, fixed };
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
