// Differential test of the page ids: over every page of the real sites (the corpus's `pages/*` and
// `bigsites/*`), the ids our readers give equal the ids the generator's own build steps give. The
// generator's `@mintlify/common` is a devDependency used as a test oracle only (Elastic-2.0, never bundled); the
// folder named by DOCSITE_ORACLE_DIR (holding node_modules/@mintlify/common) replaces it, to try another version.
//
// The generator's side, from its own code: the page text through its custom-id preprocessing and its parser, then
// its title-markdown, component-id, table-of-contents and parameter-field-id passes (the order of its page build);
// the ids are the table of contents' slugs (cleaned, as the page renders them) plus the `id` of every block element
// that passes one on (cleaned for the components that clean it), as its link checker collects them. To that the
// test adds what any browser also treats as a target and the generator's checker does not collect: the `id` of
// inline elements and the `name` of `<a>`.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { frontMatterText, parsePage } from '../../../../server/src/service/pages/parsePage';
import { corpusSkip, inCorpus } from '../../../support/corpus';

const ORACLE_DIR = process.env.DOCSITE_ORACLE_DIR;
const COMMON = join(ORACLE_DIR ?? resolve(__dirname, '../../../..'), 'node_modules/@mintlify/common');
const skip = !existsSync(join(COMMON, 'package.json'))
  ? `the generator's package is not installed at ${COMMON} (npm ci installs it; DOCSITE_ORACLE_DIR names another folder holding it)`
  : corpusSkip();

/* eslint-disable @typescript-eslint/no-explicit-any -- the generator's modules are untyped here */
interface Oracle {
  ids(text: string, mode: string | undefined): Set<string>;
}

async function loadOracle(): Promise<Oracle> {
  const load = (path: string) => import(pathToFileURL(join(COMMON, 'dist', path)).href);
  const common = await load('index.js');
  const { remarkParseTitleMarkdown } = await load('mdx/plugins/remark/remarkTitleMarkdown.js');
  const withoutId: Set<string> = common.COMPONENTS_WITHOUT_ID;
  const cleaned: Set<string> = common.COMPONENTS_WITH_CLEANED_ID;
  return {
    ids(text, mode) {
      const extracts: any = {};
      const metadata = mode ? { mode } : undefined;
      const processor = common
        .coreRemark()
        .use(remarkParseTitleMarkdown)
        .use(common.remarkComponentIds, metadata)
        .use(common.remarkExtractTableOfContents, extracts, metadata);
      const tree = processor.parse(common.preprocessCustomHeadingIds(text));
      processor.runSync(tree);
      common.rehypeParamFieldIds()(tree);
      const ids = new Set<string>();
      const sections = (list: any[]) => {
        for (const section of list) {
          ids.add(common.cleanHeadingId(section.slug));
          sections(section.children);
        }
      };
      sections(extracts.tableOfContents ?? []);
      const stack: any[] = [tree];
      while (stack.length) {
        const node = stack.pop();
        if (node.children) stack.push(...node.children);
        if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') continue;
        const attribute = (name: string) =>
          node.attributes.find((a: any) => a.type === 'mdxJsxAttribute' && a.name === name)?.value;
        const id = attribute('id');
        if (typeof id === 'string' && id && !withoutId.has(node.name ?? ''))
          ids.add(cleaned.has(node.name) ? common.cleanHeadingId(id) : id);
        const name = attribute('name');
        if (node.name === 'a' && typeof name === 'string' && name) ids.add(name);
      }
      ids.delete('');
      return ids;
    },
  };
}
/* eslint-enable @typescript-eslint/no-explicit-any */

function pageFiles(folder: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (!entry.name.startsWith('.') && entry.name !== 'node_modules') walk(join(dir, entry.name));
      } else if (/\.mdx?$/.test(entry.name)) files.push(join(dir, entry.name));
    }
  };
  walk(folder);
  return files.sort();
}

function corpusPages(): string[] {
  const roots = ['pages', 'bigsites'].map((f) => inCorpus(f)).filter(existsSync);
  return roots.flatMap((root) =>
    readdirSync(root, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .flatMap((e) => pageFiles(join(root, e.name))),
  );
}

test("every page of the real sites: our ids equal the generator's", { skip }, async (t) => {
  const oracle = await loadOracle();
  const corpus = inCorpus();
  const files = corpusPages();
  assert.ok(files.length > 1000, `expected the real sites' pages, found ${files.length}`);
  let compared = 0;
  let ids = 0;
  const differences: string[] = [];
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const ours = parsePage(text);
    if (ours.parseError) continue;
    let theirs: Set<string>;
    try {
      theirs = oracle.ids(
        text,
        /^mode[ \t]*:[ \t]*["']?([a-z]+)/m.exec(ours.frontMatter ? frontMatterText(ours.frontMatter, text) : '')?.[1],
      );
    } catch {
      continue; // the generator's parser rejects the page (its syntax differs from ours there: not an id question)
    }
    compared++;
    ids += theirs.size;
    const missing = [...theirs].filter((id) => !ours.anchors.has(id));
    const extra = [...ours.anchors].filter((id) => !theirs.has(id));
    if (missing.length || extra.length)
      differences.push(
        `${file.slice(corpus.length + 1)}: generator only ${JSON.stringify(missing)}, ours only ${JSON.stringify(extra)}`,
      );
  }
  t.diagnostic(`${compared} pages, ${ids} ids compared`);
  assert.ok(compared > 1000, `${compared} pages compared`);
  assert.ok(ids > 10000, `${ids} ids compared`);
  assert.deepEqual(differences, [], `${differences.length} of ${compared} pages differ`);
});
