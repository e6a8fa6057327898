// Command-line parsing for `docsite check [PATH…] [options]` (and `docsite upgrade`, parsed in upgrade.ts). Options
// of `check` are a table: to add one, add its entry to CHECK_OPTIONS (name, whether it takes a value, what it sets)
// and its field to CheckArgs; USAGE lists the table. A new subcommand parses its own arguments, as upgrade does.
import {
  RULE_SEVERITY_NAMES,
  isRuleSeverity,
  unknownRuleMessage,
  type RuleSeverity,
} from '../service/checks/ruleSeverities';
import { OUTPUT_FORMAT_LIST } from './formats/list';
import { suggestion } from './suggestion';
import { parseUpgradeArgs, UPGRADE_USAGE, type UpgradeArgs } from './upgrade';

/** The `--format` names, from the list of formats (cli/formats/list.ts); the first is the default. */
export const OUTPUT_FORMATS: readonly string[] = OUTPUT_FORMAT_LIST.map((format) => format.name);

export interface CheckArgs {
  paths: string[];
  /** A name of OUTPUT_FORMATS. */
  format: string;
  /** `--rule id=severity`, in the order given (later ones win; they override the config file). */
  rules?: Record<string, RuleSeverity>;
  maxWarnings?: number;
  /** `--config FILE`: the rule config file instead of the `.docsiterc.json` found from the current folder up. */
  config?: string;
  /** `--no-config`: ignore any `.docsiterc.json`. */
  noConfig?: boolean;
  baseline?: string;
  updateBaseline?: boolean;
  changedSince?: string;
  outputFile?: string;
  /** `--no-pages`: check the config only, not the pages. */
  noPages?: boolean;
  /** `--files GLOB…`: report only the pages matching one of these globs (relative to the site root). */
  files?: string[];
  /** `--external`: check the external (http/https) links of the pages and config over the network. */
  external?: boolean;
  /** `--offline`: report external links from the cache only, sending nothing. */
  offline?: boolean;
  /** `--stale-translations`: report translations older than their original, by git history. */
  staleTranslations?: boolean;
  /** `--fix` writes the certain fixes; `--fix-dry-run` prints them as a diff and writes nothing (cli/fix.ts). */
  fix?: 'write' | 'dry-run';
}

export type ParsedArgs =
  | ({ kind: 'check' } & CheckArgs)
  | { kind: 'help' }
  | { kind: 'version' }
  | UpgradeArgs
  | { kind: 'usage-error'; message: string };

interface OptionSpec {
  name: string;
  /** Placeholder of the value in the usage text; no value for a flag. */
  value?: string;
  help: string;
  /** Sets the option on `args`; returns an error message for a bad value. */
  apply(args: CheckArgs, value: string): string | void;
}

const CHECK_OPTIONS: OptionSpec[] = [
  {
    name: '--format',
    value: OUTPUT_FORMATS.join('|'),
    help: `Output format (default: ${OUTPUT_FORMATS[0]})`,
    apply(args, value) {
      if (!OUTPUT_FORMATS.includes(value)) return `unknown format "${value}": expected ${OUTPUT_FORMATS.join(', ')}`;
      args.format = value;
      return undefined;
    },
  },
  {
    name: '--output-file',
    value: 'FILE',
    help: 'Write the report to FILE instead of standard output',
    apply(args, value) {
      args.outputFile = value;
    },
  },
  {
    name: '--rule',
    value: 'ID=SEVERITY',
    help: `Report rule ID at SEVERITY (${RULE_SEVERITY_NAMES.join('|')}); repeatable`,
    apply(args, value) {
      const at = value.lastIndexOf('=');
      const id = value.slice(0, Math.max(at, 0));
      const severity = value.slice(at + 1);
      if (at <= 0) return `--rule takes ID=SEVERITY, e.g. --rule orphan-page=off; got "${value}"`;
      const unknown = unknownRuleMessage(id);
      if (unknown) return `--rule ${value}: ${unknown}`;
      if (!isRuleSeverity(severity))
        return `--rule ${value}: severity must be one of ${RULE_SEVERITY_NAMES.join(', ')}`;
      args.rules = { ...args.rules, [id]: severity };
      return undefined;
    },
  },
  {
    name: '--max-warnings',
    value: 'N',
    help: 'Fail (exit 1) when there are more than N warnings',
    apply(args, value) {
      if (!/^\d+$/.test(value)) return `--max-warnings takes a whole number, got "${value}"`;
      args.maxWarnings = Number(value);
      return undefined;
    },
  },
  {
    name: '--config',
    value: 'FILE',
    help: 'Rule config file (default: .docsiterc.json in the current folder or above)',
    apply(args, value) {
      args.config = value;
    },
  },
  {
    name: '--no-config',
    help: 'Ignore .docsiterc.json files',
    apply(args) {
      args.noConfig = true;
    },
  },
  {
    name: '--baseline',
    value: 'FILE',
    help: 'Report only problems that FILE does not list (known debt)',
    apply(args, value) {
      args.baseline = value;
    },
  },
  {
    name: '--update-baseline',
    help: 'Write every current problem to the baseline file, then exit 0',
    apply(args) {
      args.updateBaseline = true;
    },
  },
  {
    name: '--no-pages',
    help: 'Check the config only, not the pages (.mdx/.md)',
    apply(args) {
      args.noPages = true;
    },
  },
  {
    name: '--files',
    value: 'GLOB...',
    help: 'Report only pages matching the globs (relative to the site root; links still resolve against the whole site)',
    apply(args, value) {
      args.files = [...(args.files ?? []), value];
    },
  },
  {
    name: '--external',
    help: 'Also check external (http/https) links over the network, with a cache in .docsite-cache/',
    apply(args) {
      if (args.offline) return '--external and --offline exclude each other';
      args.external = true;
      return undefined;
    },
  },
  {
    name: '--offline',
    help: 'Report external links from the cache only (.docsite-cache/links.json); send nothing',
    apply(args) {
      if (args.external) return '--external and --offline exclude each other';
      args.offline = true;
      return undefined;
    },
  },
  {
    name: '--stale-translations',
    help: 'Report translations last changed before their original, by git history (translation-stale)',
    apply(args) {
      args.staleTranslations = true;
      return undefined;
    },
  },
  {
    name: '--fix',
    help: 'Apply the certain fixes (links written with .mdx, CardGroup -> Columns, ...) to the files, then report what remains',
    apply(args) {
      if (args.fix === 'dry-run') return '--fix and --fix-dry-run exclude each other';
      args.fix = 'write';
      return undefined;
    },
  },
  {
    name: '--fix-dry-run',
    help: 'Print the certain fixes as a unified diff; write nothing',
    apply(args) {
      if (args.fix === 'write') return '--fix and --fix-dry-run exclude each other';
      args.fix = 'dry-run';
      return undefined;
    },
  },
  {
    name: '--changed-since',
    value: 'GIT-REF',
    help: 'Report only files changed since GIT-REF (the whole site is still read)',
    apply(args, value) {
      if (value.startsWith('-')) return `--changed-since takes a git ref, got "${value}"`;
      args.changedSince = value;
      return undefined;
    },
  },
];

