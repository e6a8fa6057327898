// Every check, in the order they run (which is also the order of their problems at one place). A new check is one
// file under config/checks/ or pages/checks/, one line here and one test; the rule catalogue (checks/catalog.ts),
// the DiagnosticCode type below, the `docsite.rules` setting and `.docsiterc.json` schema
// (scripts/write-rule-settings.ts), SARIF's rule descriptions and the rules table of docs/cli.md follow from it.
import { anchorUrlsCheck } from '../config/checks/anchorUrls';
import { colorContrastCheck } from '../config/checks/colorContrast';
import { configIgnoredCheck } from '../config/checks/configIgnored';
import { crossFieldRulesCheck } from '../config/checks/crossFieldRules';
import { fileReferencesCheck } from '../config/checks/fileReferences';
import { hexColorCheck } from '../config/checks/hexColors';
import { iconsCheck } from '../config/checks/icons';
import { legacyKeysCheck } from '../config/checks/legacyKeys';
import { navigationPagesCheck } from '../config/checks/navigationPages';
import { navigationShapeCheck } from '../config/checks/navigationShape';
import { operationsCheck } from '../config/checks/operations';
import { orphansCheck } from '../config/checks/orphans';
import { problemCapRule } from '../config/checks/problemCap';
import { redirectsCheck } from '../config/checks/redirects';
import { refsCheck } from '../config/checks/refs';
import { schemaCheck } from '../config/checks/schema';
import { syntaxCheck } from '../config/checks/syntax';
import { unreadableConfigRule } from '../config/checks/unreadableConfig';
import { externalLinksRules } from '../pages/checks/externalLinks';
import { codeGroupTitleCheck } from '../pages/components/checks/codeGroupTitle';
import { deprecatedComponentCheck } from '../pages/components/checks/deprecated';
import { parentComponentCheck } from '../pages/components/checks/parent';
import { propTargetsCheck } from '../pages/components/checks/propTargets';
import { propValueCheck } from '../pages/components/checks/propValue';
import { requiredPropCheck } from '../pages/components/checks/requiredProp';
import { unknownComponentCheck } from '../pages/components/checks/unknownComponent';
import { unknownPropCheck } from '../pages/components/checks/unknownProp';
import { linkOtherLanguageCheck } from '../languages/linkOtherLanguage';
import { translationMissingCheck } from '../languages/translationMissing';
import { translationNotListedCheck } from '../languages/translationNotListed';
import { translationOrphanCheck } from '../languages/translationOrphan';
import { translationStructureCheck } from '../languages/translationStructure';
import { translationStaleRules } from '../languages/translationStale';
import { frontMatterCheck } from '../pages/checks/frontMatter';
import { headingSkipCheck } from '../pages/checks/headingSkip';
import { imageAltCheck } from '../pages/checks/imageAlt';
import { importsCheck } from '../pages/checks/imports';
import { linksCheck } from '../pages/checks/links';
import { linkTextCheck } from '../pages/checks/linkText';
import { pageSyntaxCheck } from '../pages/checks/syntax';

/** Checks of a config and the files it pulls in. */
export const CONFIG_CHECKS = [
  syntaxCheck,
  schemaCheck,
  hexColorCheck,
  colorContrastCheck,
  crossFieldRulesCheck,
  configIgnoredCheck,
  refsCheck,
  legacyKeysCheck,
  navigationShapeCheck,
  operationsCheck,
  redirectsCheck,
  navigationPagesCheck,
  fileReferencesCheck,
  iconsCheck,
  anchorUrlsCheck,
  orphansCheck,
  translationMissingCheck,
  translationNotListedCheck,
  translationOrphanCheck,
  translationStructureCheck,
  translationStaleRules,
  unreadableConfigRule,
  problemCapRule,
] as const;

/** Checks of one page (.mdx/.md). */
export const PAGE_CHECKS = [
  pageSyntaxCheck,
  frontMatterCheck,
  linksCheck,
  linkOtherLanguageCheck,
  importsCheck,
  externalLinksRules,
  unknownComponentCheck,
  unknownPropCheck,
  propValueCheck,
  propTargetsCheck,
  requiredPropCheck,
  parentComponentCheck,
  deprecatedComponentCheck,
  codeGroupTitleCheck,
  imageAltCheck,
  linkTextCheck,
  headingSkipCheck,
] as const;

export const CHECKS = [...CONFIG_CHECKS, ...PAGE_CHECKS] as const;

/** Every rule id (diagnostic code): tools, settings, baselines and quick fixes key on them, so never rename one. */
export type DiagnosticCode = (typeof CHECKS)[number]['rules'][number]['id'];
