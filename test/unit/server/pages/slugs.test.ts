// The ids a page renders, one minimal page per rule (docs/pages.md "Slug rules"). Each page is read by both page
// readers, which must agree; the expected ids are those the generator gives (checked against its code).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parsePageWithMdx } from '../../../../server/src/service/pages/mdxParse';
import { scanPage } from '../../../../server/src/service/pages/pageScanner';
import {
  componentSlug,
  hasAnchor,
  headingSlug,
  paramFieldId,
  slugCounter,
  slugify,
} from '../../../../server/src/service/pages/slugs';
import { SitePages } from '../../../../server/src/service/pages/sitePages';
import { WorkspaceIndex } from '../../../../server/src/service/workspace/workspaceIndex';
import { CONFIG, problems, ROOT } from './support';

/** The page's ids, sorted; asserts the fast scanner (when it reads the page) agrees with the MDX parser. */
function ids(text: string): string[] {
  const parsed = parsePageWithMdx(text);
  assert.equal(parsed.parseError, undefined);
  const scanned = scanPage(text);
  if (scanned) assert.deepEqual([...scanned.anchors].sort(), [...parsed.anchors].sort(), 'the two readers differ');
  return [...parsed.anchors].sort();
}

/** The ids of a page's headings, in order. */
function headingIds(text: string): string[] {
  return parsePageWithMdx(text).headings.map((h) => h.id);
}

test('only heading levels 1-4 get an id', () => {
  assert.deepEqual(headingIds('# One\n\n## Two\n\n### Three\n\n#### Four\n\n##### Five\n\n###### Six\n'), [
    'one',
    'two',
    'three',
    'four',
    '',
    '',
  ]);
  assert.deepEqual(ids('##### Five\n'), []);
});

test('underscores, letter case of the text, and kept punctuation', () => {
  assert.deepEqual(ids('## CONSOLE_API_URL\n'), ['console_api_url']);
  assert.deepEqual(ids('## Provider Slug + Auth\n'), ['provider-slug-+-auth']);
  assert.deepEqual(ids('## 6. Security & Compliance\n'), ['6-security-&-compliance']);
  assert.deepEqual(ids('## Reasoning / Thinking\n'), ['reasoning-/-thinking']);
  assert.deepEqual(ids('## Server-Side Configuration (`config.toml`)\n'), ['server-side-configuration-config-toml']);
});

test('other scripts are kept as written; a trailing zero-width space stays in the id', () => {
  assert.deepEqual(ids('## 方法：サインイン\n'), ['方法：サインイン']);
  assert.deepEqual(ids('## Überblick 概要\n'), ['überblick-概要']);
  assert.deepEqual(ids('## Setup\u200b\n'), ['setup\u200b']);
});

test('apostrophes are dropped; punctuation the page cleans out and emoji go', () => {
  assert.deepEqual(ids("## Can't connect\n"), ['cant-connect']);
  assert.deepEqual(ids("## See what's set\n"), ['see-whats-set']);
  assert.deepEqual(ids('## Example: connect\n'), ['example-connect']);
  assert.deepEqual(ids('## What’s new?\n'), ['what’s-new']);
  assert.deepEqual(ids('## 🚀 Launch\n'), ['-launch']);
});

test('the second heading with the same text gets -2, the third -3; explicit ids share the count', () => {
  assert.deepEqual(headingIds('## Setup\n\n## Setup\n\n## Setup\n'), ['setup', 'setup-2', 'setup-3']);
  assert.deepEqual(headingIds('## Install {#setup}\n\n## Setup\n'), ['setup', 'setup-2']);
  // Two titles whose slugs differ but whose rendered ids meet are told apart by the table of contents.
  assert.deepEqual(headingIds('## Why?\n\n## Why\n'), ['why', 'why-2']);
});

test('the slug counter: repeats by lower-cased slug, and a numbered slug after three of its stem', () => {
  const count = slugCounter();
  assert.deepEqual(['a', 'A', 'a', 'a-1', 'a-1'].map(count), ['a', 'A-2', 'a-3', 'a-1-1', 'a-1-2']);
  assert.equal(count(''), '');
});

