// The pages the generator makes from OpenAPI documents, computed exactly as it names them, so that a link to one
// resolves and a link to a page no operation generates is still caught. For docs.json:
// - a `"METHOD /path"` entry makes one page, from the OpenAPI document of its entry (`"spec.yaml GET /x"`) or of the
//   nearest navigation item above it that declares `openapi` (the first one it lists);
// - an item declaring `openapi` with no such entry below it that uses its document makes a page for every operation
//   of the document (`x-excluded` ones aside);
// - a page's URL is `x-mint.href` when the operation has one; otherwise `<directory>/<first tag>/<summary>`, where
//   `directory` is the item's `openapi.directory` (default `api-reference`), tag and summary are made file-name safe
//   (spaces to `-`, path parameters to `-`, punctuation `{}(),.'/` dropped, lower case), and an operation without a
//   summary is named `<method>-<path>`; a second page of the same name in one tag group gets `-1`, `-2`, …
// A document that cannot be read here (a URL, a broken file) makes pages we cannot name: links into its directory are
// then not judged. mint.json generates its OpenAPI pages differently; there every link under `api-reference/` is
// accepted, as before.
import { posix } from 'node:path';
import { trimSlashes } from '../../../../../shared/src/slashes';
import type { NavItem, OpenApiSource, OperationRef, SiteModel } from './model';
import type { OpenApiDocument, OpenApiOperation } from './openApiTypes';
import { openApiDocumentOf } from './operations';
import { formatById } from '../formats/list';
import { recordReads } from '../../../../../shared/src/json/compactTree';

export const DEFAULT_OPENAPI_DIRECTORY = 'api-reference';

export interface GeneratedPages {
  /** Page ids ("api-reference/users/list-users") of the generated pages. */
  readonly pages: ReadonlySet<string>;
  /** Folders of documents that cannot be read here: pages may be generated anywhere below them. */
  readonly unknownFolders: readonly string[];
}

