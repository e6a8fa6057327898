// `docsite upgrade [PATH] [--write [--force]] [--print] [--format text|json]`: proposes the docs.json for a legacy
// mint.json, with the report of what was carried and what not. Nothing is written without --write; an existing
// docs.json is replaced only with --force. Exit 0 proposed (and written), 1 refused, 2 usage or I/O error.
import { closeSync, lstatSync, openSync, renameSync, rmSync, statSync, writeSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describeReadFailure, readRegularFileSync } from '../host/readRegularFile';
import { MAX_CONFIG_FILE_BYTES } from '../service/json/document';
import { formatReportText } from '../../../shared/src/upgrade/report';
import { upgradeMintJson } from '../../../shared/src/upgrade/upgrade';
import { suggestion } from './suggestion';
import { CliError, displayPath, reportCliError } from './cliError';

export type UpgradeFormat = 'text' | 'json';

export interface UpgradeArgs {
  kind: 'upgrade';
  path: string;
  write: boolean;
  force: boolean;
  /** Print the proposed docs.json itself on stdout (the report goes to stderr). */
  print: boolean;
  format: UpgradeFormat;
}

export const UPGRADE_USAGE = `Usage: docsite upgrade [PATH] [--write [--force]] [--print] [--format text|json]

Proposes a docs.json for a legacy mint.json and reports every field it carried, and every
field it could not carry with the reason. Nothing is written without --write.
PATH is a mint.json or a folder holding one (default: the current folder).

Options:
  --write                Create docs.json beside mint.json (mint.json is left as it is)
  --force                With --write, replace an existing docs.json
  --print                Print the proposed docs.json on stdout (the report goes to stderr)
  --format text|json     Report format (default: text); json prints one object with the
                         proposed docs.json and the report

Exit status: 0 upgraded (written with --write), 1 refused (mint.json does not parse, or
docs.json exists without --force), 2 usage or I/O error.`;

/** Arguments after the word `upgrade`. */
export function parseUpgradeArgs(argv: readonly string[]): UpgradeArgs | { kind: 'usage-error'; message: string } {
  const args = [...argv];
  const parsed: UpgradeArgs = { kind: 'upgrade', path: '.', write: false, force: false, print: false, format: 'text' };
  const paths: string[] = [];
  let onlyPaths = false;
  while (args.length) {
    const arg = args.shift()!;
    if (onlyPaths) paths.push(arg);
    else if (arg === '--') onlyPaths = true;
    else if (arg === '--write') parsed.write = true;
    else if (arg === '--force') parsed.force = true;
    else if (arg === '--print') parsed.print = true;
    else if (arg === '--format' || arg.startsWith('--format=')) {
      const value = arg === '--format' ? args.shift() : arg.slice('--format='.length);
      if (value !== 'text' && value !== 'json') {
        return {
          kind: 'usage-error',
          message:
            value === undefined
              ? '--format needs a value: text or json'
              : `unknown upgrade format "${value}": expected text or json`,
        };
      }
      parsed.format = value;
    } else if (arg.startsWith('-') && arg !== '-') {
      return {
        kind: 'usage-error',
        message: `unknown option "${arg}" for upgrade${suggestion(arg.split('=')[0], ['--write', '--force', '--print', '--format'])}`,
      };
    } else paths.push(arg);
  }
  if (paths.length > 1) return { kind: 'usage-error', message: 'upgrade takes one mint.json (or folder) at a time' };
  if (parsed.force && !parsed.write) return { kind: 'usage-error', message: '--force only makes sense with --write' };
  if (paths.length) parsed.path = paths[0];
  return parsed;
}

const LEGACY_NAME = 'mint.json';
const TARGET_NAME = 'docs.json';

export function runUpgrade(args: UpgradeArgs, out: NodeJS.WritableStream, err: NodeJS.WritableStream): number {
  try {
    return upgrade(args, out, err);
  } catch (error) {
    return reportCliError(error, err);
  }
}