test('explicit {#id}: cleaned like the generator does, any level', () => {
  assert.deepEqual(ids('## Install {#setup}\n'), ['setup']);
  assert.deepEqual(ids('## Install {#my id!}\n'), ['my-id']);
  assert.deepEqual(headingIds('##### Deep {#deep}\n'), ['deep']);
});

test('links may write kept punctuation percent-encoded', () => {
  const page = [
    '## Example: connect',
    '## Split configuration with $ref',
    '## Use @traceable / traceable',
    '[a](#example%3A-connect) [b](#split-configuration-with-%24ref) [c](#use-%40traceable-%2F-traceable) [d](#split-configuration-with-ref)',
  ].join('\n\n');
  assert.deepEqual(problems({ 'docs.json': CONFIG, 'p.mdx': page }, 'p.mdx'), [
    'page-anchor-missing@"#split-configuration-with-ref"',
  ]);
  assert.ok(hasAnchor(new Set(['use-@traceable-/-traceable']), 'use-@traceable-/-traceable'));
});

test("a link must match the id's letter case", () => {
  assert.deepEqual(problems({ 'docs.json': CONFIG, 'p.mdx': '## Setup\n\n[a](#Setup) [b](#setup)\n' }, 'p.mdx'), [
    'page-anchor-missing@"#Setup"',
  ]);
});

test('<ParamField> and <ResponseField> get param-<name> ids, repeats counted; <Expandable> none', () => {
  assert.deepEqual(ids('<ResponseField name="api.params" type="string">\nx\n</ResponseField>\n'), ['param-api-params']);
  assert.deepEqual(
    ids(
      '<ParamField body="userId" type="string">\nx\n</ParamField>\n\n<ParamField query="userId">\ny\n</ParamField>\n',
    ),
    ['param-user-id', 'param-user-id-1'],
  );
  assert.deepEqual(ids('<ParamField path="a" id="own">\nx\n</ParamField>\n'), ['own']);
  assert.deepEqual(
    ids('<Expandable title="properties">\n<ResponseField name="id">\nx\n</ResponseField>\n</Expandable>\n'),
    ['param-id'],
  );
  assert.equal(paramFieldId('HTTPCode', 0), 'param-http-code');
});

test('explicit id attributes: kept by elements, dropped by some components, cleaned by Heading/Step/Update', () => {
  assert.deepEqual(ids('<div id="Top_Part">\nx\n</div>\n'), ['Top_Part']);
  assert.deepEqual(ids('<Note id="n">\nx\n</Note>\n'), []);
  assert.deepEqual(ids('<Update label="v2" id="Release: 2!">\nx\n</Update>\n'), ['Release 2']);
  assert.deepEqual(ids('Text with <span id="inline">a span</span> and <a name="old">an anchor</a>.\n'), [
    'inline',
    'old',
  ]);
});

test("headings inside Accordion/Expandable/Update/Prompt keep their first id, outside the table of contents' dedupe", () => {
  // In the table of contents the explicit id would come second and get -2; inside an Accordion both are `setup`.
  assert.deepEqual(headingIds('<Accordion title="A">\n## Setup\n</Accordion>\n\n## Install {#setup}\n'), [
    'setup',
    'setup',
  ]);
  assert.deepEqual(headingIds('## Setup\n\n## Install {#setup}\n'), ['setup', 'setup-2']);
});

test('Step anchors: only with title size h2/h3 (own or from Steps) and without noAnchor', () => {
  assert.deepEqual(ids('<Steps>\n<Step title="First">\nx\n</Step>\n</Steps>\n'), []);
  assert.deepEqual(ids('<Steps titleSize="h2">\n<Step title="First">\nx\n</Step>\n</Steps>\n'), ['first']);
  assert.deepEqual(ids('<Steps>\n<Step title="First" titleSize="h3">\nx\n</Step>\n</Steps>\n'), ['first']);
  assert.deepEqual(ids('<Steps titleSize="h2">\n<Step title="First" noAnchor>\nx\n</Step>\n</Steps>\n'), []);
  assert.deepEqual(ids('<Steps>\n<Step title="First" titleSize="h4">\nx\n</Step>\n</Steps>\n'), []);
});

