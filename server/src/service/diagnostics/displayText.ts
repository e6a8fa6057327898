// User values quoted back in messages and hovers, shortened when huge. A config can hold a multi-megabyte string (a
// pasted blob, a broken merge); quoting it whole, three times over in one hover or four in a diagnostic, made
// messages of tens of megabytes that the server took most of a second to encode and send and the editor could not
// usefully show. The start and the end of a long value, with its length, say which value it is.

/** Longest value quoted whole: real page paths, URLs and names are far shorter (the longest seen: ~200). */
export const MAX_QUOTED_LENGTH = 300;
/** Longest message published whole: real ones are at most a few hundred characters. */
export const MAX_MESSAGE_LENGTH = 2_000;

/**
 * A whole number with thousands separators ("100,000"), as `toLocaleString('en-US')` writes it. Not through that: its
 * first call loads the ICU number formatter, 30-60 ms of the server's first open, for what a short loop does.
 */
export function countText(count: number): string {
  const digits = String(count);
  let text = digits.slice(0, digits.length % 3 || 3);
  for (let at = text.length; at < digits.length; at += 3) text += `,${digits.slice(at, at + 3)}`;
  return text;
}

/** `text` itself when at most `max` characters; otherwise its start and end around "…(N characters)…". */
export function shortenForDisplay(text: string, max = MAX_QUOTED_LENGTH): string {
  if (text.length <= max) return text;
  const keep = Math.max(1, Math.floor(max / 2) - 16);
  return `${text.slice(0, cutBefore(text, keep))}…(${countText(text.length)} characters)…${text.slice(cutAfter(text, text.length - keep))}`;
}

/** `at`, moved back one when it would split a surrogate pair (the start would end in half a character). */
function cutBefore(text: string, at: number): number {
  return isLowSurrogate(text.charCodeAt(at)) && isHighSurrogate(text.charCodeAt(at - 1)) ? at - 1 : at;
}

/** `at`, moved on one when it would split a surrogate pair (the end would start with half a character). */
function cutAfter(text: string, at: number): number {
  return isLowSurrogate(text.charCodeAt(at)) && isHighSurrogate(text.charCodeAt(at - 1)) ? at + 1 : at;
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}
