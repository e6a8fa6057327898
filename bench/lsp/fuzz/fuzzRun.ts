// The LSP fuzz loop, shared by the bounded test in `npm test` and the long `npm run fuzz`: start our server on a
// small generated site, send it seeded hostile configs through didOpen/didChange (and hand-framed messages holding
// invalid UTF-8), ask for completion and hover after each, and stop at the first request that goes unanswered
// within the limit, answers with an error, or a server that exits.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { LSPErrorCodes, ResponseError, type Position } from 'vscode-languageserver-protocol';
import { DEFAULT_SERVER_SETTINGS } from '../../../shared/src/settings';
import { LspSession } from '../lspSession';
import { ourServer } from '../servers';
import type { ServerCommand } from '../serverProcess';
import { createSiteWorkspace } from '../siteWorkspace';
import { corpusPath } from '../../../test/support/corpus';
import { plantHostileFiles } from './hostileFiles';
import { mutate, rawDidChangeBody, type FuzzInput, type MutationLimits } from './mutations';
import { Random } from './random';

export interface FuzzOptions {
  seed: number;
  inputs: number;
  limits: MutationLimits;
  /** Every completion/hover must be answered within this. */
  requestTimeoutMs: number;
  /** Every n-th input also waits for that version's diagnostics (the debounce would otherwise skip most). */
  diagnosticsEvery: number;
  diagnosticsTimeoutMs: number;
  /** Where a failing input is written in full. */
  artifactsDir: string;
  progress?: (line: string) => void;
  /** The server under test; our bundle by default. */
  server?: ServerCommand;
}

export interface FuzzFailure {
  index: number;
  input: FuzzInput;
  delivery: string;
  reason: string;
  /** The server's last stderr output. */
  stderr: string;
  savedTo: string;
}

export interface FuzzReport {
  seed: number;
  inputsSent: number;
  requestsAnswered: number;
  diagnosticsReceived: number;
  kinds: Record<string, number>;
  /** The slowest completion/hover answer, and the mutation it followed: the headroom under the limit. */
  slowest: { ms: number; kind: string };
  /** The longest input sent (in UTF-16 characters, what the server's size check counts), and its mutation. */
  largest: { length: number; kind: string };
  failure?: FuzzFailure;
}

/** Seed texts: the generated site's config, plus the real configs of the corpus when DOCSITE_CORPUS names one. */
function seedTexts(generated: string): string[] {
  const seeds = [generated];
  const corpusDir = corpusPath();
  if (corpusDir === undefined) return seeds;
  for (const name of readdirSync(corpusDir)
    .filter((n) => n.endsWith('.mint.json'))
    .sort()) {
    seeds.push(readFileSync(join(corpusDir, name), 'utf8'));
  }
  return seeds;
}

