// The stated language folder convention (`docsite.languages`, `languages` of `.docsiterc.json`): read once here for
// both, strictly for the CLI's file (a mistake is an error naming it) and leniently for the editor's settings.
import type { LanguageConventionSetting } from '../../../../shared/src/settings';

/** What is wrong with a stated convention, or undefined when it is well formed. */
export function languageConventionProblem(raw: unknown): string | undefined {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw))
    return 'must be an object such as { "position": 0, "folders": { "fr": "fr" } }';
  for (const key of Object.keys(raw))
    if (key !== 'position' && key !== 'folders') return `has an unknown key "${key}" (keys: position, folders)`;
  const { position, folders } = raw as Record<string, unknown>;
  if (position !== undefined && (typeof position !== 'number' || !Number.isInteger(position) || position < 0))
    return `"position" must be a whole number of 0 or more (0 for "fr/guides/x"), got ${JSON.stringify(position)}`;
  if (folders !== undefined) {
    if (!folders || typeof folders !== 'object' || Array.isArray(folders))
      return '"folders" must map a language code to its folder, e.g. { "en": "", "fr": "francais" }';
    for (const [code, folder] of Object.entries(folders)) {
      if (typeof folder !== 'string' || folder.includes('/'))
        return `"folders"."${code}" must be one folder name without "/" ("" for none), got ${JSON.stringify(folder)}`;
    }
  }
  return undefined;
}

/** The convention when well formed, else undefined (the site's own is detected then). */
export function sanitizeLanguageConvention(raw: unknown): LanguageConventionSetting | undefined {
  if (raw === undefined || languageConventionProblem(raw) !== undefined) return undefined;
  const { position, folders } = raw as LanguageConventionSetting;
  if (position === undefined && (folders === undefined || Object.keys(folders).length === 0)) return undefined;
  return {
    ...(position !== undefined ? { position } : {}),
    ...(folders !== undefined ? { folders: { ...folders } } : {}),
  };
}
