// Removes secrets from text before it reaches the log channel. Two layers: every token the extension has seen is
// registered and replaced exactly; a pattern fallback catches what was never registered (an `Authorization: Token …`
// header, a `"token": "…"` JSON field, a long random-looking string). No `vscode` import: unit-tested on plain Node.

export const REDACTED = '[redacted]';

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

  /** Registers a secret seen at runtime (an API token, a group token). */
  add(secret: string | undefined): void {
    if (!secret || secret.length < MIN_LITERAL_LENGTH || this.secrets.has(secret)) return;
    this.secrets.add(secret);
    this.ordered = [...this.secrets].sort((a, b) => b.length - a.length);
  }

  /** How many secrets are registered (for tests and diagnostics; never the secrets themselves). */
  get size(): number {
    return this.secrets.size;
  }

  redact(text: string): string {
    let result = text;
    for (const secret of this.ordered) {
      if (result.includes(secret)) result = result.split(secret).join(REDACTED);
      // A secret may also appear JSON-escaped (quotes, backslashes) inside a logged body.
      const escaped = JSON.stringify(secret).slice(1, -1);
      if (escaped !== secret && result.includes(escaped)) result = result.split(escaped).join(REDACTED);
    }
    result = result.replace(AUTHORIZATION_VALUE, (_m, prefix: string, scheme: string | undefined) => `${prefix}${scheme ? `${scheme} ` : ''}${REDACTED}`);
    result = result.replace(SCHEME_VALUE, (match, scheme: string, space: string, value: string) =>
      looksLikeCredential(value) ? `${scheme}${space}${REDACTED}` : match,
    );
    result = result.replace(TOKEN_FIELD, (_m, open: string, _value: string, close: string) => `${open}${REDACTED}${close}`);
    result = result.replace(RANDOM_RUN, (run) => (looksRandom(run) ? REDACTED : run));
    return result;
  }
}

/** Shows that a token exists without revealing it: the last 4 characters of a long token, nothing of a short one. */
export function maskToken(token: string | undefined): string {
  if (!token) return '(none stored)';
  return token.length >= 16 ? `••••••••${token.slice(-4)}` : '••••••••';
}
