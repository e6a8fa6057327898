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
export const HOSTILE_PAGES = ['zero', 'stdin', 'urandom', 'fifo', 'loop/loop/loop/page', 'up/up/page', 'fsroot/etc/passwd', 'alias', 'long-title', 'comment-title'].map(
  (page) => `${HOSTILE_FOLDER}/${page}`,
);

/** Paths (relative to the site root) announced as created or deleted by file events. */
export const HOSTILE_EVENT_PATHS = ['fsroot', 'loop', 'up', 'zero.mdx', 'stdin.mdx', 'fifo.mdx', 'nested/mint.json'].map((path) => `${HOSTILE_FOLDER}/${path}`);

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
  return planted;
}
