// Differential test of front matter reading against the generator's own reader: the `front-matter` package with its
// js-yaml 3 (a devDependency at the generator's version, used only as a test oracle; DOCSITE_ORACLE_DIR may name
// another folder whose node_modules holds it). For the front matter of every page of the real corpora and for tricky
// cases written here, our verdict must be the generator's: valid or not, and when valid the same keys and values.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { test } from 'node:test';
import { parseFrontMatterYaml } from '../../../../server/src/service/pages/frontMatterYaml';
import { findFrontMatter, frontMatterText } from '../../../../server/src/service/pages/parsePage';
import { corpusPageFiles, corpusSkip, inCorpus } from '../../../support/corpus';

const ORACLE_DIR = resolve(process.env.DOCSITE_ORACLE_DIR ?? join(__dirname, '../../../..'));
const skip = existsSync(join(ORACLE_DIR, 'node_modules', 'front-matter'))
  ? false
  : `the \`front-matter\` package (js-yaml 3) is not installed under ${ORACLE_DIR} (npm ci installs it)`;
type Extract = (text: string) => { attributes: unknown };
const frontMatter: Extract | undefined = skip
  ? undefined
  : (createRequire(join(ORACLE_DIR, 'node_modules', 'index.js'))('front-matter') as Extract);

/** The generator's verdict: the attributes as JSON, or "error". */
function theirs(text: string): string {
  try {
    return JSON.stringify(frontMatter!(text).attributes);
  } catch {
    return 'error';
  }
}

/** Ours, through the same block finder and parser as the page checks. */
function ours(text: string): string {
  const block = findFrontMatter(text);
  if (!block) return '{}';
  const parsed = parseFrontMatterYaml(frontMatterText(block, text));
  if (parsed.error) return 'error';
  return JSON.stringify(plain(parsed.document?.toJS({ mapAsMap: true }) ?? {}));
}

/** Maps as objects with keys as JavaScript makes them (`null` -> "null"), as the page checks read keys. */
function plain(value: unknown): unknown {
  if (value instanceof Map) return Object.fromEntries([...value].map(([k, v]) => [String(k), plain(v)]));
  if (Array.isArray(value)) return value.map(plain);
  return value;
}

test('every corpus page: the same front matter verdict as the generator', { skip: skip || corpusSkip() }, () => {
  const corpus = inCorpus();
  const files = corpusPageFiles();
  assert.ok(files.length > 1000, `corpus pages found: ${files.length}`);
  const differences: string[] = [];
  let withFrontMatter = 0;
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    if (findFrontMatter(text)) withFrontMatter++;
    const [a, b] = [theirs(text), ours(text)];
    if (a !== b)
      differences.push(`${file.slice(corpus.length + 1)}: generator ${a.slice(0, 120)}, ours ${b.slice(0, 120)}`);
  }
  assert.deepEqual(differences, []);
  assert.ok(withFrontMatter > 1000, `pages with front matter: ${withFrontMatter}`);
});

/** YAML that real pages hold or could: where js-yaml 3 and a strict YAML 1.2 reader disagree, and where they agree. */
const TRICKY = [
  'title: "Hello\nworld"',
  "title: 'Hello\nworld'",
  'title: "Hello\n\nworld"',
  'title: "a\\\nb"',
  'title: "Hello\n---x"',
  'title: "x\n  y\nz"\nb: 2',
  'a:\n  b: "x\ny"',
  '- "a\nb"',
  'keywords: [x,\ny]',
  'a: {b: 1,\nc: 2}',
  'description:',
  'description:\ntitle: x',
  'hidden: yes',
  'hidden: True',
  'lastUpdatedDate: 2024-01-02',
  'a: 2024-01-02T10:00:00Z',
  'a: 1:20',
  'a: &x 1\nb: *x',
  'a: &x {k: 1}\n<<: *x',
  'a: 1\na: 2',
  'a: !foo 1',
  'a: !!str 1',
  'a: 1\n---\nb: 2',
  'a: @foo',
  'a: "unterminated',
  'a: [1, 2',
  'title: Foo: bar',
  'title: foo #bar',
  'null: x',
  'title: Hello\nworld',
  'a: "x"y',
  'a: "\\q"',
  '  title: x\ndescription: y',
  '  title: x\n  description: y',
  'a: |\n  x\n  y',
  'a: "tab\there"',
  '',
  '# only a comment',
  'just a string',
];

test('tricky cases: the same verdict as the generator', { skip }, () => {
  const differences: string[] = [];
  for (const yaml of TRICKY) {
    const page = `---\n${yaml}\n---\n\nBody\n`;
    const [a, b] = [theirs(page), ours(page)];
    if (a !== b) differences.push(`${JSON.stringify(yaml)}: generator ${a}, ours ${b}`);
  }
  assert.deepEqual(differences, []);
});