export async function runLspFuzz(options: FuzzOptions): Promise<FuzzReport> {
  const random = new Random(options.seed);
  const site = createSiteWorkspace(30);
  plantHostileFiles(site.dir);
  const seeds = seedTexts(site.configText);
  const session = await LspSession.start(options.server ?? ourServer(), {
    workspaceDir: site.dir,
    settings: { docsite: DEFAULT_SERVER_SETTINGS },
  });
  const uri = site.configUri;
  const report: FuzzReport = {
    seed: options.seed,
    inputsSent: 0,
    requestsAnswered: 0,
    diagnosticsReceived: 0,
    kinds: {},
    slowest: { ms: 0, kind: '' },
    largest: { length: 0, kind: '' },
  };
  const timed = async (request: () => Promise<unknown>) => {
    const started = performance.now();
    await ask(request);
    const ms = performance.now() - started;
    if (ms > report.slowest.ms) report.slowest = { ms, kind: input.kind };
    report.requestsAnswered++;
  };
  let index = 0;
  let input: FuzzInput = { kind: 'initial open', text: site.configText };
  let delivery = 'didOpen';
  try {
    await session.open(uri, site.configText);
    for (index = 0; index < options.inputs; index++) {
      input = mutate(random.pick(seeds), random, options.limits);
      const kind = input.kind.replace(/\(.*$/, '');
      report.kinds[kind] = (report.kinds[kind] ?? 0) + 1;
      if (input.text.length > report.largest.length) report.largest = { length: input.text.length, kind: input.kind };
      if (input.fileEvents?.length) {
        const changes = input.fileEvents.map((e) => ({
          uri: pathToFileURL(join(site.dir, e.path)).href,
          type: e.type,
        }));
        await session.sendNotification('workspace/didChangeWatchedFiles', { changes });
      }
      const sent = await deliver(session, uri, input, random);
      delivery = sent.delivery;
      report.inputsSent++;
      // Raw-byte messages always wait: a publication for their version proves the transport took them.
      const waitForDiagnostics = index % options.diagnosticsEvery === 0 || input.rawBytes !== undefined;
      const published = waitForDiagnostics
        ? session.waitForVersion(uri, sent.version, options.diagnosticsTimeoutMs)
        : undefined;
      published?.catch(() => undefined); // awaited below, after the requests
      await timed(() => session.completion(uri, randomPosition(input.text, random), options.requestTimeoutMs));
      const hoverAt =
        input.hoverAt === undefined ? randomPosition(input.text, random) : positionAt(input.text, input.hoverAt);
      await timed(() => session.hover(uri, hoverAt, options.requestTimeoutMs));
      if (published) {
        await published;
        report.diagnosticsReceived++;
      }
      if (!session.server.alive) throw new Error(`server exited: ${JSON.stringify(session.server.exit)}`);
      if ((index + 1) % 1000 === 0) {
        const mb = (kb: number | undefined) => Math.round((kb ?? 0) / 1024);
        options.progress?.(
          `${index + 1} inputs, server alive, RSS ${mb(session.server.rssKb())} MB (peak ${mb(session.server.peakRssKb())} MB)`,
        );
      }
    }
    // Still working after all that: a valid config gets its diagnostics.
    input = { kind: 'final valid config', text: site.configText };
    delivery = 'didChange (full text)';
    const version = await session.change(uri, [{ text: site.configText }]);
    await session.waitForVersion(uri, version, options.diagnosticsTimeoutMs);
    report.diagnosticsReceived++;
  } catch (error) {
    report.failure = describeFailure(options, index, input, delivery, error, session);
  } finally {
    await session.stop();
    site.dispose();
  }
  if (!report.failure && !session.server.alive && session.server.exit?.code !== 0) {
    report.failure = describeFailure(
      options,
      index,
      input,
      delivery,
      new Error('server did not exit cleanly on shutdown'),
      session,
    );
  }
  return report;
}

/** Sends one input the way chance picks: full-text change, a change with an out-of-range range, a reopen, or raw bytes. */
async function deliver(
  session: LspSession,
  uri: string,
  input: FuzzInput,
  random: Random,
): Promise<{ version: number; delivery: string }> {
  if (input.rawBytes) {
    const version = session.nextVersion(uri);
    await session.server.writeRawMessage(rawDidChangeBody(uri, version, input, random));
    return { version, delivery: 'hand-framed didChange with invalid UTF-8 bytes' };
  }
  const roll = random.next();
  if (roll < 0.6)
    return { version: await session.change(uri, [{ text: input.text }]), delivery: 'didChange (full text)' };
  if (roll < 0.85) {
    // Replaces everything through a range that runs far past the end, which the server must clamp.
    const end = { line: 1_000_000, character: 1_000_000 };
    return {
      version: await session.change(uri, [{ range: { start: { line: 0, character: 0 }, end }, text: input.text }]),
      delivery: 'didChange (range past the end)',
    };
  }
  await session.close(uri);
  return { version: await session.open(uri, input.text), delivery: 'didClose + didOpen' };
}

/** A request must be answered; cancellation-type errors are answers, any other error is a failure. */
async function ask(request: () => Promise<unknown>): Promise<void> {
  try {
    await request();
  } catch (error) {
    if (
      error instanceof ResponseError &&
      (error.code === LSPErrorCodes.RequestCancelled || error.code === LSPErrorCodes.ContentModified)
    )
      return;
    throw error;
  }
}

/** Mostly inside the text, sometimes past its last line or character. */
function randomPosition(text: string, random: Random): Position {
  if (random.chance(0.1)) return { line: random.int(0, 100_000), character: random.int(0, 100_000) };
  return positionAt(text, random.int(0, text.length));
}

function positionAt(text: string, offset: number): Position {
  const before = text.slice(0, offset);
  const line = before.split('\n').length - 1;
  return { line, character: offset - (before.lastIndexOf('\n') + 1) };
}

function describeFailure(
  options: FuzzOptions,
  index: number,
  input: FuzzInput,
  delivery: string,
  error: unknown,
  session: LspSession,
): FuzzFailure {
  mkdirSync(options.artifactsDir, { recursive: true });
  const savedTo = join(options.artifactsDir, `fuzz-failure-seed-${options.seed}-input-${index}.txt`);
  const raw = input.rawBytes
    ? `\n--- raw bytes spliced in: ${input.rawBytes.map((b) => b.toString('hex')).join(' ')}`
    : '';
  writeFileSync(savedTo, `${input.text}${raw}\n`);
  return {
    index,
    input,
    delivery,
    reason: error instanceof Error ? error.message : String(error),
    stderr: session.server.stderr().slice(-2000),
    savedTo,
  };
}

/** One readable paragraph for a failure: the seed to replay it, what was sent, and a preview of the input. */
export function formatFailure(report: FuzzReport): string {
  const failure = report.failure;
  if (!failure) return `fuzz seed ${report.seed}: no failure`;
  const preview = JSON.stringify(failure.input.text.slice(0, 400));
  return [
    `fuzz seed ${report.seed} failed at input #${failure.index} (${failure.input.kind}, sent as ${failure.delivery}): ${failure.reason}`,
    `input (${failure.input.text.length} chars, first 400): ${preview}`,
    `full input: ${failure.savedTo}`,
    `replay: npm run fuzz -- --seed=${report.seed} --inputs=${failure.index + 1}`,
    failure.stderr ? `server stderr (tail):\n${failure.stderr}` : 'server stderr: (empty)',
  ].join('\n');
}
