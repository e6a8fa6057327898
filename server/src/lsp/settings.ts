// Reads the `docsite` section through workspace/configuration and keeps only well-formed values.
import type { Connection } from 'vscode-languageserver';
import { DEFAULT_SERVER_SETTINGS, SETTINGS_SECTION, type ServerSettings } from '../../../shared/src/settings';
import { sanitizeLanguageConvention } from '../service/languages/convention';
import { sanitizeRuleSeverities } from '../service/checks/ruleSeverities';

export function sanitizeSettings(raw: unknown): ServerSettings {
  const settings: ServerSettings = { ...DEFAULT_SERVER_SETTINGS };
  if (!raw || typeof raw !== 'object') return settings;
  const value = raw as Record<string, unknown>;
  if (value.unknownKeys === 'off' || value.unknownKeys === 'warning') settings.unknownKeys = value.unknownKeys;
  if (typeof value.maxProblems === 'number' && Number.isFinite(value.maxProblems) && value.maxProblems >= 1) {
    settings.maxProblems = Math.floor(value.maxProblems);
  }
  const validation = value.validation;
  if (
    validation &&
    typeof validation === 'object' &&
    typeof (validation as Record<string, unknown>).closedFiles === 'boolean'
  ) {
    settings.validateClosedFiles = (validation as { closedFiles: boolean }).closedFiles;
  }
  if (
    validation &&
    typeof validation === 'object' &&
    typeof (validation as Record<string, unknown>).enable === 'boolean'
  ) {
    settings.validationEnabled = (validation as { enable: boolean }).enable;
  }
  const rules = sanitizeRuleSeverities(value.rules);
  if (rules) settings.rules = rules;
  const pages = value.pages;
  if (pages && typeof pages === 'object') {
    const { enabled, requiredFrontMatter } = pages as Record<string, unknown>;
    if (typeof enabled === 'boolean') settings.checkPages = enabled;
    if (Array.isArray(requiredFrontMatter))
      settings.requiredFrontMatter = requiredFrontMatter
        .filter((k): k is string => typeof k === 'string' && k.trim() !== '')
        .map((k) => k.trim());
  }
  const languages = sanitizeLanguageConvention(value.languages);
  if (languages) settings.languages = languages;
  const externalLinks = value.externalLinks;
  if (externalLinks && typeof externalLinks === 'object') {
    const { checkOnSave } = externalLinks as Record<string, unknown>;
    if (typeof checkOnSave === 'boolean') settings.externalLinksOnSave = checkOnSave;
  }
  return settings;
}

export async function fetchSettings(connection: Connection, supported: boolean): Promise<ServerSettings> {
  if (!supported) return { ...DEFAULT_SERVER_SETTINGS };
  try {
    return sanitizeSettings(await connection.workspace.getConfiguration({ section: SETTINGS_SECTION }));
  } catch (error) {
    connection.console.warn(`Could not read settings, using defaults: ${String(error)}`);
    return { ...DEFAULT_SERVER_SETTINGS };
  }
}
