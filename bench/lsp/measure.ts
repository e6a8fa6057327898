// The timed interactions of the protocol benchmark, each written once and run against either server.
import type { Diagnostic } from 'vscode-languageserver-protocol';
import { completionLabels, type LspSession } from './lspSession';
import { TimeoutError } from './serverProcess';
import type { SiteWorkspace } from './siteWorkspace';

export const hasDiagnosticOnLine = (diagnostics: Diagnostic[], line: number): boolean =>
  diagnostics.some((d) => d.range.start.line === line);

/** What a server showed it checks, found out before anything is timed. */
export interface Coverage {
  /** Reported the planted enum error (`"default": "darx"`): it validates against the schema. */
  validates: boolean;
  /** Reported the half-typed page entry as a missing page file. */
  checksPages: boolean;
  /** didOpen -> diagnostics of that first open, cold (includes any workspace indexing the server does). */
  firstOpenMs: number | undefined;
}

/**
 * Opens the config with the enum error planted and waits for the server to report it; then reverts it. Timing
 * then waits for publications that carry everything the server showed it checks, so a server that publishes in
 * stages is timed at its complete answer.
 */
export async function probeCoverage(session: LspSession, site: SiteWorkspace, timeoutMs: number): Promise<Coverage> {
  const planted = replaceAt(site.configText, site, 'x');
  const published = session.waitForDiagnostics(
    site.configUri,
    (d) => hasDiagnosticOnLine(d, site.flipLine),
    timeoutMs,
    session.currentVersion(site.configUri) + 1,
  );
  const start = performance.now();
  await session.open(site.configUri, planted);
  let first: { at: number; diagnostics: Diagnostic[] };
  try {
    first = await published;
  } catch (error) {
    if (error instanceof TimeoutError) return { validates: false, checksPages: false, firstOpenMs: undefined };
    throw error;
  }
  let checksPages = hasDiagnosticOnLine(first.diagnostics, site.missingPageLine);
  if (!checksPages) {
    // A staged server may publish page checks a moment later.
    try {
      await session.waitForDiagnostics(site.configUri, (d) => hasDiagnosticOnLine(d, site.missingPageLine), 2000);
      checksPages = true;
    } catch (error) {
      if (!(error instanceof TimeoutError)) throw error;
    }
  }
  const coverage: Coverage = { validates: true, checksPages, firstOpenMs: first.at - start };
  await flip(session, site, 'k', coverage, timeoutMs);
  return coverage;
}

/**
 * The first-open times of `count` servers started afresh on the same workspace, each stopped after its first open
 * (`prepare` runs after the start, before the open: the peer's schema association). A cold open is one sample per
 * server start, and one sample moves by a third between runs on this machine: the benches take the median of these
 * and their main session's.
 */
export async function coldOpenTimes(
  start: () => Promise<LspSession>,
  site: SiteWorkspace,
  count: number,
  timeoutMs: number,
  prepare: (session: LspSession) => Promise<void> = async () => {},
): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const session = await start();
    try {
      await prepare(session);
      const { firstOpenMs } = await probeCoverage(session, site, timeoutMs);
      if (firstOpenMs !== undefined) times.push(firstOpenMs);
    } finally {
      await session.stop();
    }
  }
  return times;
}

/** A publication that is this server's complete answer for the config in the given enum state. */
function isComplete(diagnostics: Diagnostic[], site: SiteWorkspace, coverage: Coverage, enumError: boolean): boolean {
  if (hasDiagnosticOnLine(diagnostics, site.flipLine) !== enumError) return false;
  return !coverage.checksPages || hasDiagnosticOnLine(diagnostics, site.missingPageLine);
}

/** One-character didChange (the last letter of `"dark"`) -> its diagnostics; returns the elapsed ms. */
export async function flip(
  session: LspSession,
  site: SiteWorkspace,
  letter: 'x' | 'k',
  coverage: Coverage,
  timeoutMs: number,
): Promise<number> {
  const enumError = letter !== 'k';
  const version = session.currentVersion(site.configUri) + 1;
  const published = session.waitForDiagnostics(
    site.configUri,
    (d) => isComplete(d, site, coverage, enumError),
    timeoutMs,
    version,
  );
  const start = performance.now();
  await session.change(site.configUri, [
    {
      range: { start: site.flipAt, end: { line: site.flipAt.line, character: site.flipAt.character + 1 } },
      text: letter,
    },
  ]);
  return (await published).at - start;
}

/** Repeated one-character changes, alternately making and fixing the enum error; leaves the config valid. */
export async function measureChanges(
  session: LspSession,
  site: SiteWorkspace,
  coverage: Coverage,
  repetitions: number,
  timeoutMs: number,
): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < repetitions; i++)
    times.push(await flip(session, site, i % 2 === 0 ? 'x' : 'k', coverage, timeoutMs));
  if (repetitions % 2 === 1) await flip(session, site, 'k', coverage, timeoutMs);
  return times;
}

/** didClose, then a timed didOpen of the (valid) config -> its diagnostics. */
export async function measureReopens(
  session: LspSession,
  site: SiteWorkspace,
  coverage: Coverage,
  repetitions: number,
  timeoutMs: number,
): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < repetitions; i++) {
    // On close the peer clears the file's diagnostics and ours publishes those of the file on disk: wait for that
    // publication, so it is not mistaken for the reopen's answer.
    const closed = session.waitForDiagnostics(site.configUri, () => true, 2000).catch(() => undefined);
    await session.close(site.configUri);
    await closed;
    const version = session.currentVersion(site.configUri) + 1;
    const published = session.waitForDiagnostics(
      site.configUri,
      (d) => isComplete(d, site, coverage, false),
      timeoutMs,
      version,
    );
    const start = performance.now();
    await session.open(site.configUri, site.configText);
    times.push((await published).at - start);
  }
  return times;
}

export interface CompletionTimes {
  times: number[];
  /** Items in the last answer, and whether it held what a user typing there wants. */
  items: number;
  useful: boolean;
}

/** Completion round trips at one position (after one untimed warm-up). */
export async function measureCompletions(
  session: LspSession,
  uri: string,
  position: { line: number; character: number },
  repetitions: number,
  isUseful: (labels: string[]) => boolean,
  timeoutMs: number,
): Promise<CompletionTimes> {
  await session.completion(uri, position, timeoutMs);
  const times: number[] = [];
  let labels: string[] = [];
  for (let i = 0; i < repetitions; i++) {
    const start = performance.now();
    const result = await session.completion(uri, position, timeoutMs);
    times.push(performance.now() - start);
    labels = completionLabels(result).map((label) => label.replace(/^"|"$/g, ''));
  }
  return { times, items: labels.length, useful: isUseful(labels) };
}

/** The config text with the letter after `flipAt` replaced (the planted enum error, or its fix). */
export function replaceAt(text: string, site: SiteWorkspace, letter: string): string {
  const lines = text.split('\n');
  const line = lines[site.flipAt.line];
  lines[site.flipAt.line] = line.slice(0, site.flipAt.character) + letter + line.slice(site.flipAt.character + 1);
  return lines.join('\n');
}
