// What the generator ignores: its defaults (by any segment of the path, letter case ignored) and a site's
// `.mintignore` in gitignore syntax.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DEFAULT_IGNORE_RULES, ignoreRulesFrom } from '../../../../server/src/service/workspace/ignoreRules';
import { corpusSkip, inCorpus } from '../../../support/corpus';

test('default ignores: repository documents and tool folders at any depth, letter case ignored; nothing else', () => {
  const ignored = [
    'README.md',
    'readme.md',
    'guides/CHANGELOG.md',
    'LICENSE.md',
    'a/CONTRIBUTING.md',
    '.github/x.md',
    'a/.vscode/b.mdx',
    'node_modules/p/doc.md',
    'a/.cursor/r.mdx',
  ];
  const kept = [
    'index.mdx',
    'guides/readme-first.mdx',
    'license.mdx',
    'a.github/x.md',
    'my_node_modules_notes.mdx',
    'AGENTS.md',
    'skill.md',
  ];
  for (const path of ignored) assert.equal(DEFAULT_IGNORE_RULES.ignores(path), true, path);
  for (const path of kept) assert.equal(DEFAULT_IGNORE_RULES.ignores(path), false, path);
  assert.equal(
    DEFAULT_IGNORE_RULES.ignores('/ws/site/docs/README.md', '/ws/site/'.length),
    true,
    'a relative part of a longer path',
  );
  assert.equal(
    DEFAULT_IGNORE_RULES.ignores('/ws/.hidden/site/page.mdx', '/ws/.hidden/site/'.length),
    false,
    'only the part below the root counts',
  );
});

test('.mintignore: gitignore syntax over the defaults; an empty file changes nothing', () => {
  const rules = ignoreRulesFrom('# comment\n_deprecated\n*.draft.mdx\n/root-only.mdx\n!_deprecated/keep.mdx\n');
  assert.equal(rules.ignores('_deprecated/old.mdx'), true);
  assert.equal(rules.ignores('guides/_deprecated/old.mdx'), true, 'a name without a slash matches at any depth');
  assert.equal(rules.ignores('notes.draft.mdx'), true);
  assert.equal(rules.ignores('root-only.mdx'), true);
  assert.equal(rules.ignores('guides/root-only.mdx'), false, 'a leading slash anchors to the root');
  assert.equal(rules.ignores('README.md'), true, 'the defaults still apply');
  assert.equal(rules.ignores('guides/intro.mdx'), false);
  assert.equal(ignoreRulesFrom('\n  \n'), DEFAULT_IGNORE_RULES);
});

test(
  "the same verdicts as the generator's own matcher (@mintlify/common, a test oracle) on every listed path of the corpus",
  { skip: corpusSkip('pages') || corpusSkip('bigsites') },
  async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { isMintIgnored, processMintIgnoreString } = (await import('@mintlify/common')) as {
      isMintIgnored(path: string, globs: string[]): boolean;
      processMintIgnoreString(text: string): string[];
    };
    const corpus = inCorpus();
    const mintignore = '_deprecated\ndocusaurus\n*.draft.mdx\n/api/**/old-*\n!docusaurus/keep.md';
    const ours = ignoreRulesFrom(mintignore);
    const globs = processMintIgnoreString(mintignore);
    let compared = 0;
    for (const folder of [join(corpus, 'pages'), join(corpus, 'bigsites')]) {
      for (const list of readdirSync(folder).filter((name) => name.endsWith('.files.txt'))) {
        for (const path of readFileSync(join(folder, list), 'utf8').split('\n').filter(Boolean)) {
          if (!/\.mdx?$/.test(path)) continue;
          assert.equal(ours.ignores(path), isMintIgnored(path, globs), path);
          assert.equal(DEFAULT_IGNORE_RULES.ignores(path), isMintIgnored(path, []), path);
          compared++;
        }
      }
    }
    assert.ok(compared > 2000, `compared ${compared} paths`);
  },
);

test('a dependency folder in any letter case is ignored by the defaults, as by the matcher of a `.mintignore`', () => {
  const withFile = ignoreRulesFrom('drafts/\n');
  for (const path of ['Node_Modules/p/doc.md', 'a/NODE_MODULES/b.mdx', 'a/node_Modules/c/d.md']) {
    assert.equal(DEFAULT_IGNORE_RULES.ignores(path), true, path);
    assert.equal(withFile.ignores(path), true, `${path} with a .mintignore`);
  }
  assert.equal(DEFAULT_IGNORE_RULES.ignores('a/Node_Modules-x/b.mdx'), false);
  assert.equal(DEFAULT_IGNORE_RULES.ignores('x/a/node_modules/b.mdx', 'x/'.length), true);
});
