// The per-language parity table of a site (`docsite check` prints it under the problems and puts it in the SARIF
// run's properties): for each language, the pages its navigation lists and how many originals have no counterpart.
import type { LanguageConventionSetting } from '../../../../shared/src/settings';
import type { SiteModel } from '../config/model/model';
import type { WorkspaceIndex } from '../workspace/workspaceIndex';
import { siteParity } from './parity';

export interface LanguageRow {
  language: string;
  default: boolean;
  /** The `version` (or other item) holding this `languages` list, when it is not the navigation itself. */
  within?: string;
  /** Pages its navigation lists. */
  pages: number;
  /** Originals with no counterpart file (translation-missing). */
  missing: number;
  /** Originals whose counterpart file exists but is not listed (translation-not-listed). */
  notListed: number;
  /** Pages it lists with no original (translation-orphan). */
  noOriginal: number;
  /** Translations last changed before their original (translation-stale), when the history was read. */
  stale?: number;
  /** False when its folder could not be detected (its pages were not compared). */
  compared: boolean;
}

export function languageSummary(
  model: SiteModel,
  index: WorkspaceIndex,
  setting?: LanguageConventionSetting,
): LanguageRow[] {
  const rows: LanguageRow[] = [];
  for (const parity of siteParity(model, index, setting)) {
    const { set } = parity;
    const within = set.owner.kind === 'navigation' ? undefined : (set.owner.label ?? set.owner.kind);
    rows.push({
      language: set.defaultLanguage.code,
      default: true,
      ...(within !== undefined ? { within } : {}),
      pages: set.defaultLanguage.pages.length,
      missing: 0,
      notListed: 0,
      noOriginal: 0,
      compared: true,
    });
    for (const language of set.others) {
      const counterparts = parity.counterparts.get(language) ?? [];
      let missing = 0;
      let notListed = 0;
      for (const c of counterparts) {
        if (c.state === 'missing') missing++;
        else if (c.state === 'unlisted') notListed++;
      }
      rows.push({
        language: language.code,
        default: false,
        ...(within !== undefined ? { within } : {}),
        pages: language.pages.length,
        missing,
        notListed,
        noOriginal: parity.orphans.get(language)?.length ?? 0,
        compared: language.folder !== undefined,
      });
    }
  }
  return rows;
}
