// Settings types shared by the client (which reads them from VS Code) and the server (which receives them
// through workspace/configuration). One setting prefix, `docsite`, equal to the language client id.

export const SETTINGS_SECTION = 'docsite';

/** One user-group service environment (`docsite.userGroups.environments[]`). The API token is NOT here: it lives
 * only in SecretStorage, keyed by the environment name. */
export interface EnvironmentSetting {
  name: string;
  baseUrl: string;
}

/** What the language server reads (`docsite.*`, minus anything secret). */
export interface ServerSettings {
  /** Report unknown keys (`warning`), or not (`off`). */
  unknownKeys: 'warning' | 'off';
  /** At most this many diagnostics per config (the rest are summarised in one line). Default 1000. */
  maxProblems?: number;
  /** `docsite.validation.closedFiles`: also report the problems of every workspace `mint.json` that is not open,
   * read from disk. Default true. */
  validateClosedFiles?: boolean;
  /** `docsite.validation.enable`: when false the server reports no problems at all. Default true. */
  validationEnabled?: boolean;
  /** `docsite.rules`: rule id (diagnostic code) -> `error` | `warning` | `info` | `off`, the same ids and values as
   * the CLI's `.docsiterc.json`. */
  rules?: Readonly<Record<string, 'error' | 'warning' | 'info' | 'off'>>;
  /** `docsite.pages.enabled`: check the site's pages (links, anchors, snippets, front matter). Default true. */
  checkPages?: boolean;
  /** `docsite.pages.requiredFrontMatter`: front matter keys every page must have. Default none. */
  requiredFrontMatter?: string[];
  /** `docsite.languages` (`languages` of `.docsiterc.json`): how a translated page's path is made from its original's,
   * when the site's own convention cannot be detected. Default: detected. */
  languages?: LanguageConventionSetting;
  /** `docsite.externalLinks.checkOnSave`: check the external links of a page or config each time it is saved (the
   * requests go out from this machine). Default false. */
  externalLinksOnSave?: boolean;
}

/** Where a language's folder sits in a page path: `position` 0 for `fr/guides/x`, 1 for `v2/fr/guides/x`; `folders`
 * names a language's folder when it is not the language code (`""`: the language has no folder, its pages sit at the
 * original paths, as the default language's usually do). */
export interface LanguageConventionSetting {
  position?: number;
  folders?: Readonly<Record<string, string>>;
}

export const DEFAULT_SERVER_SETTINGS: ServerSettings = { unknownKeys: 'warning', validateClosedFiles: true };
