// `externalLinks` in `.docsiterc.json`, validated like the other keys (a mistake is one clear message and exit 2):
//
//   "externalLinks": {
//     "exclude": ["^https://internal\\.example\\.com/", "linkedin\\.com"],
//     "remap": [{ "from": "^https://old\\.example\\.com/", "to": "https://example.com/" }],
//     "maxAge": "1d", "failureMaxAge": "1h",
//     "concurrency": 32, "hostConcurrency": 4, "hostInterval": "0ms",
//     "timeout": "10s", "retries": 2, "maxRetryAfter": "60s", "maxRedirects": 20
//   }
//
// Patterns are regular expressions (JavaScript syntax) matched against the whole URL; times are a whole number with
// a unit (ms, s, m, h, d).
import { DEFAULT_EXTERNAL_LINK_SETTINGS, parseDuration, type ExternalLinkSettings, type Remap } from './settings';

const DURATIONS = ['maxAge', 'failureMaxAge', 'hostInterval', 'timeout', 'maxRetryAfter'] as const;
const COUNTS = { concurrency: 1, hostConcurrency: 1, retries: 0, maxRedirects: 0 } as const;
export const EXTERNAL_LINK_KEYS = ['exclude', 'remap', ...DURATIONS, ...Object.keys(COUNTS)] as readonly string[];

/** The settings an `externalLinks` value gives (over the defaults); `fail` throws with the message. */
export function parseExternalLinksConfig(raw: unknown, fail: (message: string) => never): ExternalLinkSettings {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw))
    fail('"externalLinks" must be an object such as { "exclude": ["^https://internal\\\\."], "maxAge": "1d" }');
  const value = raw as Record<string, unknown>;
  const settings: ExternalLinkSettings = { ...DEFAULT_EXTERNAL_LINK_SETTINGS };
  for (const key of Object.keys(value))
    if (!EXTERNAL_LINK_KEYS.includes(key))
      fail(`unknown key "externalLinks"."${key}" (keys: ${EXTERNAL_LINK_KEYS.join(', ')})`);
  const pattern = (text: unknown, where: string): RegExp => {
    if (typeof text !== 'string' || text === '')
      fail(`${where} must be a regular expression as a string, e.g. "^https://internal\\\\."`);
    try {
      return new RegExp(text as string);
    } catch (error) {
      return fail(`${where} is not a valid regular expression: ${(error as Error).message}`);
    }
  };
  if (value.exclude !== undefined) {
    if (!Array.isArray(value.exclude)) fail('"externalLinks"."exclude" must be a list of regular expressions');
    settings.exclude = (value.exclude as unknown[]).map((p, i) => pattern(p, `"externalLinks"."exclude"[${i}]`));
  }
  if (value.remap !== undefined) {
    if (!Array.isArray(value.remap))
      fail('"externalLinks"."remap" must be a list of { "from": regular expression, "to": replacement }');
    settings.remap = (value.remap as unknown[]).map((entry, i): Remap => {
      const where = `"externalLinks"."remap"[${i}]`;
      const item = entry as Record<string, unknown> | null;
      if (!item || typeof item !== 'object' || Array.isArray(item))
        return fail(`${where} must be { "from": regular expression, "to": replacement }`);
      for (const key of Object.keys(item))
        if (key !== 'from' && key !== 'to') fail(`unknown key ${where}."${key}" (keys: from, to)`);
      if (typeof item.to !== 'string') fail(`${where}."to" must be the replacement text, e.g. "https://example.com/"`);
      return { from: pattern(item.from, `${where}."from"`), to: item.to as string };
    });
  }
  for (const key of DURATIONS) {
    if (value[key] === undefined) continue;
    const ms = typeof value[key] === 'string' ? parseDuration(value[key] as string) : undefined;
    if (ms === undefined)
      fail(
        `"externalLinks"."${key}" must be a time with its unit, e.g. "1d", "12h", "30s" or "500ms"; got ${JSON.stringify(value[key])}`,
      );
    settings[key] = ms!;
  }
  for (const [key, least] of Object.entries(COUNTS) as [keyof typeof COUNTS, number][]) {
    if (value[key] === undefined) continue;
    const n = value[key];
    if (typeof n !== 'number' || !Number.isInteger(n) || n < least || n > 1000)
      fail(`"externalLinks"."${key}" must be a whole number from ${least} to 1000, got ${JSON.stringify(n)}`);
    settings[key] = n as number;
  }
  return settings;
}
