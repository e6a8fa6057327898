// The `title` of a page from its YAML front matter (only the simple `title: ...` line; no YAML library needed).

/** Reads `title` from a leading `---` block; undefined when there is none. Looks at the first 64 lines only. */
export function frontMatterTitle(text: string): string | undefined {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/, 64);
  if (lines[0]?.trim() !== '---') return undefined;
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i];
    if (line.trim() === '---') return undefined;
    const match = /^title\s*:\s*(.*)$/.exec(line);
    if (match) return unquote(match[1].trim()) || undefined;
  }
  return undefined;
}

function unquote(value: string): string {
  if (value.length >= 2 && (value[0] === '"' || value[0] === "'") && value.endsWith(value[0])) {
    const inner = value.slice(1, -1);
    return value[0] === '"' ? inner.replace(/\\"/g, '"') : inner.replace(/''/g, "'");
  }
  return value.replace(/\s+#.*$/, '');
}
