// What the API token may contain: it is sent as `Authorization: Token <t>`, and an HTTP header value carries bytes,
// not text. undici refuses characters outside Latin-1 (and control characters) before sending, and Latin-1 letters
// would reach the service as bytes it may read differently, so the rule is visible ASCII. Set API Token and the client
// both use this one check, so a token that is accepted can always be sent.

const VISIBLE_ASCII = /^[\x21-\x7e]+$/;

/** Why the token cannot be sent in a header, or undefined when it can. Never quotes the token. */
export function apiTokenProblem(token: string): string | undefined {
  if (token === '') return 'The API token is empty.';
  if (VISIBLE_ASCII.test(token)) return undefined;
  const at = [...token].findIndex((char) => !VISIBLE_ASCII.test(char));
  return `The API token has a character that cannot be sent in an HTTP header at position ${at + 1}: only visible ASCII characters (no spaces, accents or other scripts) are allowed. Check that the whole token was copied.`;
}
