// Heading anchors as the generator makes them. Decided from the links real sites write to their own headings (the
// corpus test checks them): the text is lower-cased, every run of characters that are not letters or digits (any
// script) becomes one `-`, and leading/trailing dashes go. So "Server-Side Configuration (`config.toml`)" is
// `server-side-configuration-config-toml` and "`useChatSession` Hook" is `usechatsession-hook`. A second heading
// with the same slug gets `-1`, a third `-2`, … (explicit `{#id}` ids take their name first).

import { trimChar } from './siteContext';

const NOT_LETTER_OR_DIGIT = /[^\p{L}\p{N}]+/gu;

export function slugify(text: string): string {
  return trimChar(text.toLowerCase().replace(NOT_LETTER_OR_DIGIT, '-'), '-');
}

export interface Slugger {
  (text: string): string;
  /** Takes an explicit id so that a later heading with the same slug gets a suffix. */
  reserve(id: string): void;
}

/** A slugger for one page: each call slugs a heading, suffixing repeats. */
export function slugger(): Slugger {
  const seen = new Map<string, number>();
  const slug = ((text: string) => {
    const base = slugify(text);
    let id = base;
    let count = seen.get(base) ?? 0;
    if (seen.has(base)) {
      do id = `${base}-${++count}`;
      while (seen.has(id));
      seen.set(base, count);
    }
    seen.set(id, seen.get(id) ?? 0);
    return id;
  }) as Slugger;
  slug.reserve = (id) => {
    if (!seen.has(id)) seen.set(id, 0);
  };
  return slug;
}
