// `docsite check [PATH…] [--format stylish|json]`: the same language service as the editor, with the file index
// built from disk. Exit 0 without error diagnostics, 1 with some, 2 on usage or I/O errors.
import { lstatSync, readFileSync, statSync } from 'node:fs';
import { dirname as folderOf, isAbsolute, join, relative, resolve } from 'node:path';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { indexFolderSync } from '../host/diskIndex';
import { describeReadFailure, readRegularFileSync } from '../host/readRegularFile';
import { LanguageService } from '../service/languageService';
import { CONFIG_FILE_NAME, dirname, normalizePath, pathToUri } from '../service/paths';
import { DiagnosticSeverity } from '../service/diagnostics';
import { USAGE, parseArgs } from './args';
import { formatJson, formatStylish, type FileDiagnostic } from './format';
import { runUpgrade } from './upgrade';

/** Larger files are refused with a clear message rather than read into memory. */
const MAX_CONFIG_BYTES = 64 * 1024 * 1024;

class UsageOrIoError extends Error {}

export function main(argv: readonly string[], out: NodeJS.WritableStream & { isTTY?: boolean }, err: NodeJS.WritableStream): number {
  const parsed = parseArgs(argv);
  switch (parsed.kind) {
    case 'help':
      out.write(USAGE + '\n');
      return 0;
    case 'version':
      out.write(`${readVersion()}\n`);
      return 0;
    case 'usage-error':
      err.write(`docsite: ${parsed.message}\n\n${USAGE}\n`);
      return 2;
    case 'upgrade':
      return runUpgrade(parsed, out, err);
  }
  let configs: string[];
  try {
    configs = [...new Set(parsed.paths.map(findConfig))];
  } catch (error) {
    err.write(`docsite: ${(error as Error).message}\n`);
    return 2;
  }
  const service = new LanguageService({ readFile: () => undefined });
  const results: FileDiagnostic[] = [];
  for (const config of configs) {
    let text: string;
    try {
      text = readConfig(config);
    } catch (error) {
      err.write(`docsite: ${(error as Error).message}\n`);
      return 2;
    }
    const root = dirname(normalizePath(config));
    if (!service.index.coversFolder(root)) indexFolderSync(service.index, root);
    const document = TextDocument.create(pathToUri(config), 'json', 1, text);
    const diagnostics = service.diagnose(service.parse(document, normalizePath(config)));
    const shown = displayPath(config);
    for (const diagnostic of diagnostics) results.push({ file: shown, diagnostic });
  }
  const useColor = parsed.format === 'stylish' && out.isTTY === true && !process.env.NO_COLOR;
  const output = parsed.format === 'json' ? formatJson(results) : formatStylish(results, useColor);
  if (output) out.write(output + '\n');
  return results.some((r) => (r.diagnostic.severity ?? DiagnosticSeverity.Error) === DiagnosticSeverity.Error) ? 1 : 0;
}

/** A config file, or the mint.json inside a folder. */
function findConfig(path: string): string {
  const absolute = resolve(path);
  let stat;
  try {
    stat = statSync(absolute);
  } catch {
    throw new UsageOrIoError(`cannot find "${path}"`);
  }
  if (stat.isDirectory()) {
    const config = join(absolute, CONFIG_FILE_NAME);
    try {
      // Anything by that name but a folder is the config: reading it says what is wrong with a link or a device.
      if (!lstatSync(config).isDirectory()) return config;
    } catch {
      // fall through to the message below
    }
    throw new UsageOrIoError(`no ${CONFIG_FILE_NAME} in "${path}"`);
  }
  return absolute;
}

/** The config's text. Only a regular file is read (a link to `/dev/zero`, a FIFO or a device is refused, unread),
 * only up to MAX_CONFIG_BYTES, and only when its real path stays in its own folder (a committed link to a file
 * elsewhere on the CI machine must not be read and quoted back in diagnostics). */
function readConfig(path: string): string {
  const result = readRegularFileSync(path, { maxBytes: MAX_CONFIG_BYTES, root: folderOf(path) });
  if (result.kind === 'text') return result.text;
  throw new UsageOrIoError(`cannot check "${displayPath(path)}": it ${describeReadFailure(result)}`);
}

function displayPath(path: string): string {
  const fromCwd = relative(process.cwd(), path);
  return fromCwd && !fromCwd.startsWith('..') && !isAbsolute(fromCwd) ? fromCwd : path;
}

function readVersion(): string {
  try {
    // The bundle lives in server/out/, two levels below package.json.
    return String(JSON.parse(readFileSync(join(__dirname, '..', '..', 'package.json'), 'utf8')).version);
  } catch {
    return 'unknown';
  }
}

if (require.main === module) {
  // `docsite check | head` closes the pipe early; that is not a failure worth a stack trace.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
  });
  const code = main(process.argv.slice(2), process.stdout, process.stderr);
  // Let stdout drain before exiting (large JSON output to a pipe).
  process.exitCode = code;
}
