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
  try {
    // `\s+` and the negated class below match in one linear pass: no backtracking on long headings.
    return joinWords(encodeURIComponent(title.toLowerCase().trim().replace(/\s+/g, '-')).split(/[^A-Za-z0-9%_]+/));
  } catch {
    return ''; // a lone surrogate: the generator's build fails on it
  }
}

/** Step 3: the id as the rendered page carries it (the generator's client decodes and cleans heading ids). */
export function renderedId(id: string): string {
  if (/^[a-z0-9_-]*$/.test(id)) return id;
  try {
    return decodeURIComponent(id.replace(/%(?![0-9A-Fa-f]{2})/g, '%25'))
      .replace(/[?,;:!'"()[\]{}]/g, '')
      .replace(EMOJI, '');
  } catch {
    return id;
  }
}

/** The rendered id of a heading title (no repeats counted). */
export function slugify(title: string): string {
  return renderedId(headingSlug(title));
}

/** Emoji as the generator takes them out of ids. */
export const EMOJI =
  /\p{Emoji_Modifier}|\p{Emoji_Modifier_Base}|\p{Emoji_Presentation}|\p{Extended_Pictographic}|[\u200D\uFE0E\uFE0F]/gu;

/**
 * The word-joining step of the slug library the generator uses, given the words between separator runs: joined by
 * `-`, except that the dash before a lone `t` or `s` goes when a letter or digit precedes it (unless that dash
 * already ended such a contraction: `a-t-s` is `at-s`); empty words (at the ends) are dropped.
 */
function joinWords(words: string[]): string {
  let out = '';
  let joined = false;
  for (const word of words) {
    if (!word) continue;
    const contraction: boolean =
      !joined && (word === 't' || word === 's') && /[A-Za-z0-9]/.test(out[out.length - 1] ?? '');
    out += contraction || !out ? word : `-${word}`;
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
 * `ä` -> `ae`, `ß` -> `ss`), lower case, runs of anything but `a-z0-9` become `-`. Letters of other scripts, which
 * the library spells in Latin letters by a large table, are dropped here.
 */
export function componentSlug(title: string): string {
  return joinWords(
    title
      .replace(/&/g, ' and ')
      .toLowerCase()
      .replace(/ß/g, 'ss')
      .replace(/[äöü]/g, '$&e')
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .split(/[^a-z0-9]+/),
  );
}

/** `<ParamField body="userId">` -> `param-user-id`; the n-th repeat (n > 0) -> `param-user-id-n`. */
export function paramFieldId(name: string, count: number): string {
  // Camel case split into words as the slug library does (`userId` -> `user Id`, `HTTPCode` -> `HTTP Code`).
  const split = `param-${name}${count > 0 ? `_${count}` : ''}`
    .replace(/(?<=[A-Z]{2})(?=\d)/g, ' ')
    .replace(/(?<=[a-z\d])(?=[A-Z]{2})/g, ' ')
    .replace(/(?<=[a-z\d])(?=[A-Z])/g, ' ')
    .replace(/(?<=[A-Z])(?=[A-Z][a-rt-z\d])/g, ' ');
  return componentSlug(split);
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
