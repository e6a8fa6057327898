// A site whose `$ref`'d files fan out: each file references the next ten times.
import { docsJson, docsJsonSite } from '../docsJsonSite';

/** `levels` files, each a group whose pages reference the next file ten times; the last lists one page. */
export function fanOutSite(levels: number): { config: unknown; extra: Record<string, string> } {
  const extra: Record<string, string> = {};
  for (let i = 1; i <= levels; i++) {
    extra[`nav${i}.json`] = JSON.stringify(
      i === levels
        ? { group: `G${i}`, pages: ['intro'] }
        : { group: `G${i}`, pages: Array.from({ length: 10 }, () => ({ $ref: `nav${i + 1}.json` })) },
    );
  }
  return { config: docsJson({ groups: [{ $ref: 'nav1.json' }] }), extra };
}

/** The site's problem codes and the ref problem's message, for the child process. */
export function diagnoseFanOut(levels: number): { codes: string[]; message?: string; pages: number } {
  const { config, extra } = fanOutSite(levels);
  const { service, doc } = docsJsonSite(config, ['intro.mdx'], extra);
  const found = service.diagnose(doc);
  return {
    codes: [...new Set(found.map((d) => String(d.code)))].sort(),
    message: found.find((d) => d.code === 'ref-invalid')?.message as string | undefined,
    pages: service.model(doc).pages.length,
  };
}
