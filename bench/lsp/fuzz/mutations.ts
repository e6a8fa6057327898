// Hostile configs for the fuzz runs, each built from a seed text by one seeded mutation. LSP carries text as
// JSON strings, so "invalid UTF-8" takes two forms here: text with lone surrogates, NULs, BOMs and replacement
// characters (what a server can actually be handed as a document), and raw invalid byte sequences written straight
// into the JSON-RPC message, which the transport must decode without falling over (see `rawBytes`).
import {
  FAN_OUT_REF,
  HOSTILE_EVENT_PATHS,
  HOSTILE_FOLDER,
  HOSTILE_PAGES,
  MERGE_KEYS_SPEC,
  shapePages,
} from './hostileFiles';
import type { Random } from './random';

export interface FuzzInput {
  /** Which mutation made it (printed with a failure). */
  kind: string;
  text: string;
  /** When set, the text is sent in a hand-framed message with these raw bytes spliced between its pieces. */
  rawBytes?: Buffer[];
  /** Where the hover after it is asked (an offset in `text`), instead of a random position. */
  hoverAt?: number;
  /** File events sent before it (paths relative to the site root; 1 created, 3 deleted). */
  fileEvents?: { path: string; type: 1 | 3 }[];
}

export interface MutationLimits {
  /** Largest nesting depth generated (real configs: < 10; the server refuses > 256 before parsing). */
  maxDepth: number;
  /**
   * Largest input generated, in UTF-16 characters (what the server's size check counts), seed text included: the
   * mutations that build a huge string, run or nesting size it so the whole input stays within this.
   */
  maxInputLength: number;
}

export const SHORT_LIMITS: MutationLimits = { maxDepth: 20_000, maxInputLength: 500_000 };
/** The long run's inputs reach 8 MB (8 × 1024 × 1024 characters). */
export const LONG_LIMITS: MutationLimits = { maxDepth: 100_000, maxInputLength: 8 * 1024 * 1024 };

type Mutation = (seed: string, random: Random, limits: MutationLimits) => FuzzInput;

const JSON_PUNCTUATION = ['{', '}', '[', ']', '"', ':', ',', '\\', ' ', '\n', '/', '*', '0', 'e', '-', '.', 't', 'n'];
const ODD_CHARACTERS = [
  '\uD800',
  '\uDFFF',
  '\uFFFD',
  '\u0000',
  '\uFEFF',
  '\u2028',
  '\u2029',
  '\u0301',
  '😀',
  '\u202E',
  '\r',
  '\t',
  '\u001B',
];
const ODD_VALUES = [
  'null',
  'true',
  '0',
  '-0',
  '1e999',
  '-1e-999',
  '123456789012345678901234567890',
  '[]',
  '{}',
  '""',
  '"\\u0000"',
  '"\\ud800"',
  '[[[[]]]]',
  '{"":""}',
  '"#GGG"',
  '"#12345"',
  '"../../../etc/passwd"',
  '"/abs/page"',
  '"C:\\\\x"',
  '"section-0/page-0.mdx"',
  '"*"',
  '"**/*"',
  '"%2e%2e/x"',
  '" "',
  '"page?x=1#y"',
];
const INVALID_UTF8 = [
  [0xff],
  [0xfe],
  [0xc0, 0xaf],
  [0xe0, 0x80, 0xaf],
  [0xed, 0xa0, 0x80],
  [0xf4, 0x90, 0x80, 0x80],
  [0xc3],
  [0xe2, 0x82],
  [0x80],
  [0xbf, 0xbf],
  [0xf8, 0x88, 0x80, 0x80, 0x80],
];

