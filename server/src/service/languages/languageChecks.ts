// The parity checks of a docs.json site with `navigation.languages`, reported in the config file (or `$ref`'d file)
// holding each entry. Each rule is its own module; this runs them over one shared parity.
import type { LanguageConventionSetting } from '../../../../shared/src/settings';
import type { SiteModel } from '../site/model';
import type { DiagnosticSink } from '../site/siteDiagnostics';
import type { WorkspaceIndex } from '../workspaceIndex';
import { LINK_OTHER_LANGUAGE } from './linkOtherLanguage';
import { siteParity } from './parity';
import { TRANSLATION_MISSING, translationMissing } from './translationMissing';
import { TRANSLATION_NOT_LISTED, translationNotListed } from './translationNotListed';
import { TRANSLATION_ORPHAN, translationOrphan } from './translationOrphan';
import { TRANSLATION_STRUCTURE, translationStructure } from './translationStructure';

/** The rules of this folder, for the rule catalogue. */
export const LANGUAGE_RULES = {
  [TRANSLATION_MISSING.id]: { summary: TRANSLATION_MISSING.summary, help: TRANSLATION_MISSING.help },
  [TRANSLATION_NOT_LISTED.id]: { summary: TRANSLATION_NOT_LISTED.summary, help: TRANSLATION_NOT_LISTED.help },
  [TRANSLATION_ORPHAN.id]: { summary: TRANSLATION_ORPHAN.summary, help: TRANSLATION_ORPHAN.help },
  [TRANSLATION_STRUCTURE.id]: { summary: TRANSLATION_STRUCTURE.summary, help: TRANSLATION_STRUCTURE.help },
  [LINK_OTHER_LANGUAGE.id]: { summary: LINK_OTHER_LANGUAGE.summary, help: LINK_OTHER_LANGUAGE.help },
} as const;

export function languageDiagnostics(model: SiteModel, index: WorkspaceIndex, setting: LanguageConventionSetting | undefined, sink: DiagnosticSink): void {
  const parities = siteParity(model, index, setting);
  if (parities.length === 0) return;
  translationMissing(parities, sink);
  translationNotListed(parities, sink);
  translationOrphan(parities, sink);
  translationStructure(parities, sink);
}
