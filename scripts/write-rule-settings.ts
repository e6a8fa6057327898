// Writes the rule list (the checks of server/src/service/checks/list.ts) where editors and readers find it: the
// `docsite.rules` setting in package.json, schemas/docsiterc.schema.json (VS Code's help for .docsiterc.json) and the
// rules table of docs/cli.md. Run after adding a check:
//   node --import tsx scripts/write-rule-settings.ts
// test/unit/client/ruleSettings.test.ts fails until all three match the catalogue.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { RULES } from '../server/src/service/checks/catalog';
import { rulesTable, withRulesTable } from './rulesTable';
import { RULE_SEVERITY_NAMES } from '../server/src/service/checks/ruleSeverities';

const ROOT = join(__dirname, '..');
const severities = [...RULE_SEVERITY_NAMES];

const settingRules: Record<string, unknown> = {};
const rcRules: Record<string, unknown> = {};
for (const [id, info] of Object.entries(RULES)) {
  settingRules[id] = { type: 'string', enum: severities, description: info.summary };
  rcRules[id] = { description: `${info.summary} ${info.help}`, enum: severities };
}

/** `languages` (docs/languages.md): the same shape as the extension's docsite.languages setting. */
const LANGUAGES_SCHEMA = {
  description:
    "Where a language's folder sits in page paths of a docs.json site with navigation.languages, when the site's own convention is not detected (docs/languages.md).",
  type: 'object',
  additionalProperties: false,
  properties: {
    position: {
      description: 'The place of the language folder in a page path: 0 for "fr/guides/x", 1 for "v2/fr/guides/x".',
      type: 'integer',
      minimum: 0,
    },
    folders: {
      description:
        'Language code -> its folder when that is not the code ("" for a language whose pages sit at the original paths).',
      type: 'object',
      additionalProperties: { type: 'string', pattern: '^[^/]*$' },
    },
  },
};

const manifestPath = join(ROOT, 'package.json');
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
manifest.contributes.configuration.properties['docsite.rules'].properties = settingRules;
manifest.contributes.configuration.properties['docsite.languages'] = {
  ...LANGUAGES_SCHEMA,
  default: {},
  scope: 'resource',
};
writeFileSync(manifestPath, JSON.stringify(manifest, null, 2) + '\n');

const DURATION = '^\\s*\\d{1,9}(ms|s|m|h|d)\\s*$';

const schema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: 'https://github.com/docsite-kit/docsite-kit/blob/main/schemas/docsiterc.schema.json',
  title: 'docsite check rule configuration (.docsiterc.json)',
  description:
    "Rule settings for `docsite check` (docs/cli.md). The same rule ids as the extension's docsite.rules setting.",
  type: 'object',
  additionalProperties: false,
  properties: {
    $schema: { type: 'string' },
    rules: {
      description: 'Rule id -> severity: "error", "warning", "info", or "off" to hide the rule.',
      type: 'object',
      additionalProperties: false,
      properties: rcRules,
    },
    maxWarnings: {
      description: 'Fail (exit 1) when more than this many warnings remain, as --max-warnings.',
      type: 'integer',
      minimum: 0,
    },
    baseline: {
      description: 'The baseline file, relative to this file, as --baseline: problems it lists are not reported.',
      type: 'string',
      minLength: 1,
    },
    pages: {
      description: 'Page checks (.mdx/.md).',
      type: 'object',
      additionalProperties: false,
      properties: {
        requiredFrontMatter: {
          description: 'Front matter keys every page must have, e.g. ["description"].',
          type: 'array',
          items: { type: 'string', minLength: 1 },
        },
      },
    },
    externalLinks: {
      description:
        'External-link checks (docsite check --external / --offline). Times are a whole number with a unit: "500ms", "30s", "5m", "12h", "1d".',
      type: 'object',
      additionalProperties: false,
      properties: {
        exclude: {
          description: 'Regular expressions: URLs matching one (after remap) are not checked.',
          type: 'array',
          items: { type: 'string', minLength: 1 },
        },
        remap: {
          description: 'URL rewrites applied in order before checking: a regular expression and its replacement.',
          type: 'array',
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['from', 'to'],
            properties: { from: { type: 'string', minLength: 1 }, to: { type: 'string' } },
          },
        },
        maxAge: {
          description: 'How long a good result stays in .docsite-cache/links.json (default "1d").',
          type: 'string',
          pattern: DURATION,
        },
        failureMaxAge: {
          description: 'How long a failure stays cached (default "1h"; never longer than maxAge).',
          type: 'string',
          pattern: DURATION,
        },
        concurrency: {
          description: 'Requests in flight at once (default 32).',
          type: 'integer',
          minimum: 1,
          maximum: 1000,
        },
        hostConcurrency: {
          description: 'Requests in flight at once to one host (default 4).',
          type: 'integer',
          minimum: 1,
          maximum: 1000,
        },
        hostInterval: {
          description: 'Least time between two requests to one host (default "0ms").',
          type: 'string',
          pattern: DURATION,
        },
        timeout: { description: 'Time allowed for one request (default "10s").', type: 'string', pattern: DURATION },
        retries: {
          description: 'Further attempts after a network error, a 5xx or a 429 (default 2).',
          type: 'integer',
          minimum: 0,
          maximum: 1000,
        },
        maxRetryAfter: {
          description: 'The longest Retry-After waited for (default "60s").',
          type: 'string',
          pattern: DURATION,
        },
        maxRedirects: {
          description: 'Redirects followed (default 20, as browsers).',
          type: 'integer',
          minimum: 0,
          maximum: 1000,
        },
      },
    },
    languages: LANGUAGES_SCHEMA,
  },
};
writeFileSync(join(ROOT, 'schemas', 'docsiterc.schema.json'), JSON.stringify(schema, null, 2) + '\n');
const docsPath = join(ROOT, 'docs', 'cli.md');
writeFileSync(docsPath, withRulesTable(readFileSync(docsPath, 'utf8'), rulesTable(RULES)));
console.log(
  `wrote ${Object.keys(RULES).length} rules to package.json (docsite.rules), schemas/docsiterc.schema.json and docs/cli.md`,
);
