// A page's front matter read the way the generator reads it. The generator takes the block with the `front-matter`
// package, which trims it and loads it with js-yaml 3; we read it with the `yaml` library (the one YAML library the
// extension ships) set up to agree with js-yaml 3 where real pages differ:
// - a quoted value may go on over several lines whatever their indentation (`title: "A long\ntitle"`, the second line
//   at column 0), and so may a flow list or map (`keywords: [a,\nb]`): js-yaml 3 reads both, `yaml` calls the lines
//   under-indented. A lexer that waives the indentation rule inside those tokens (and only there) keeps them whole;
//   a `---` or `...` line still ends the block, as it does for js-yaml;
// - timestamps (`lastUpdatedDate: 2024-05-01`) are dates, `<<` merges, and an unknown `!tag` fails the page, as in
//   js-yaml 3's default schema;
// - the block is trimmed first, as `front-matter` does (an indented first line is no longer indented).
// Still ours: duplicate keys are errors (js-yaml 3 throws on them too) and aliases are capped by `yaml`'s
// maxAliasCount, so a small block cannot expand into a huge value.
import { Composer, Lexer, Parser, Schema, type Document, type ParsedNode } from 'yaml';
import { readSimpleFrontMatter } from './frontMatterSimple';

export interface FrontMatterYaml {
  /** The document; undefined when the text is empty (no keys). */
  document?: Document.Parsed<ParsedNode>;
  /** The first problem that makes the generator reject the block, offsets relative to the block's text. */
  error?: { start: number; end: number; message: string };
  /** Where the trimmed text starts in the block (node ranges are relative to it). */
  offset: number;
}

type LexerState = {
  indentNext: number;
  parseQuotedScalar(): Generator<string, string>;
  parseFlowCollection(): Generator<string, string>;
};

/** `yaml`'s lexer with js-yaml 3's leniency about the indentation of a quoted scalar's or a flow collection's lines:
 * while it reads one of those, no indentation is required (nothing but the closing quote or bracket ends it). The
 * wrapped methods are internal to `yaml` (pinned in package.json); this module's tests fail if a version changes them.
 * They are wrapped once, on a subclass's prototype, so reading a block makes no closures. */
class LenientLexer extends Lexer {}
for (const name of ['parseQuotedScalar', 'parseFlowCollection'] as const) {
  const prototype = LenientLexer.prototype as unknown as LexerState;
  const read = prototype[name];
  prototype[name] = function* (this: LexerState) {
    const indent = this.indentNext;
    this.indentNext = 0;
    try {
      return yield* read.call(this);
    } finally {
      // An error inside may restart a line, which sets the indentation anew: keep that one.
      if (this.indentNext === 0) this.indentNext = indent;
    }
  };
}

// The schema is built once: a document given no schema builds its own, which costs as much as parsing a short block.
// Composing never changes it (only a document's clone or its node creation would).
const SCHEMA = new Schema({
  schema: 'core',
  resolveKnownTags: true,
  merge: true,
  customTags: ['timestamp', 'intTime', 'floatTime'],
});
/** The composer's options, and the simple reader's (its documents are made with the same schema). */
export const FRONT_MATTER_OPTIONS = {
  uniqueKeys: true,
  prettyErrors: false,
  schema: SCHEMA,
} satisfies ConstructorParameters<typeof Composer>[0];

/** Parses the YAML between the fences of a page's front matter: simple `key: value` lines directly
 * (frontMatterSimple.ts), anything else with the library. */
export function parseFrontMatterYaml(text: string): FrontMatterYaml {
  const offset = text.length - text.trimStart().length;
  const simple = readSimpleFrontMatter(text.trim(), FRONT_MATTER_OPTIONS);
  return simple ? { document: simple, offset } : parseFrontMatterYamlWithLibrary(text);
}

/** Parses the YAML between the fences with the library, whatever the block holds. */
export function parseFrontMatterYamlWithLibrary(text: string): FrontMatterYaml {
  const offset = text.length - text.trimStart().length;
  const source = text.trim();
  if (!source) return { offset };
  const lexer = new LenientLexer();
  const parser = new Parser();
  const composer = new Composer<ParsedNode, true>(FRONT_MATTER_OPTIONS);
  const tokens = (function* () {
    for (const lexeme of lexer.lex(source)) yield* parser.next(lexeme);
    yield* parser.end();
  })();
  const documents = [...composer.compose(tokens, true, source.length)];
  const document = documents[0];
  const problem = document.errors[0] ?? document.warnings.find((w) => w.code === 'TAG_RESOLVE_FAILED');
  if (problem)
    return { document, offset, error: { start: problem.pos[0], end: problem.pos[1], message: problem.message } };
  if (documents.length > 1) {
    const start = documents[1].range[0];
    return {
      document,
      offset,
      error: { start, end: start + 3, message: 'Only one YAML document is allowed (a second `---` starts another)' },
    };
  }
  return { document, offset };
}
