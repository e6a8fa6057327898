// Element ids exactly as the generator renders them, and the one comparison of a link's `#anchor` with them.
// Decided from the generator's own build steps and checked against it over every heading and component of the
// real sites (the differential test); docs/pages.md "Slug rules" lists each rule with the behaviour it follows.
//
// A heading's id is made in three steps:
// 1. the title is lower-cased, trimmed, each run of whitespace becomes `-`, and the result is percent-encoded as by
//    `encodeURIComponent` (so `+`, `&`, `/`, `:`, `$`, `@` and every non-ASCII character become `%XX`);
// 2. in that string every run of characters other than ASCII letters, digits, `%` and `_` becomes one `-` (only
//    `-` `.` `!` `~` `*` `'` `(` `)` can be there), a letter group followed by `-t` / `-s` loses the dash (the
//    apostrophe of "can't" and "what's"), and leading/trailing dashes go;
// 3. the page renders it decoded (`%2B` -> `+`) with `?,;:!'"()[]{}` and emoji taken out.
// Repeats on one page get `-2`, `-3`, …, counted by the slug of step 2 (see `slugCounter`).

/** Step 1 and 2: the id the generator writes into the page for a heading titled `title`. */
export function headingSlug(title: string): string {
  let encoded: string;
  try {
    encoded = encodeURIComponent(collapseSpaces(title.toLowerCase().trim()));
  } catch {
    return ''; // a lone surrogate: the generator's build fails on it
  }
  return joinWords(encoded, isSlugChar);
}

/** Step 3: the id as the rendered page carries it (the generator's client decodes and cleans heading ids). */
export function renderedId(id: string): string {
  if (PLAIN_ID.test(id)) return id;
  let decoded: string;
  try {
    decoded = id.includes('%') ? decodeURIComponent(id.replace(LONE_PERCENT, '%25')) : id;
  } catch {
    return id;
  }
  return decoded.replace(STRIPPED_PUNCTUATION, '').replace(EMOJI, '');
}

/** The rendered id of a heading title (no repeats counted). */
export function slugify(title: string): string {
  return renderedId(headingSlug(title));
}

