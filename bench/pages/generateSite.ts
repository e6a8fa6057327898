// A generated docs site for the page benches: `pages` realistic MDX pages in folders of 100 (front matter, headings,
// links between pages with and without anchors, a link inside a code block, images, a snippet import, components
// with href), and about 1 % of the links planted broken. Deterministic, so both tools see the same tree.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface PlantedLink {
  /** Page file relative to the site root. */
  file: string;
  /** 0-based line of the link. */
  line: number;
  url: string;
}

export interface GeneratedSite {
  dir: string;
  pageFiles: string[];
  planted: PlantedLink[];
  links: number;
}

const PER_FOLDER = 100;
/** One link in this many is planted broken (~1 %). */
const BROKEN_EVERY = 97;

function pageId(n: number): string {
  return `section-${Math.floor(n / PER_FOLDER)}/page-${n % PER_FOLDER}`;
}

export function generatePagesSite(dir: string, pages: number): GeneratedSite {
  mkdirSync(dir, { recursive: true });
  const planted: PlantedLink[] = [];
  const pageFiles: string[] = [];
  let linkCount = 0;
  const navigation: { group: string; pages: string[] }[] = [];
  for (let folder = 0; folder * PER_FOLDER < pages; folder++) {
    mkdirSync(join(dir, `section-${folder}`), { recursive: true });
    const ids: string[] = [];
    for (let n = folder * PER_FOLDER; n < Math.min(pages, (folder + 1) * PER_FOLDER); n++) ids.push(pageId(n));
    navigation.push({ group: `Section ${folder}`, pages: ids });
  }
  mkdirSync(join(dir, 'images'), { recursive: true });
  mkdirSync(join(dir, 'snippets'), { recursive: true });
  for (let i = 0; i < 50; i++) writeFileSync(join(dir, 'images', `diagram-${i}.png`), '');
  writeFileSync(join(dir, 'snippets', 'note.mdx'), '<Note>Shared note with a [link](/section-0/page-1).</Note>\n');
  writeFileSync(join(dir, 'mint.json'), JSON.stringify({ name: 'Bench', navigation }, null, 2));
  writeFileSync(
    join(dir, 'index.mdx'),
    '---\ntitle: Home\n---\n\n## Welcome\n\nStart at [the first page](/section-0/page-0).\n',
  );

  for (let n = 0; n < pages; n++) {
    const file = `${pageId(n)}.mdx`;
    const lines: string[] = [];
    /** A link to another page; every BROKEN_EVERY-th link leads nowhere. */
    const link = (target: number, anchor = ''): string => {
      linkCount++;
      if (linkCount % BROKEN_EVERY === 0) {
        const url = `/section-${target % 7}/missing-${linkCount}${anchor}`;
        planted.push({ file, line: lines.length, url });
        return url;
      }
      return `/${pageId(target % pages)}${anchor}`;
    };
    lines.push(
      '---',
      `title: "Page ${n}"`,
      `description: "What page ${n} is about, in one sentence."`,
      'icon: "rocket"',
      '---',
      '',
    );
    lines.push("import Note from '/snippets/note.mdx';", '');
    lines.push('## Overview', '');
    lines.push(`This page explains topic ${n}. Read [the next page](${link(n + 1)}) first, and keep **this** in mind.`);
    lines.push('');
    lines.push('<Note />', '');
    lines.push('## Setup steps', '');
    lines.push('<Steps>', '  <Step title="Install">');
    lines.push(`    Install it as [described here](${link(n + 7, '#setup-steps')}).`);
    lines.push('  </Step>', '</Steps>', '');
    lines.push('```js', '// [not a link](/in-code-block)', 'const answer = 42;', '```', '');
    lines.push(`![Diagram ${n}](/images/diagram-${n % 50}.png)`, '');
    lines.push('<CardGroup cols={2}>');
    lines.push(`  <Card title="Related" href="${link(n + 13)}">A related page.</Card>`);
    lines.push(`  <Card title="Overview" href="${link(n + 29, '#overview')}">Its overview.</Card>`);
    lines.push('</CardGroup>', '');
    lines.push('## Details', '');
    lines.push(
      `Use \`inline [code](/not-a-link)\` freely. See [the home page](/) and [page ${n + 3}](${link(n + 3)}).`,
      '',
    );
    writeFileSync(join(dir, file), lines.join('\n'));
    pageFiles.push(file);
  }
  return { dir, pageFiles, planted, links: linkCount };
}
