// The page file each navigation entry leads to, for all entries at once. Same answer as `resolvePage(...).kind ===
// 'file'` (a unit test holds them equal), but it checks the root's coverage once and builds candidate paths by
// concatenation: per-entry `resolvePage` costs ~15 ms on a 10,000-page config, too much for document links on
// every edit. Cached per parsed document and index version, so links, definition and renames share one pass.
import type { Node } from 'jsonc-parser';
import type { ConfigDocument } from '../../json/document';
import { normalizePageEntry } from '../../workspace/pageIds';
import type { SiteFile } from '../model/model';
import { siteModelOf } from '../model/siteModel';
import { PAGE_EXTENSIONS } from '../../workspace/paths';
import type { WorkspaceIndex } from '../../workspace/workspaceIndex';

export interface PageTarget {
  node: Node;
  /** The file of the site the entry is written in (the main config, or a `$ref`'d file). */
  file: SiteFile;
  raw: string;
  page: string;
  path: string;
}

const cache = new WeakMap<ConfigDocument, { index: WorkspaceIndex; version: number; targets: PageTarget[] }>();

/** Navigation entries that resolve to an indexed page file, in document order. */
export function pageTargets(doc: ConfigDocument, index: WorkspaceIndex): PageTarget[] {
  const cached = cache.get(doc);
  if (cached && cached.index === index && cached.version === index.version) return cached.targets;
  const targets: PageTarget[] = [];
  const rootDir = doc.rootDir;
  if (rootDir !== undefined && index.coversFolder(rootDir)) {
    const prefix = rootDir.endsWith('/') ? rootDir : `${rootDir}/`;
    for (const entry of siteModelOf(doc).pages) {
      const normalized = normalizePageEntry(entry.raw);
      if (!('page' in normalized) || normalized.page === '') continue;
      for (const extension of PAGE_EXTENSIONS) {
        const path = prefix + normalized.page + extension;
        if (index.has(path)) {
          targets.push({ node: entry.node, file: entry.file, raw: entry.raw, page: normalized.page, path });
          break;
        }
      }
    }
  }
  cache.set(doc, { index, version: index.version, targets });
  return targets;
}
