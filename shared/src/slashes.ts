// Trimming slashes from text that may be hostile (a config's url, a base URL from workspace settings). A scan, not
// `/\/+$/`: that regex is retried from every position in a run of slashes, so its work grows with the square of the
// run (150,000 slashes took 25 s). The lint rule regexp/no-super-linear-move keeps such regexes out.

const SLASH = 0x2f;

/** "/api/" -> "api". */
export function trimSlashes(text: string): string {
  let start = 0;
  while (start < text.length && text.charCodeAt(start) === SLASH) start++;
  return text.slice(start, trailingSlashesStart(text, start));
}

/** "https://x/y//" -> "https://x/y". */
export function trimTrailingSlashes(text: string): string {
  return text.slice(0, trailingSlashesStart(text, 0));
}

function trailingSlashesStart(text: string, notBefore: number): number {
  let end = text.length;
  while (end > notBefore && text.charCodeAt(end - 1) === SLASH) end--;
  return end;
}