const mutations: Record<string, Mutation> = {
  flipCharacters(seed, random) {
    const chars = [...seed];
    const flips = random.int(1, 8);
    for (let i = 0; i < flips && chars.length > 0; i++) {
      chars[random.int(0, chars.length - 1)] = random.chance(0.7)
        ? random.pick(JSON_PUNCTUATION)
        : String.fromCharCode(random.int(0, 0xffff));
    }
    return { kind: 'flipCharacters', text: chars.join('') };
  },
  truncate(seed, random) {
    return { kind: 'truncate', text: seed.slice(0, random.int(0, seed.length)) };
  },
  deleteSpan(seed, random) {
    const start = random.int(0, seed.length);
    return {
      kind: 'deleteSpan',
      text: seed.slice(0, start) + seed.slice(Math.min(seed.length, start + random.int(1, 200))),
    };
  },
  duplicateSpan(seed, random) {
    const start = random.int(0, seed.length);
    const span = seed.slice(start, start + random.int(1, 500));
    const at = random.int(0, seed.length);
    return { kind: 'duplicateSpan', text: seed.slice(0, at) + span.repeat(random.int(1, 20)) + seed.slice(at) };
  },
  replaceValue(seed, random) {
    // Swap the value after a random colon or inside an array for something of another type or shape.
    const colon = seed.indexOf(':', random.int(0, seed.length));
    if (colon < 0) return { kind: 'replaceValue', text: seed + random.pick(ODD_VALUES) };
    const end = seed.slice(colon + 1).search(/[,}\]]/);
    const stop = end < 0 ? seed.length : colon + 1 + end;
    return { kind: 'replaceValue', text: `${seed.slice(0, colon + 1)} ${random.pick(ODD_VALUES)}${seed.slice(stop)}` };
  },
  oddCharacters(seed, random) {
    const chars = [...seed];
    const count = random.int(1, 10);
    for (let i = 0; i < count; i++) chars.splice(random.int(0, chars.length), 0, random.pick(ODD_CHARACTERS));
    // Sometimes split a surrogate pair too, leaving halves the UTF-16 text cannot encode.
    const text = chars.join('');
    const cut = random.int(0, text.length);
    return { kind: 'oddCharacters', text: random.chance(0.3) ? text.slice(0, cut) + '\uD83D' + text.slice(cut) : text };
  },
  bom(seed, random) {
    return { kind: 'bom', text: random.chance(0.5) ? '\uFEFF' + seed : '\uFEFF\uFEFF' + seed.replace('{', '{\uFEFF') };
  },
  deepNesting(seed, random, limits) {
    const open = random.pick(['[', '{"a":', '{"group":"g","pages":[']);
    const close = open === '[' ? ']' : open === '{"a":' ? '}' : ']}';
    // As deep as the limits allow, and no longer than the size limit either.
    const deepest = Math.floor((limits.maxInputLength - seed.length - RUN_FRAMING) / (open.length + close.length));
    const depth = Math.min(random.int(100, limits.maxDepth), Math.max(100, deepest));
    const nested = open.repeat(depth) + (random.chance(0.5) ? close.repeat(depth) : '');
    // Either the whole document, or planted where the navigation's pages go.
    const text = random.chance(0.5) ? nested : seed.replace('"pages": [', `"pages": [${nested},`);
    return { kind: `deepNesting(${depth})`, text };
  },
  hugeString(seed, random, limits) {
    const length = runLength(seed, 1, random, limits);
    const filler = random.pick(['a', '\\"', '\\u0000', '😀', '/', 'é']).repeat(length).slice(0, length);
    const where = random.int(0, 2);
    const text =
      where === 0
        ? seed.replace('"name": "', `"name": "${filler}`)
        : where === 1
          ? seed.replace('"pages": [', `"pages": ["${filler}",`)
          : seed.replace('{', `{"${filler}": 1,`);
    return { kind: `hugeString(${length}, at ${['name', 'page', 'key'][where]})`, text };
  },
  wideObject(seed, random) {
    const keys = random.int(100, 20_000);
    const members = Array.from({ length: keys }, (_, i) => `"k${random.chance(0.1) ? 0 : i}": ${i}`).join(',');
    return { kind: `wideObject(${keys})`, text: seed.replace('{', `{${members},`) };
  },
  manyPages(seed, random) {
    const count = random.int(100, 20_000);
    const pages = Array.from({ length: count }, (_, i) => `"${random.pick(['', '../', '/', 'x/'])}p-${i % 997}"`).join(
      ',',
    );
    return { kind: `manyPages(${count})`, text: seed.replace('"pages": [', `"pages": [${pages},`) };
  },
  commentsAndCommas(seed, random) {
    let text = seed.replace(/,\n/g, () => (random.chance(0.2) ? ',,\n' : random.chance(0.2) ? ', // c\n' : ',\n'));
    if (random.chance(0.5)) text = text.replace(/\]/g, () => (random.chance(0.3) ? ',]' : ']'));
    if (random.chance(0.3)) text = `/* unterminated ${text}`;
    return { kind: 'commentsAndCommas', text };
  },
  randomBytes(_seed, random) {
    const length = random.int(0, 4_000);
    let text = '';
    for (let i = 0; i < length; i++) text += String.fromCharCode(random.int(0, 0xffff));
    return { kind: 'randomBytes', text };
  },
  hostilePages(seed, random) {
    // Entries naming the site's hostile files (links to devices, to /, loops, a FIFO), hover on one of them, and the
    // links announced as created (as after a git pull), plus deletes of paths the index never held.
    const pages = Array.from({ length: random.int(1, 6) }, () => random.pick(HOSTILE_PAGES));
    const entries = pages.map((page) => JSON.stringify(page)).join(', ');
    const anchor = '"pages": [';
    const at = seed.indexOf(anchor);
    const text =
      at < 0
        ? `{"navigation": [{"group": "H", "pages": [${entries}]}]}`
        : `${seed.slice(0, at + anchor.length)}${entries}, ${seed.slice(at + anchor.length)}`;
    const hoverAt = (at < 0 ? text.indexOf('[', text.indexOf('"pages"')) + 1 : at + anchor.length) + 2;
    const fileEvents = [
      ...Array.from({ length: random.int(0, 3) }, () => ({ path: random.pick(HOSTILE_EVENT_PATHS), type: 1 as const })),
      ...Array.from({ length: random.int(0, 200) }, (_, i) => ({
        path: `.cache/never-indexed-${i}`,
        type: 3 as const,
      })),
    ];
    return { kind: 'hostilePages', text, hoverAt, fileEvents };
  },
  regexBait(seed, random, limits) {
    // Inputs that made a regex or a per-item scan super-linear: a url of slashes, pages of slashes, unknown icons by
    // the thousand, anchors by the thousand, runs of white space before a comment sign.
    const which = random.int(0, 4);
    // The page and white-space baits put two runs of this size in the input.
    const size = runLength(seed, which === 1 || which === 4 ? 2 : 1, random, limits);
    const insertTop = (members: string) => seed.replace('{', `{${members},`);
    if (which === 0)
      return {
        kind: `regexBait(url of ${size} slashes)`,
        text: insertTop(`"anchors": [{"name": "A", "url": "x${'/'.repeat(size)}y"}]`),
      };
    if (which === 1)
      return {
        kind: `regexBait(page of ${size} slashes)`,
        text: seed.replace('"pages": [', `"pages": ["${'/'.repeat(size)}p", "p${'/'.repeat(size)}",`),
      };
    if (which === 2) {
      const count = random.int(100, 2_000);
      const icons = Array.from(
        { length: count },
        (_, i) => `{"group": "G${i}", "icon": "rocket-lanch-${i % 50}", "pages": []}`,
      ).join(',');
      return {
        kind: `regexBait(${count} unknown icons)`,
        text: seed.replace('"navigation": [', `"navigation": [${icons},`),
      };
    }
    if (which === 3) {
      const count = random.int(100, 5_000);
      const anchors = Array.from(
        { length: count },
        (_, i) => `{"name": "A${i}", "url": "section-${i % 7}/x${i}"}`,
      ).join(',');
      return { kind: `regexBait(${count} anchors)`, text: insertTop(`"anchors": [${anchors}]`) };
    }
    return {
      kind: `regexBait(${size} spaces before #)`,
      text: insertTop(`"name": "a${' '.repeat(size)}#", "description": "${'\t'.repeat(size)}:"`),
    };
  },
  quadraticShapes(seed, random, limits) {
    // Shapes that made a check quadratic or exponential: wildcard redirect sources against long paths, long redirect
    // chains and loops, `$ref` fan-out, an OpenAPI document of nested merge keys with unknown operations, and the
    // pages of brace, emphasis and quote runs named in the navigation.
    const which = random.int(0, 4);
    const insertTop = (members: string) => seed.replace('{', `{${members},`);
    // How many items of `length` characters fit beside the seed within the limit.
    const fitting = (length: number, wanted: number) =>
      Math.max(1, Math.min(wanted, Math.floor((limits.maxInputLength - seed.length - RUN_FRAMING) / length)));
    if (which === 0) {
      const wildcards = Array.from({ length: random.int(2, 10) }, (_, i) => `/:p${i}*`).join('');
      const count = fitting(wildcards.length + 240, random.int(10, 2_000));
      const redirects = Array.from(
        { length: count },
        (_, i) => `{"source": "${wildcards}/end${i}", "destination": "/${'a/'.repeat(80)}x"}`,
      ).join(',');
      return { kind: `quadraticShapes(${count} wildcard redirects)`, text: insertTop(`"redirects": [${redirects}]`) };
    }
    if (which === 1) {
      const count = fitting(60, random.int(1_000, 20_000));
      const redirects = Array.from(
        { length: count },
        (_, i) => `{"source": "/r${i}", "destination": "/r${(i + 1) % count}"}`,
      ).join(',');
      return { kind: `quadraticShapes(${count} chained redirects)`, text: insertTop(`"redirects": [${redirects}]`) };
    }
    if (which === 2)
      return {
        kind: 'quadraticShapes($ref fan-out)',
        text: seed.replace('"navigation": [', `"navigation": [{"$ref": "${FAN_OUT_REF}"},`),
      };
    if (which === 3) {
      const count = fitting(30, random.int(100, 3_000));
      const entries = Array.from({ length: count }, (_, i) => `"GET /unknown/${i}"`).join(',');
      return {
        kind: `quadraticShapes(merge keys, ${count} unknown operations)`,
        text: insertTop(`"openapi": "${MERGE_KEYS_SPEC}", "api": {"openapi": "${MERGE_KEYS_SPEC}"}`).replace(
          '"pages": [',
          `"pages": [${entries},`,
        ),
      };
    }
    const pages = Object.keys(shapePages())
      .map((page) => `"${HOSTILE_FOLDER}/${page}"`)
      .join(',');
    const text = seed.replace('"pages": [', `"pages": [${pages},`);
    return {
      kind: 'quadraticShapes(brace, emphasis and quote pages)',
      text,
      hoverAt: text.indexOf(`"${HOSTILE_FOLDER}/braces"`) + 2,
    };
  },
  rawInvalidUtf8(seed, random) {
    const rawBytes = Array.from({ length: random.int(1, 6) }, () => Buffer.from(random.pick(INVALID_UTF8)));
    return { kind: 'rawInvalidUtf8', text: seed, rawBytes };
  },
};

