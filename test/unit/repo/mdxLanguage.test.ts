// The MDX language the extension contributes: `.mdx` files get the language id the MDX project's extension uses and a
// grammar under that project's scope name, so an installed MDX extension's grammar replaces ours (VS Code registers
// extensions in order of their folder names and the last grammar for a scope wins), and ours is there otherwise.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { test } from 'node:test';

const ROOT = resolve(__dirname, '../../..');
const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  contributes: {
    languages: { id: string; extensions?: string[]; configuration?: string }[];
    grammars: { language?: string; scopeName: string; path: string; embeddedLanguages?: Record<string, string> }[];
  };
};

interface Rule {
  include?: string;
  patterns?: Rule[];
  begin?: string;
  end?: string;
  match?: string;
}

void test('.mdx files get the language "mdx" with a grammar under the scope "source.mdx"', () => {
  const language = manifest.contributes.languages.find((l) => l.id === 'mdx');
  assert.ok(language, 'a language "mdx" is contributed');
  assert.deepEqual(language.extensions, ['.mdx']);
  const configuration = JSON.parse(readFileSync(join(ROOT, language.configuration!), 'utf8')) as {
    comments: { blockComment: string[] };
  };
  assert.deepEqual(configuration.comments.blockComment, ['{/*', '*/}'], 'Toggle Block Comment writes an MDX comment');
  const grammar = manifest.contributes.grammars.find((g) => g.language === 'mdx');
  assert.ok(grammar, 'a grammar for "mdx"');
  assert.equal(grammar.scopeName, 'source.mdx');
  const file = JSON.parse(readFileSync(join(ROOT, grammar.path), 'utf8')) as { scopeName: string };
  assert.equal(file.scopeName, grammar.scopeName);
});

void test('the grammar refers only to its own rules and to grammars VS Code itself ships', () => {
  const grammar = manifest.contributes.grammars.find((g) => g.language === 'mdx')!;
  const file = JSON.parse(readFileSync(join(ROOT, grammar.path), 'utf8')) as {
    patterns: Rule[];
    repository: Record<string, Rule>;
  };
  const includes: string[] = [];
  const walk = (rule: Rule) => {
    if (rule.include) includes.push(rule.include);
    rule.patterns?.forEach(walk);
  };
  file.patterns.forEach(walk);
  Object.values(file.repository).forEach(walk);
  for (const include of includes) {
    if (include.startsWith('#')) assert.ok(Object.hasOwn(file.repository, include.slice(1)), `no rule ${include}`);
    // Built into VS Code: the Markdown, JavaScript and YAML extensions.
    else
      assert.ok(
        ['text.html.markdown', 'source.js', 'source.yaml'].includes(include),
        `${include} is not a grammar VS Code ships`,
      );
  }
  assert.ok(includes.includes('text.html.markdown'), "the Markdown itself is VS Code's grammar");
  // Each embedded region is declared, so VS Code treats its text as JavaScript or YAML (comments, brackets, snippets).
  for (const name of [
    'meta.embedded.block.frontmatter',
    'meta.embedded.block.esm.mdx',
    'meta.embedded.expression.mdx',
  ]) {
    assert.ok(grammar.embeddedLanguages?.[name], `embeddedLanguages lacks ${name}`);
  }
});

void test('the JSX tag rule starts at a component or a fragment, not at a lone "<"', () => {
  const file = JSON.parse(readFileSync(join(ROOT, 'languages/mdx.tmLanguage.json'), 'utf8')) as {
    repository: Record<string, Rule>;
  };
  // This rule's syntax is the same in JavaScript and Oniguruma.
  const begin = new RegExp(file.repository.jsxTag.begin!);
  assert.equal(begin.exec('<Card title="x">')?.[2], 'Card');
  assert.equal(begin.exec('</Card>')?.[2], 'Card');
  assert.ok(begin.test('<>'));
  assert.ok(!begin.test('a < b'));
});