test('Update uses its label; Accordion and View slug their title their own way', () => {
  assert.deepEqual(ids('<Update label="v1.2" description="May">\nx\n</Update>\n'), ['v1-2']);
  assert.deepEqual(
    ids('<Accordion title="Tips & Tricks">\nx\n</Accordion>\n\n<Accordion title="Tips & Tricks">\ny\n</Accordion>\n'),
    ['tips-and-tricks', 'tips-and-tricks-1'],
  );
  assert.deepEqual(ids('<Accordion title="`npm` **install**">\nx\n</Accordion>\n'), ['npm-install']);
  assert.equal(componentSlug('Über Straße'), 'ueber-strasse');
});

test('Tab ids: the heading slug of the title (kept percent-encoded), repeats counted, explicit ids kept', () => {
  assert.deepEqual(
    ids(
      '<Tabs>\n<Tab title="npm">\nx\n</Tab>\n<Tab title="npm">\ny\n</Tab>\n<Tab title="Go" id="golang">\nz\n</Tab>\n</Tabs>\n',
    ),
    ['golang', 'npm', 'npm-2'],
  );
  assert.deepEqual(ids('<Tabs>\n<Tab title="日本語">\nx\n</Tab>\n</Tabs>\n'), [headingSlug('日本語')]);
  // A browser reaches such an id through the URL form of the link.
  assert.ok(hasAnchor(new Set([headingSlug('日本語')]), '日本語'));
});

test('a page in custom or frame mode gives its headings no id', () => {
  assert.deepEqual(ids('---\nmode: custom\n---\n\n## Setup\n'), []);
  assert.deepEqual(ids('---\nmode: "frame"\n---\n\n## Setup\n'), []);
  assert.deepEqual(ids('---\nmode: wide\n---\n\n## Setup\n'), ['setup']);
});

test('slugging a long heading stays linear', () => {
  const long = `${'word & more / '.repeat(20000)}end`;
  const started = performance.now();
  const id = slugify(long);
  assert.ok(id.endsWith('-end'));
  assert.ok(performance.now() - started < 500, 'a 280,000-character heading took too long');
});

test('headings of an imported snippet are anchors of the page that renders it; the snippet is read once', () => {
  const files: Record<string, string> = {
    'docs.json': CONFIG,
    'snippets/setup.mdx': '## Install the CLI\n',
    'a.mdx':
      "import Setup from '/snippets/setup.mdx';\n\n## Intro\n\n<Setup />\n\n[self](#install-the-cli) [gone](#uninstall)\n",
    'b.mdx': "import Setup from '/snippets/setup.mdx';\n\n<Setup />\n",
    'c.mdx': '[to a](/a#install-the-cli) [to b](/b#install-the-cli) [missing](/a#install)\n',
  };
  const reads = new Map<string, number>();
  const index = new WorkspaceIndex();
  index.addFiles(Object.keys(files).map((f) => `${ROOT}/${f}`));
  index.markScanned(ROOT);
  const pages = new SitePages({
    rootDir: ROOT,
    index,
    readFile: (path) => {
      reads.set(path, (reads.get(path) ?? 0) + 1);
      return files[path.slice(ROOT.length + 1)];
    },
  });
  const context = pages.context();
  const codes = (page: string) =>
    pages
      .check(`${ROOT}/${page}`, undefined, context)
      .map((d) => `${d.code}:${String(d.message).match(/"([^"]+)"/)?.[1]}`);
  assert.deepEqual(codes('a.mdx'), ['page-anchor-missing:uninstall']);
  assert.deepEqual(codes('c.mdx'), ['page-anchor-missing:install']);
  assert.deepEqual(codes('b.mdx'), []);
  assert.equal(reads.get(`${ROOT}/snippets/setup.mdx`), 1);
});