/** Characters a mutation adds around its huge runs (quotes, key names, commas): kept out of the run's room. */
const RUN_FRAMING = 64;

/**
 * A random size for a run that appears `copies` times in an input built from `seed`, so that the whole input stays
 * within the limit (plus the little punctuation around the run); at least 1,000.
 */
function runLength(seed: string, copies: number, random: Random, limits: MutationLimits): number {
  const room = Math.floor((limits.maxInputLength - seed.length - RUN_FRAMING) / copies);
  return random.int(1_000, Math.max(1_000, room));
}

const MUTATION_NAMES = Object.keys(mutations);

export function mutate(seed: string, random: Random, limits: MutationLimits): FuzzInput {
  return mutations[random.pick(MUTATION_NAMES)](seed, random, limits);
}

/**
 * The JSON-RPC body of a full-text didChange whose text has `rawBytes` spliced in at random character
 * boundaries, outside any escape sequence, so the message is valid JSON but not valid UTF-8.
 */
export function rawDidChangeBody(uri: string, version: number, input: FuzzInput, random: Random): Buffer {
  const cuts = (input.rawBytes ?? []).map(() => random.int(0, input.text.length)).sort((a, b) => a - b);
  const pieces: Buffer[] = [];
  let from = 0;
  cuts.forEach((cut, i) => {
    pieces.push(Buffer.from(JSON.stringify(input.text.slice(from, cut)).slice(1, -1), 'utf8'));
    pieces.push((input.rawBytes ?? [])[i]);
    from = cut;
  });
  pieces.push(Buffer.from(JSON.stringify(input.text.slice(from)).slice(1, -1), 'utf8'));
  const head = `{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":${JSON.stringify(uri)},"version":${version}},"contentChanges":[{"text":"`;
  return Buffer.concat([Buffer.from(head, 'utf8'), ...pieces, Buffer.from('"}]}}', 'utf8')]);
}
