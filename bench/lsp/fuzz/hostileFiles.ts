// The fuzz site's hostile corner: what a cloned repository can hold besides hostile configs. Symbolic links to
// character devices (`/dev/zero` never ends and reports size 0; `/dev/stdin` is the server's own LSP transport over
// stdio), a FIFO with no writer, links to `/`, to the parent folder and to themselves, a closed config linked to
// `/dev/zero`, and a page whose front matter is built to make a title regex backtrack. The `hostilePages` mutation
// names them as pages (hover then reads their front matter) and announces the links with file events. POSIX only:
// elsewhere nothing is planted and the mutation only names pages that do not exist.
import { execFileSync } from 'node:child_process';
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The folder under the site root that holds them. */
export const HOSTILE_FOLDER = 'hostile';

/** Page ids (relative to the site root, no extension) of the hostile entries. */
export const HOSTILE_PAGES = [
  'zero',
  'stdin',
  'urandom',
  'fifo',
  'loop/loop/loop/page',
  'up/up/page',
  'fsroot/etc/passwd',
  'alias',
  'long-title',
  'comment-title',
  ...Object.keys(shapePages()),
].map((page) => `${HOSTILE_FOLDER}/${page}`);

/** Pages built for quadratic runs, by page id under the hostile folder: the MDX parser's (nested braces, emphasis
 * markers in one paragraph, unclosed comments, deep quotes, repeated brackets) and the page scanner's (link
 * destinations and titles that never close, links among images, tags with links, nested images, open brackets before
 * links, an expression that never ends at its `}`, `import` words without `from`), and unknown front-matter icons. */
export function shapePages(): Record<string, string> {
  return {
    braces: '{'.repeat(10_000) + '}'.repeat(10_000),
    emphasis: '&copy;\n\n' + '*a'.repeat(20_000),
    comments: '{/*'.repeat(5_000) + '}',
    quotes: '>'.repeat(20_000) + ' a\n',
    brackets: '[a]'.repeat(10_000),
    destinations: '[a]('.repeat(3_000),
    titles: '[a](x ('.repeat(3_000),
    images: '![x](y) [a](b) '.repeat(3_000),
    tags: 'a ' + '<A href="x"/> '.repeat(3_000),
    'nested-images': '!['.repeat(3_000) + 'a' + '](b)'.repeat(3_000),
    openers: '['.repeat(3_000) + '[a](b)'.repeat(3_000),
    template: '{`' + '}'.repeat(3_000),
    imports: 'import '.repeat(3_000) + "; import '/snippets/a.mdx'\n",
    icon: '---\ntitle: Icon\nicon: not-an-icon-at-all\n---\n',
  };
}

/** `$ref` fan-out: each file's group references the next one ten times (10^8 values once expanded). */
export const FAN_OUT_REF = `${HOSTILE_FOLDER}/fanout/nav1.json`;
/** An OpenAPI document in YAML 1.1 with nested `<<` merges. */
export const MERGE_KEYS_SPEC = `${HOSTILE_FOLDER}/merge.yaml`;

/** Paths (relative to the site root) announced as created or deleted by file events. */
export const HOSTILE_EVENT_PATHS = [
  'fsroot',
  'loop',
  'up',
  'zero.mdx',
  'stdin.mdx',
  'fifo.mdx',
  'nested/mint.json',
].map((path) => `${HOSTILE_FOLDER}/${path}`);

/** Plants the hostile entries in `siteDir`; returns what it could plant (no FIFO without `mkfifo`, nothing on Windows). */
export function plantHostileFiles(siteDir: string): string[] {
  if (process.platform === 'win32') return [];
  const folder = join(siteDir, HOSTILE_FOLDER);
  mkdirSync(join(folder, 'nested'), { recursive: true });
  const planted: string[] = [];
  const link = (target: string, name: string) => {
    symlinkSync(target, join(folder, name));
    planted.push(`${name} -> ${target}`);
  };
  link('/dev/zero', 'zero.mdx');
  link('/dev/stdin', 'stdin.mdx');
  link('/dev/urandom', 'urandom.mdx');
  link('.', 'loop');
  link('..', 'up');
  link('/', 'fsroot');
  link('../section-0/page-0.mdx', 'alias.mdx');
  link('/dev/zero', 'nested/mint.json');
  try {
    execFileSync('mkfifo', [join(folder, 'fifo.mdx')]);
    planted.push('fifo.mdx (FIFO)');
  } catch {
    // no mkfifo here: the other entries still stand
  }
  // Front matter built for the old title regexes: a title line of spaces ending in a line separator, and one of tabs
  // before a comment sign (each made a regex retry the line from every position).
  writeFileSync(join(folder, 'long-title.mdx'), `---\ntitle:${' '.repeat(15_000)}a\u2028b\n---\n`);
  writeFileSync(join(folder, 'comment-title.mdx'), `---\ntitle: a${'\t'.repeat(15_000)}x\n---\n`);
  for (const [page, text] of Object.entries(shapePages())) writeFileSync(join(folder, `${page}.mdx`), text);
  mkdirSync(join(folder, 'fanout'));
  for (let i = 1; i <= 8; i++) {
    const pages = i === 8 ? ['section-0/page-0'] : Array.from({ length: 10 }, () => ({ $ref: `nav${i + 1}.json` }));
    writeFileSync(join(folder, 'fanout', `nav${i}.json`), JSON.stringify({ group: `Fan ${i}`, pages }));
  }
  let merges =
    '%YAML 1.1\n---\nopenapi: 3.0.0\npaths: {}\nm0: &m0\n' +
    Array.from({ length: 10 }, (_, j) => `  f${j}: "xxxxxxxxxx"\n`).join('');
  for (let i = 1; i <= 9; i++)
    merges += `m${i}: &m${i}\n` + Array.from({ length: 10 }, (_, j) => `  k${j}:\n    <<: *m${i - 1}\n`).join('');
  writeFileSync(join(folder, 'merge.yaml'), merges);
  return planted;
}
