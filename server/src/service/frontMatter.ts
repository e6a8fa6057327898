// The `title` of a page from its YAML front matter (only the simple `title: ...` line; no YAML library needed). Page
// text comes from an untrusted repository, so every step here is a linear scan: no regex that can backtrack over a
// line (`/^title\s*:\s*(.*)$/` retried the value once per leading space: a 16 KB line cost 100 ms per hover).

/** Looks at the first 64 lines only. */
const MAX_LINES = 64;

/** Reads `title` from a leading `---` block; undefined when there is none. */
export function frontMatterTitle(text: string): string | undefined {
  const lines = firstLines(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text, MAX_LINES);
  if (lines[0]?.trim() !== '---') return undefined;
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i];
    if (line.trim() === '---') return undefined;
    const value = titleValue(line);
    if (value !== undefined) return unquote(value.trim()) || undefined;
  }
  return undefined;
}

/** Up to `max` lines split at `\n` or `\r\n`, without scanning past the last one. */
function firstLines(text: string, max: number): string[] {
  const lines: string[] = [];
  let start = 0;
  while (lines.length < max && start <= text.length) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    lines.push(text.slice(start, end > start && text.charCodeAt(end - 1) === 0x0d ? end - 1 : end));
    start = end + 1;
  }
  return lines;
}

/** `title: value` (spaces allowed around the colon) -> "value"; undefined for any other line. */
function titleValue(line: string): string | undefined {
  if (!line.startsWith('title')) return undefined;
  let i = 'title'.length;
  while (i < line.length && isSpace(line.charCodeAt(i))) i++;
  return line.charCodeAt(i) === 0x3a /* : */ ? line.slice(i + 1) : undefined;
}

function isSpace(code: number): boolean {
  return code === 0x20 || code === 0x09;
}

function unquote(value: string): string {
  if (value.length >= 2 && (value[0] === '"' || value[0] === "'") && value.endsWith(value[0])) {
    const inner = value.slice(1, -1);
    return value[0] === '"' ? inner.replaceAll('\\"', '"') : inner.replaceAll("''", "'");
  }
  return withoutComment(value);
}

/** "Intro # draft" -> "Intro": a YAML comment starts at a `#` after white space. */
function withoutComment(value: string): string {
  for (let i = 1; i < value.length; i++) {
    if (value.charCodeAt(i) === 0x23 /* # */ && isSpace(value.charCodeAt(i - 1))) return value.slice(0, i).trimEnd();
  }
  return value;
}
