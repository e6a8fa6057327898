// The parity of every set of languages of a site, against the pages that exist: worked out once per site model and
// index version, and shared by the parity checks and the summary of `docsite check`.
import { formatById } from '../config/formats/list';
import type { LanguageConventionSetting } from '../../../../shared/src/settings';
import type { SiteModel } from '../config/model/model';
import type { WorkspaceIndex } from '../workspace/workspaceIndex';
import { languageSetsOf, parityOf, type LanguageParity } from './counterparts';

const cache = new WeakMap<
  SiteModel,
  { indexVersion: number; setting: LanguageConventionSetting | undefined; parities: LanguageParity[] }
>();

/** The parity of each set of languages; empty without languages, or when the index does not cover the site root (a
 * missing translation cannot be told from one not indexed yet). */
export function siteParity(
  model: SiteModel,
  index: WorkspaceIndex,
  setting?: LanguageConventionSetting,
): LanguageParity[] {
  const rootDir = model.rootDir;
  if (!formatById(model.format).languages || rootDir === undefined || !index.coversFolder(rootDir)) return [];
  const cached = cache.get(model);
  if (cached && cached.indexVersion === index.version && cached.setting === setting) return cached.parities;
  const sets = languageSetsOf(model, setting);
  let parities: LanguageParity[] = [];
  if (sets.length) {
    const pages = index.pageTableOf(rootDir);
    parities = sets.map((set) => parityOf(set, (id) => pages.has(id)));
  }
  cache.set(model, { indexVersion: index.version, setting, parities });
  return parities;
}
