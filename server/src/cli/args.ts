// Command-line parsing for `docsite check [PATH…] [--format stylish|json]` (and `docsite upgrade`, parsed in upgrade.ts).
import { parseUpgradeArgs, UPGRADE_USAGE, type UpgradeArgs } from './upgrade';

export type OutputFormat = 'stylish' | 'json';

export type ParsedArgs =
  | { kind: 'check'; paths: string[]; format: OutputFormat }
  | { kind: 'help' }
  | { kind: 'version' }
  | UpgradeArgs
  | { kind: 'usage-error'; message: string };

export const USAGE = `Usage: docsite check [PATH...] [--format stylish|json]

Checks docs site configuration files (mint.json).
PATH is a config file or a folder holding mint.json (default: the current folder).

Options:
  --format stylish|json  Output format (default: stylish)
  -h, --help             Show this help
  --version              Show the version

Exit status: 0 no errors, 1 errors found, 2 usage or I/O error.

${UPGRADE_USAGE}`;

export function parseArgs(argv: readonly string[]): ParsedArgs {
  const args = [...argv];
  if (args.includes('-h') || args.includes('--help')) return { kind: 'help' };
  if (args.includes('--version')) return { kind: 'version' };
  const command = args.shift();
  if (command === undefined) return { kind: 'usage-error', message: 'missing command: expected "check" or "upgrade"' };
  if (command === 'upgrade') return parseUpgradeArgs(args);
  if (command !== 'check') return { kind: 'usage-error', message: `unknown command "${command}": expected "check" or "upgrade"` };
  const paths: string[] = [];
  let format: OutputFormat = 'stylish';
  let onlyPaths = false;
  while (args.length) {
    const arg = args.shift()!;
    if (onlyPaths) {
      paths.push(arg);
    } else if (arg === '--') {
      onlyPaths = true;
    } else if (arg === '--format' || arg.startsWith('--format=')) {
      const value = arg === '--format' ? args.shift() : arg.slice('--format='.length);
      if (value !== 'stylish' && value !== 'json') {
        return { kind: 'usage-error', message: value === undefined ? '--format needs a value: stylish or json' : `unknown format "${value}": expected stylish or json` };
      }
      format = value;
    } else if (arg.startsWith('-') && arg !== '-') {
      return { kind: 'usage-error', message: `unknown option "${arg}"` };
    } else paths.push(arg);
  }
  return { kind: 'check', paths: paths.length ? paths : ['.'], format };
}