const width = CHECK_OPTIONS.reduce(
  (widest, o) => Math.max(widest, `${o.name}${o.value ? ` ${o.value}` : ''}`.length),
  '-h, --help'.length,
);
const optionLines = [
  ...CHECK_OPTIONS.map((o) => `  ${`${o.name}${o.value ? ` ${o.value}` : ''}`.padEnd(width)}  ${o.help}`),
  `  ${'-h, --help'.padEnd(width)}  Show this help`,
  `  ${'--version'.padEnd(width)}  Show the version`,
];

export const USAGE = `Usage: docsite check [PATH...] [options]

Checks docs sites: the site configuration (docs.json or mint.json) and what it refers to.
PATH is a config file or a site folder (default: the current folder); in a folder
holding both, docs.json is checked (the generator ignores mint.json there).

Options:
${optionLines.join('\n')}

Exit status: 0 no errors, 1 errors found (or more warnings than --max-warnings), 2 usage, config or I/O error.

${UPGRADE_USAGE}`;

export function parseArgs(argv: readonly string[]): ParsedArgs {
  const args = [...argv];
  if (args.includes('-h') || args.includes('--help')) return { kind: 'help' };
  if (args.includes('--version')) return { kind: 'version' };
  const command = args.shift();
  if (command === undefined) return { kind: 'usage-error', message: 'missing command: expected "check" or "upgrade"' };
  if (command === 'upgrade') return parseUpgradeArgs(args);
  if (command !== 'check')
    return {
      kind: 'usage-error',
      message: `unknown command "${command}"${suggestion(command, ['check', 'upgrade']) || ': expected "check" or "upgrade"'}`,
    };
  const parsed: CheckArgs = { paths: [], format: OUTPUT_FORMATS[0] };
  let onlyPaths = false;
  while (args.length) {
    const arg = args.shift()!;
    if (onlyPaths || arg === '-' || !arg.startsWith('-')) {
      parsed.paths.push(arg);
      continue;
    }
    if (arg === '--') {
      onlyPaths = true;
      continue;
    }
    const equals = arg.indexOf('=');
    const name = equals > 0 ? arg.slice(0, equals) : arg;
    const option = CHECK_OPTIONS.find((o) => o.name === name);
    if (!option)
      return {
        kind: 'usage-error',
        message: `unknown option "${arg}"${suggestion(
          name,
          CHECK_OPTIONS.map((o) => o.name),
        )}`,
      };
    let value = '';
    if (option.value) {
      const given = equals > 0 ? arg.slice(equals + 1) : args.shift();
      if (given === undefined) return { kind: 'usage-error', message: `${name} needs a value: ${option.value}` };
      value = given;
    } else if (equals > 0) {
      return { kind: 'usage-error', message: `${name} takes no value` };
    }
    const error = option.apply(parsed, value);
    if (error) return { kind: 'usage-error', message: error };
    // `--files a.mdx 'guides/**'`: more globs follow until the next option (a shell expands an unquoted glob into
    // many words), so PATH goes before `--files`.
    if (name === '--files') while (args.length && !args[0].startsWith('-')) option.apply(parsed, args.shift()!);
  }
  if (!parsed.paths.length) parsed.paths.push('.');
  return { kind: 'check', ...parsed };
}