/** A tag, summary or path made safe for a file name, the generator's way; undefined for an empty value. */
export function fileNameSafe(text: string | undefined): string | undefined {
  if (!text) return undefined;
  const safe = withoutParameters(text.replaceAll(' ', '-'))
    .replace(/^-/, '')
    .replace(/-$/, '')
    .replace(/[{}(),.'\n/]/g, '')
    .replaceAll('--', '-');
  return safe.toLowerCase();
}

/** Each `{…}` on one line (a path parameter) replaced by `-`, in one pass from the right (no regex that could
 * rescan a long run of unclosed braces). */
function withoutParameters(text: string): string {
  if (!text.includes('{')) return text;
  let out = '';
  let nextClose = -1;
  let nextNewline = -1;
  const closeAfter: number[] = new Array(text.length);
  for (let i = text.length - 1; i >= 0; i--) {
    closeAfter[i] = nextClose;
    if (text[i] === '}') nextClose = i;
    if (text[i] === '\n') nextNewline = i;
    if (text[i] === '{' && nextNewline >= 0 && nextClose > nextNewline) closeAfter[i] = -1;
  }
  for (let i = 0; i < text.length; i++) {
    const close = text[i] === '{' ? closeAfter[i] : -1;
    if (close < 0) out += text[i];
    else {
      out += '-';
      i = close;
    }
  }
  return out;
}

/** The page id the generator gives an operation (before a `-1` suffix for a repeated name). */
export function operationPageBase(operation: OpenApiOperation, directory: string): string {
  const space = operation.entry.indexOf(' ');
  const method = operation.entry.slice(0, space);
  const path = operation.entry.slice(space + 1);
  if (operation.href) {
    const parsed = posix.parse(operation.href.replace(/^\/+/, ''));
    return pageIdOfJoined(posix.join(parsed.dir, parsed.name));
  }
  const title =
    fileNameSafe(operation.summary) ??
    (method === 'WEBHOOK' ? fileNameSafe(path) : `${method.toLowerCase()}-${fileNameSafe(path) ?? ''}`);
  return pageIdOfJoined(posix.join(directory || '.', fileNameSafe(operation.tag) ?? '', title ?? ''));
}

/** A joined path as a page id: no leading or trailing `/`, and `.` (nothing joined) as the empty id. */
function pageIdOfJoined(path: string): string {
  const trimmed = trimSlashes(path);
  return trimmed === '.' ? '' : trimmed;
}

/** Names pages within one generation run: a name already used in the same tag group gets `-1`, `-2`, … */
class PageNamer {
  private readonly used = new Map<string, Set<string>>();

  constructor(private readonly out: Set<string>) {}

  add(operation: OpenApiOperation, directory: string): void {
    const base = operationPageBase(operation, directory);
    const group = operation.tag ?? '';
    let names = this.used.get(group);
    if (!names) this.used.set(group, (names = new Set()));
    let name = base;
    for (let suffix = 1; names.has(name); suffix++) name = `${base}-${suffix}`;
    name = name.toLowerCase();
    // A hidden operation's page exists but takes no place in the group, so it does not push its twin to `-1`.
    if (!operation.hidden) names.add(name);
    this.out.add(name);
  }
}

const cache = new WeakMap<SiteModel, GeneratedPages>();

export function generatedPagesOf(model: SiteModel): GeneratedPages {
  let pages = cache.get(model);
  // Under recordReads, as what it reads is kept with the model (siteModel.ts).
  if (!pages) cache.set(model, (pages = recordReads(() => compute(model))));
  return pages;
}

function compute(model: SiteModel): GeneratedPages {
  const pages = new Set<string>();
  const unknownFolders: string[] = [];
  if (!formatById(model.format).operationPages) {
    if (model.openapi.length || model.operations.length) unknownFolders.push(DEFAULT_OPENAPI_DIRECTORY);
    return { pages, unknownFolders };
  }
  const unknown = (directory: string) => {
    if (!unknownFolders.includes(directory)) unknownFolders.push(directory);
  };

  // Entries first: each makes its page, and marks the item whose document it used as not generating every page.
  const usedImplicitly = new Set<NavItem>();
  for (const ref of model.operations) {
    const owner = ownerOf(ref.parent);
    const source = owner?.openapi[0] ?? (ref.spec === undefined ? siteWideSource(model) : undefined);
    const directory = source?.directory ?? DEFAULT_OPENAPI_DIRECTORY;
    const raw = ref.spec ?? source?.raw;
    if (raw === undefined) continue; // no document: the live site lists a page of that name, which does not exist
    if (owner && ref.spec === undefined) usedImplicitly.add(owner);
    const document = openApiDocumentOf(model, raw);
    const operation = document && findOperation(document, ref);
    if (operation) new PageNamer(pages).add(operation, directory);
    else if (!document) unknown(directory);
  }
  // Items declaring a document no entry below them used: every operation of it.
  for (const item of [model.navigation, ...model.navItems]) {
    if (!item || usedImplicitly.has(item)) continue;
    const source = item.openapi.find((s) => s.scope === item);
    if (!source || source !== item.openapi[0]) continue;
    const directory = source.directory ?? DEFAULT_OPENAPI_DIRECTORY;
    const document = openApiDocumentOf(model, source.raw);
    if (!document) {
      unknown(directory);
      continue;
    }
    const namer = new PageNamer(pages);
    for (const operation of document.operations) if (!operation.excluded) namer.add(operation, directory);
  }
  return { pages, unknownFolders };
}

/** The nearest item at or above `item` that declares an OpenAPI document. */
function ownerOf(item: NavItem | undefined): NavItem | undefined {
  for (let current = item; current; current = current.parent) if (current.openapi.length) return current;
  return undefined;
}

function siteWideSource(model: SiteModel): OpenApiSource | undefined {
  return model.openapi.find((source) => source.scope === undefined);
}

/** The operation an entry names (a trailing `/` of the path does not matter, as for the generator). */
function findOperation(document: OpenApiDocument, ref: OperationRef): OpenApiOperation | undefined {
  const wanted = `${ref.method} ${ref.path}`;
  const exact = document.operations.find((o) => o.entry === wanted);
  if (exact) return exact;
  const canonical = (entry: string) => (entry.length > 1 && entry.endsWith('/') ? entry.slice(0, -1) : entry);
  return document.operations.find((o) => canonical(o.entry) === canonical(wanted));
}