const PLAIN_ID = /^[a-z0-9_-]*$/;
const LONE_PERCENT = /%(?![0-9A-Fa-f]{2})/g;
const STRIPPED_PUNCTUATION = /[?,;:!'"()[\]{}]/g;
const EMOJI = /\p{Emoji_Modifier}|\p{Emoji_Modifier_Base}|\p{Emoji_Presentation}|\p{Extended_Pictographic}|[\u200D\uFE0E\uFE0F]/gu;

/** `trim`med text with each run of whitespace (as JavaScript's `\s` knows it) replaced by `-`. */
function collapseSpaces(text: string): string {
  let out = '';
  let copied = 0;
  for (let i = 0; i < text.length; i++) {
    if (!isSpace(text.charCodeAt(i))) continue;
    let end = i + 1;
    while (end < text.length && isSpace(text.charCodeAt(end))) end++;
    out += text.slice(copied, i) + '-';
    copied = end;
    i = end - 1;
  }
  return copied === 0 ? text : out + text.slice(copied);
}

function isSpace(code: number): boolean {
  if (code <= 0x20) return code === 0x20 || (code >= 0x09 && code <= 0x0d);
  return code === 0xa0 || code === 0x1680 || (code >= 0x2000 && code <= 0x200a) || code === 0x2028 || code === 0x2029 || code === 0x202f || code === 0x205f || code === 0x3000 || code === 0xfeff;
}

function isAlnum(code: number): boolean {
  return (code >= 0x30 && code <= 0x39) || (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);
}

function isSlugChar(code: number): boolean {
  return isAlnum(code) || code === 0x25 || code === 0x5f;
}

function isLowerAlnum(code: number): boolean {
  return (code >= 0x30 && code <= 0x39) || (code >= 0x61 && code <= 0x7a);
}

/**
 * The word-joining step of the slug library the generator uses: runs of characters `keep` rejects become one `-`,
 * the dash before a lone `t` or `s` goes when a letter or digit precedes it (unless that dash already ended such a
 * contraction: `a-t-s` is `at-s`), and the ends are trimmed. One pass, no backtracking.
 */
function joinWords(text: string, keep: (code: number) => boolean): string {
  // Words between separator runs, in order.
  const words: string[] = [];
  let start = -1;
  for (let i = 0; i <= text.length; i++) {
    const kept = i < text.length && keep(text.charCodeAt(i));
    if (kept && start < 0) start = i;
    else if (!kept && start >= 0) {
      words.push(text.slice(start, i));
      start = -1;
    }
  }
  if (words.length === 0) return '';
  let out = words[0];
  let joined = false;
  for (let w = 1; w < words.length; w++) {
    const word = words[w];
    const contraction: boolean = !joined && (word === 't' || word === 's') && isAlnum(out.charCodeAt(out.length - 1));
    out += contraction ? word : `-${word}`;
    joined = contraction;
  }
  return out;
}

/**
 * Counts repeats the way the generator's heading pass does: the first `x` stays `x`, the next is `x-2`, then `x-3`.
 * Counted by the lower-cased slug; a slug ending in `-<digits>` also gets a suffix once its stem was seen three
 * times. An empty slug stays empty and is not counted.
 */
export function slugCounter(): (slug: string) => string {
  const seen = new Map<string, number>();
  return (slug) => {
    if (slug === '') return '';
    const key = slug.toLowerCase();
    const stem = seen.get(withoutNumberSuffix(key)) ?? 0;
    const count = (seen.get(key) ?? 0) + 1;
    seen.set(key, count);
    return count >= 2 || stem > 2 ? `${slug}-${count}` : slug;
  };
}

/** `a-1-2` -> `a`: the text without its trailing `-<digits>` groups. */
function withoutNumberSuffix(text: string): string {
  let end = text.length;
  for (;;) {
    let i = end;
    while (i > 0 && isDigit(text.charCodeAt(i - 1))) i--;
    if (i === end || i === 0 || text.charCodeAt(i - 1) !== 0x2d) return text.slice(0, end);
    end = i - 1;
  }
}

function isDigit(code: number): boolean {
  return code >= 0x30 && code <= 0x39;
}

/**
 * Table-of-contents dedupe, shared by heading slugs and explicit ids of one page: a repeat gets `-2`, `-3`, …
 * skipping any suffixed form already taken.
 */
export function idDeduper(): (id: string) => string {
  const seen = new Map<string, number>();
  return (id) => {
    const count = seen.get(id) ?? 0;
    seen.set(id, count + 1);
    if (count === 0) return id;
    let suffix = count + 1;
    while (seen.has(`${id}-${suffix}`)) suffix++;
    const suffixed = `${id}-${suffix}`;
    seen.set(suffixed, 1);
    return suffixed;
  };
}

/**
 * Ids of Accordions and Views, made by the slug library's defaults: `&` reads "and", accents go (`é` -> `e`,
 * `ä` -> `ae`), lower case, runs of anything but `a-z0-9` become `-`. Letters of other scripts, which the library
 * transliterates by a large table, are dropped here (the differential test counts how often that matters).
 */
export function componentSlug(title: string): string {
  return joinWords(latinize(title.replace(/&/g, ' and ').toLowerCase()), isLowerAlnum);
}

/** `<ParamField body="userId">` -> `param-user-id`; the n-th repeat (n > 0) -> `param-user-id-n`. */
export function paramFieldId(name: string, count: number): string {
  const text = `param-${name}${count > 0 ? `_${count}` : ''}`;
  return joinWords(latinize(decamelize(text.replace(/&/g, ' and ')).toLowerCase()), isLowerAlnum);
}

/** Splits camel case into words as the slug library does (`userId` -> `user Id`, `HTTPCode` -> `HTTP Code`). */
function decamelize(text: string): string {
  return text
    .replace(/([A-Z]{2,})(\d+)/g, '$1 $2')
    .replace(/([a-z\d]+)([A-Z]{2,})/g, '$1 $2')
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-rt-z\d]+)/g, '$1 $2');
}

const LETTERS: Record<string, string> = { ß: 'ss', ä: 'ae', ö: 'oe', ü: 'ue', æ: 'ae', ø: 'o', œ: 'oe', ð: 'd', þ: 'th', đ: 'd', ł: 'l' };
const DIACRITICS = /\p{Diacritic}/gu;

/** Lower-case text with accents removed and the Latin letters that do not decompose spelled out. */
function latinize(text: string): string {
  if (!/[^\x00-\x7f]/.test(text)) return text;
  let out = '';
  for (const char of text.normalize()) out += LETTERS[char] ?? char;
  return out.normalize('NFD').replace(DIACRITICS, '').normalize();
}

/**
 * Whether a link's anchor (already percent-decoded once) names one of a page's ids: as written (a browser's first
 * try), as the generator's link checker reads it (decoded again and cleaned like a heading id, so
 * `#example%3A-connect` finds `example-connect`), or percent-encoded (a browser's URL form, which is how ids kept
 * encoded, like a tab's, are reached).
 */
export function hasAnchor(anchors: ReadonlySet<string>, anchor: string): boolean {
  if (anchors.has(anchor)) return true;
  const cleaned = renderedId(anchor);
  if (cleaned !== anchor && anchors.has(cleaned)) return true;
  if (!/[^\x21-\x7e]/.test(anchor)) return false;
  try {
    return anchors.has(encodeURI(anchor));
  } catch {
    return false;
  }
}
