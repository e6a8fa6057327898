// `.docsiterc.json`: a repository's rule settings for `docsite check`. Found in the current folder or the nearest
// folder above it (stopping at the repository root, the folder holding `.git`), or named with `--config`.
// Validated whole before anything is checked: a mistake in it is a clear message (the CLI exits 2, the editor's
// on-save link check falls back to the defaults), never a silent default.
//
//   {
//     "rules": { "orphan-page": "off", "unknown-key": "error" },
//     "maxWarnings": 0,
//     "baseline": ".docsite-baseline.json",
//     "pages": { "requiredFrontMatter": ["description"] },
//     "externalLinks": { "exclude": ["^https://internal\\."], "maxAge": "1d" }   (externalLinks/rcSettings.ts)
//     "languages": { "position": 0, "folders": { "en": "", "fr": "fr" } }
//   }
import { existsSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { parse, printParseErrorCode, type ParseError } from 'jsonc-parser';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { describeReadFailure, readRegularFileSync } from './readRegularFile';
import type { LanguageConventionSetting } from '../../../shared/src/settings';
import { languageConventionProblem, sanitizeLanguageConvention } from '../service/languages/convention';
import {
  RULE_SEVERITY_NAMES,
  isRuleSeverity,
  unknownRuleMessage,
  type RuleSeverity,
} from '../service/checks/ruleSeverities';
import { didYouMean } from '../service/diagnostics/suggest';
import type { ExternalLinkSettings } from '../service/externalLinks/settings';
import { parseExternalLinksConfig } from '../service/externalLinks/rcSettings';
import { MAX_NESTING_DEPTH, parseJsonc } from '../../../shared/src/json/jsoncParse';

export const RC_FILE_NAME = '.docsiterc.json';

export interface RcConfig {
  /** The file it came from (absolute). */
  path: string;
  rules?: Record<string, RuleSeverity>;
  maxWarnings?: number;
  /** Absolute: resolved against the config file's folder. */
  baseline?: string;
  /** `pages.requiredFrontMatter`: front matter keys every page must have. */
  requiredFrontMatter?: string[];
  /** `externalLinks`: the settings of `--external` and `--offline` (defaults filled in). */
  externalLinks?: ExternalLinkSettings;
  /** `languages`: where a language's folder sits in page paths, when the site's own convention is not detected. */
  languages?: LanguageConventionSetting;
}

/** The top-level keys (schemas/docsiterc.schema.json describes the same ones for editors; a test compares them). */
export const RC_KEYS = ['$schema', 'rules', 'maxWarnings', 'baseline', 'pages', 'externalLinks', 'languages'];
const KEYS = RC_KEYS;
const MAX_RC_BYTES = 1024 * 1024;

/** A mistake in the file, as one line naming the file and what is wrong. */
export class RcFileError extends Error {}

/** The nearest `.docsiterc.json` from `start` up to the repository root (or the file system root). */
export function findRcFile(start: string): string | undefined {
  let folder = resolve(start);
  for (;;) {
    const candidate = join(folder, RC_FILE_NAME);
    if (existsSync(candidate)) return candidate;
    const parent = dirname(folder);
    if (parent === folder || existsSync(join(folder, '.git'))) return undefined;
    folder = parent;
  }
}

export function loadRcFile(path: string, shownAs = path): RcConfig {
  const read = readRegularFileSync(path, { maxBytes: MAX_RC_BYTES, root: dirname(path) });
  if (read.kind === 'missing') throw new RcFileError(`cannot read ${shownAs}: ENOENT (no such file)`);
  if (read.kind !== 'text') throw new RcFileError(`cannot read ${shownAs}: it ${describeReadFailure(read)}`);
  return parseRcText(read.text, resolve(path), shownAs);
}

/** Parses and validates the text of a rule config (comments allowed); throws RcFileError naming the first mistake. */
export function parseRcText(text: string, path: string, shownAs = path): RcConfig {
  const fail = (message: string): never => {
    throw new RcFileError(`${shownAs}: ${message}`);
  };
  // jsonc-parser's value builder recurses: thousands of nested brackets would overflow the stack (an uncaught
  // RangeError, exit 1 as if the check had found errors). The depth is counted first, without recursion.
  const tooDeepAt = parseJsonc(text).tooDeepAt;
  if (tooDeepAt !== undefined) {
    const { line, column } = lineAndColumn(text, tooDeepAt);
    fail(`nests deeper than ${MAX_NESTING_DEPTH} levels at line ${line}, column ${column}`);
  }
  const errors: ParseError[] = [];
  const value: unknown = parse(text, errors, { allowTrailingComma: true });
  if (errors.length) {
    const { line, column } = lineAndColumn(text, errors[0].offset);
    fail(`not valid JSON at line ${line}, column ${column}: ${printParseErrorCode(errors[0].error)}`);
  }
  if (!value || typeof value !== 'object' || Array.isArray(value))
    fail('expected an object such as { "rules": { "orphan-page": "off" } }');
  const raw = value as Record<string, unknown>;
  const config: RcConfig = { path };
  for (const key of Object.keys(raw)) {
    if (KEYS.includes(key)) continue;
    const near = didYouMean(key, KEYS);
    fail(
      `unknown key "${key}"${near ? `; did you mean "${near}"?` : ''} (keys: ${KEYS.filter((k) => k !== '$schema').join(', ')})`,
    );
  }
  if (raw.rules !== undefined) {
    if (!raw.rules || typeof raw.rules !== 'object' || Array.isArray(raw.rules))
      fail('"rules" must be an object of rule id to severity, e.g. { "orphan-page": "off" }');
    config.rules = {};
    for (const [id, severity] of Object.entries(raw.rules as Record<string, unknown>)) {
      const unknown = unknownRuleMessage(id);
      if (unknown) fail(`in "rules": ${unknown}`);
      if (!isRuleSeverity(severity))
        fail(
          `"rules"."${id}" is ${JSON.stringify(severity)}; use one of ${RULE_SEVERITY_NAMES.map((s) => `"${s}"`).join(', ')}`,
        );
      config.rules[id] = severity as RuleSeverity;
    }
  }
  if (raw.maxWarnings !== undefined) {
    if (typeof raw.maxWarnings !== 'number' || !Number.isInteger(raw.maxWarnings) || raw.maxWarnings < 0)
      fail(`"maxWarnings" must be a whole number of 0 or more, got ${JSON.stringify(raw.maxWarnings)}`);
    config.maxWarnings = raw.maxWarnings as number;
  }
  if (raw.baseline !== undefined) {
    if (typeof raw.baseline !== 'string' || raw.baseline === '')
      fail('"baseline" must be a file path, e.g. ".docsite-baseline.json"');
    // Inside this file's folder: a repository's config must not make the check read (and quote) or overwrite a file
    // elsewhere on the machine.
    const baseline = resolve(dirname(path), raw.baseline as string);
    const inside = relative(dirname(path), baseline);
    if (inside === '' || inside === '..' || inside.startsWith(`..${sep}`) || isAbsolute(inside))
      fail('"baseline" must name a file inside the folder of this file, e.g. ".docsite-baseline.json"');
    config.baseline = baseline;
  }
  if (raw.pages !== undefined) {
    const pages = raw.pages as Record<string, unknown> | null;
    if (!pages || typeof pages !== 'object' || Array.isArray(pages))
      fail('"pages" must be an object such as { "requiredFrontMatter": ["description"] }');
    for (const key of Object.keys(pages!))
      if (key !== 'requiredFrontMatter') fail(`unknown key "pages"."${key}" (keys: requiredFrontMatter)`);
    const required = pages!.requiredFrontMatter;
    if (required !== undefined) {
      if (!Array.isArray(required) || !required.every((k) => typeof k === 'string' && k.trim() !== ''))
        fail('"pages"."requiredFrontMatter" must be a list of front matter keys, e.g. ["description"]');
      config.requiredFrontMatter = (required as string[]).map((k) => k.trim());
    }
  }
  if (raw.externalLinks !== undefined) config.externalLinks = parseExternalLinksConfig(raw.externalLinks, fail);
  if (raw.languages !== undefined) {
    const problem = languageConventionProblem(raw.languages);
    if (problem) fail(`"languages" ${problem}`);
    config.languages = sanitizeLanguageConvention(raw.languages);
  }
  return config;
}

function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const position = TextDocument.create('file:///rc', 'json', 0, text).positionAt(offset);
  return { line: position.line + 1, column: position.character + 1 };
}
