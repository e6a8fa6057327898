// The forms in which an echoing server or a serializer can hand a token back (for the redaction tests).

/** Every form named in the threat model, each wrapped in ordinary prose. */
export function echoedForms(token: string): Record<string, string> {
  const json = JSON.stringify({ token });
  return {
    literal: `bad token ${token}`,
    'URL-encoded': `bad token ${encodeURIComponent(token)}`,
    'URL-encoded twice': `bad token ${encodeURIComponent(encodeURIComponent(token))}`,
    'split by a newline': `bad token ${token.slice(0, 15)}\n${token.slice(15)}`,
    'split by spaces': token.split('').join(' '),
    'first 20 characters': `bad token ${token.slice(0, 20)}...`,
    'a middle piece': `near ${token.slice(8, 22)}`,
    '\\/-escaped JSON': json.replace(/\//g, '\\/'),
    '\\u-escaped': [...token].map((char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`).join(''),
    'HTML references': [...token].map((char) => `&#${char.charCodeAt(0)};`).join(''),
    base64: Buffer.from(token).toString('base64'),
    'base64 of a suffix': Buffer.from(token.slice(5)).toString('base64url'),
    hex: Buffer.from(token).toString('hex'),
    'upper case': token.toUpperCase(),
  };
}
