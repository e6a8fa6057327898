// Orphan pages of a config's site: the page files of its root that no navigation entry reaches (the orphan-page
// check and the "List Orphan Pages" command).
import type { ConfigDocument } from '../../json/document';
import type { SiteModel } from '../model/model';
import { listedPages } from '../model/listedPages';
import { siteModelOf } from '../model/siteModel';
import type { PageFile, WorkspaceIndex } from '../../workspace/workspaceIndex';
import { isExcludedFromOrphans } from './orphans';

/** Orphan pages of the config's site root; empty when the root's files are not indexed (nothing is claimed then). */
export function orphanPagesOf(doc: ConfigDocument, index: WorkspaceIndex): PageFile[] {
  return orphansOfModel(siteModelOf(doc), index);
}

/** Orphan pages of a site model (see orphanPagesOf). */
export function orphansOfModel(model: SiteModel, index: WorkspaceIndex): PageFile[] {
  const listed = listedPages(model, index);
  if (model.rootDir === undefined || !listed) return [];
  // Through the rows of the root's table: an object and a relative path are made for the unlisted pages only.
  const table = listed.table;
  const orphans: PageFile[] = [];
  for (let row = 0; row < table.rows; row++) {
    if (!table.isPage(row) || listed.isListed(row)) continue;
    if (!isExcludedFromOrphans(table.id(row) + table.extension(row))) orphans.push(table.file(row));
  }
  return orphans;
}
