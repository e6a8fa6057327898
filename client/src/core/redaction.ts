// Removes secrets from text before it reaches the log channel. Three layers: every token the extension has seen is
// registered and replaced in its common forms (as is, JSON-escaped with or without `\/`, URL-encoded); a pattern
// fallback catches what was never registered (an `Authorization: Token …` header, a `"token": "…"` JSON field, a
// long random-looking string); and a line that still holds a piece of a registered token in any other form (split,
// cut short, base64, ... see secretScreen.ts) is withheld whole. No `vscode` import: unit-tested on plain Node.
import { SecretScreen } from '../api/secretScreen';

export const REDACTED = '[redacted]';
export const WITHHELD_LINE = '[line withheld: it held part of a credential in a form that could not be redacted]';

/** Shorter secrets are not replaced literally: replacing a 3-letter string everywhere would shred the log, and the
 * pattern fallback still covers them where they appear as a header or JSON field. */
const MIN_LITERAL_LENGTH = 6;

/** `Authorization: Token x`, `"authorization": "Bearer x"`, `authorization=x`: whatever follows is a credential. */
const AUTHORIZATION_VALUE = /(\bauthorization\b["']?\s*[:=]\s*["']?)(?:(Token|Bearer)\s+)?[^\s"',;]+/gi;
/** A bare `Token x` / `Bearer x` (capitalised, as in a header) whose value looks like a credential, not a word of
 * prose: long, or containing a digit. ("Rotate Token to …" and "API token set" stay readable.) */
const SCHEME_VALUE = /\b(Token|Bearer)(\s+)([A-Za-z0-9._~+/=-]+)/g;

function looksLikeCredential(value: string): boolean {
  return value.length >= 20 || (value.length >= 6 && /[0-9]/.test(value));
}
const TOKEN_FIELD = /("(?:token|current_token|api_token|apiToken|userGroupToken)"\s*:\s*")((?:[^"\\]|\\.)*)(")/gi;
/** A run of 24+ token characters mixing letters and digits looks like a generated secret, not prose or a word. */
const RANDOM_RUN = /[A-Za-z0-9_\-+=]{24,}/g;

function looksRandom(run: string): boolean {
  return /[0-9]/.test(run) && /[A-Za-z]/.test(run);
}

export class Redactor {
  private readonly secrets = new Set<string>();
  /** Longest first, so a secret that contains another is replaced whole. */
  private ordered: string[] = [];
  /** Pieces mixing letters and digits only: the log's own prose must not trip over a token made of words. */
  private readonly screen = new SecretScreen({ mixedPiecesOnly: true });

  /** Registers a secret seen at runtime (an API token, a group token). */
  add(secret: string | undefined): void {
    if (!secret || secret.length < MIN_LITERAL_LENGTH || this.secrets.has(secret)) return;
    this.secrets.add(secret);
    this.screen.add(secret);
    this.ordered = [...new Set([...this.secrets].flatMap(formsOf))].sort((a, b) => b.length - a.length);
  }

  /** How many secrets are registered (for tests and diagnostics; never the secrets themselves). */
  get size(): number {
    return this.secrets.size;
  }

  redact(text: string): string {
    let result = text;
    for (const form of this.ordered) {
      if (result.includes(form)) result = result.split(form).join(REDACTED);
    }
    result = result.replace(
      AUTHORIZATION_VALUE,
      (_m, prefix: string, scheme: string | undefined) => `${prefix}${scheme ? `${scheme} ` : ''}${REDACTED}`,
    );
    result = result.replace(SCHEME_VALUE, (match, scheme: string, space: string, value: string) =>
      looksLikeCredential(value) ? `${scheme}${space}${REDACTED}` : match,
    );
    result = result.replace(
      TOKEN_FIELD,
      (_m, open: string, _value: string, close: string) => `${open}${REDACTED}${close}`,
    );
    result = result.replace(RANDOM_RUN, (run) => (looksRandom(run) ? REDACTED : run));
    return this.screen.exposes(result) ? WITHHELD_LINE : result;
  }
}

/** A secret as it may appear in a log line: as is, JSON-escaped (with `/` escaped too, as some serializers do),
 * URL-encoded (either hex case). */
function formsOf(secret: string): string[] {
  const json = JSON.stringify(secret).slice(1, -1);
  const url = encodeURIComponent(secret);
  return [
    secret,
    json,
    json.replace(/\//g, '\\/'),
    url,
    url.replace(/%[0-9A-F]{2}/g, (escape) => escape.toLowerCase()),
  ];
}

/** Shows that a token exists without revealing it: the last 4 characters of a long token, nothing of a short one. */
export function maskToken(token: string | undefined): string {
  if (!token) return '(none stored)';
  return token.length >= 16 ? `••••••••${token.slice(-4)}` : '••••••••';
}
