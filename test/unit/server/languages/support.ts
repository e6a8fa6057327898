// A docs.json site with `navigation.languages` in memory, and its language findings as short strings.
import type { Diagnostic } from 'vscode-languageserver-protocol';
import type { LanguageConventionSetting, ServerSettings } from '../../../../shared/src/settings';
import { DEFAULT_SERVER_SETTINGS } from '../../../../shared/src/settings';
import { docsJson, docsJsonSite } from '../docsJsonSite';

/** A language item: `{ language, groups: [{ group, pages }] }`. */
export function language(code: string, groups: Record<string, unknown[]>, more: Record<string, unknown> = {}) {
  return { language: code, ...more, groups: Object.entries(groups).map(([group, pages]) => ({ group, pages })) };
}

/** Every page id listed in the languages, as files (`.mdx`), plus `extra` files. */
export function filesOf(languages: unknown[], extra: string[] = []): string[] {
  const out = new Set<string>(extra);
  const walk = (value: unknown) => {
    if (typeof value === 'string') out.add(`${value}.mdx`);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object')
      for (const [key, child] of Object.entries(value))
        if (key === 'pages' || key === 'groups' || key === 'tabs' || key === 'versions') walk(child);
  };
  walk(languages);
  return [...out];
}

export interface LanguageSiteOptions {
  files?: string[];
  /** Files left out although listed. */
  without?: string[];
  convention?: LanguageConventionSetting;
  refs?: Record<string, string>;
}

/** The site's diagnostics whose code starts with one of `codes`, as `code severity file:line message`. */
export function findings(languages: unknown[], codes: string[], options: LanguageSiteOptions = {}): string[] {
  const files = (options.files ?? filesOf(languages)).filter((f) => !(options.without ?? []).includes(f));
  const { service, doc } = docsJsonSite(docsJson({ languages }), files, options.refs);
  const settings: ServerSettings = {
    ...DEFAULT_SERVER_SETTINGS,
    ...(options.convention ? { languages: options.convention } : {}),
  };
  const out: string[] = [];
  for (const { file, diagnostics } of service.diagnoseSite(doc, settings)) {
    for (const d of diagnostics)
      if (codes.includes(String(d.code))) out.push(describe(d, file.path?.split('/').pop() ?? file.uri));
  }
  return out;
}

function describe(d: Diagnostic, file: string): string {
  const severity = ['', 'error', 'warning', 'info', 'hint'][d.severity ?? 1];
  return `${d.code} ${severity} ${file}:${d.range.start.line + 1} ${d.message}`;
}