function upgrade(args: UpgradeArgs, out: NodeJS.WritableStream, err: NodeJS.WritableStream): number {
  const source = findMintJson(args.path);
  const target = join(dirname(source), TARGET_NAME);
  const shownSource = displayPath(source);
  const shownTarget = displayPath(target);
  const result = upgradeMintJson(readText(source));
  if (!result.ok) {
    const where = result.at ? `:${result.at.line + 1}:${result.at.character + 1}` : '';
    throw new CliError(`${shownSource}${where}: ${result.error}; nothing was upgraded`, 1);
  }
  const targetExists = exists(target);
  let written = false;
  if (args.write) {
    if (targetExists && !args.force)
      throw new CliError(`${shownTarget} already exists; nothing was written (use --force to replace it)`, 1);
    writeTarget(target, result.text, args.force);
    written = true;
  }

  const reportStream = args.print ? err : out;
  if (args.print) out.write(result.text);
  if (args.format === 'json') {
    const payload = {
      source: shownSource,
      target: shownTarget,
      targetExists,
      written,
      docsJson: result.docsJson,
      report: result.report,
    };
    reportStream.write(JSON.stringify(payload, null, 2) + '\n');
    return 0;
  }
  const lines = [`${shownSource} -> ${shownTarget}`, formatReportText(result.report, shownSource), ''];
  if (written)
    lines.push(
      `Wrote ${shownTarget}. Check it with \`docsite check ${relative(process.cwd(), dirname(target)) === '' ? '.' : displayPath(dirname(target))}\`; the site generator ignores ${LEGACY_NAME} beside it, so delete ${LEGACY_NAME} once you are happy.`,
    );
  else if (targetExists)
    lines.push(
      `${shownTarget} already exists: the site generator uses it and ignores ${LEGACY_NAME}. --write --force would replace it.`,
    );
  else
    lines.push(`Nothing written. Run with --write to create ${shownTarget}${args.print ? '' : ' (--print shows it)'}.`);
  reportStream.write(lines.join('\n') + '\n');
  return 0;
}

/** The mint.json at PATH, or inside the folder PATH. */
function findMintJson(path: string): string {
  const absolute = resolve(path);
  let stat;
  try {
    stat = statSync(absolute);
  } catch {
    throw new CliError(`cannot find "${path}"`, 2);
  }
  if (!stat.isDirectory()) return absolute;
  const config = join(absolute, LEGACY_NAME);
  if (exists(config)) return config;
  throw new CliError(
    `no ${LEGACY_NAME} in "${path}"${exists(join(absolute, TARGET_NAME)) ? ` (it has a ${TARGET_NAME}: nothing to upgrade)` : ''}`,
    2,
  );
}

/** Only a regular file, capped, whose real path stays in its own folder (as `docsite check` reads a config). */
function readText(path: string): string {
  const result = readRegularFileSync(path, { maxBytes: MAX_CONFIG_FILE_BYTES, root: dirname(path) });
  if (result.kind === 'text') return result.text;
  throw new CliError(`cannot upgrade "${displayPath(path)}": it ${describeReadFailure(result)}`, 2);
}

/**
 * Creates the file exclusively (O_EXCL: an existing file or symlink there is never written through). With `replace`,
 * writes a temporary file beside it and renames it over the old one, which replaces a symlink rather than following it.
 */
function writeTarget(target: string, text: string, replace: boolean): void {
  const path = replace ? join(dirname(target), `.${TARGET_NAME}.${process.pid}.tmp`) : target;
  try {
    const fd = openSync(path, 'wx', 0o644);
    try {
      writeSync(fd, text);
    } finally {
      closeSync(fd);
    }
    if (replace) renameSync(path, target);
  } catch (error) {
    if (replace) rmSync(path, { force: true });
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST' && !replace)
      throw new CliError(`${displayPath(target)} already exists; nothing was written (use --force to replace it)`, 1);
    throw new CliError(`cannot write "${displayPath(target)}": ${code ?? (error as Error).message}`, 2);
  }
}

/** Whether the name is taken: lstat does not follow links, so a dangling symlink counts too. */
function exists(path: string): boolean {
  try {
    lstatSync(path);
    return true;
  } catch {
    return false;
  }
}
