// The editor's view of a page's translations: its counterparts in every language of its set (hover on a page path),
// a new counterpart file made from the original (the quick fix of translation-missing), and every missing
// counterpart of a site ("List Missing Translations"). Pure: the site model, the index and the page texts in.
import { type CodeAction, type Diagnostic, type Hover } from 'vscode-languageserver-protocol';
import type { LanguageConventionSetting } from '../../../../shared/src/settings';
import type { PageRef, SiteModel } from '../config/model/model';
import { createFileAction, NEW_PAGE_EXTENSION } from '../config/features/pageFiles';
import { joinPath, pathToUri } from '../workspace/paths';
import type { WorkspaceIndex } from '../workspace/workspaceIndex';
import { counterpartId, languageOfPage, type CounterpartState, type SiteLanguage } from './counterparts';
import { siteParity } from './parity';

export interface PageTranslation {
  language: string;
  /** The counterpart's page id (the listed one, or where the convention puts it). */
  id: string;
  /** `original`: the default language's page; `no-original`: none in the default language. */
  state: CounterpartState | 'original' | 'no-original';
}

export interface PageTranslations {
  /** The page's own language. */
  language: string;
  isDefault: boolean;
  others: PageTranslation[];
}

/** The counterparts of a page in every other language of its set; undefined when the page is in no language. */
export function translationsOfPage(
  model: SiteModel,
  index: WorkspaceIndex,
  setting: LanguageConventionSetting | undefined,
  pageId: string,
): PageTranslations | undefined {
  for (const parity of siteParity(model, index, setting)) {
    const { set } = parity;
    const own = languageOfPage(set, pageId);
    if (!own || own.folder === undefined) continue;
    // The original: the page itself, or the one whose counterpart it is in its language.
    let originalId: string | undefined = own.isDefault ? pageId : undefined;
    if (!own.isDefault)
      for (const c of parity.counterparts.get(own) ?? [])
        if (c.id === pageId && c.state !== 'missing' && c.state !== 'unlisted') originalId = c.original.id as string;
    const others: PageTranslation[] = [];
    if (!own.isDefault)
      others.push(
        originalId !== undefined
          ? { language: set.defaultLanguage.code, id: originalId, state: 'original' }
          : {
              language: set.defaultLanguage.code,
              id: counterpartId(set, pageId, own, set.defaultLanguage) ?? pageId,
              state: 'no-original',
            },
      );
    for (const language of set.others) {
      if (language === own || language.folder === undefined) continue;
      const found =
        originalId !== undefined
          ? parity.counterparts.get(language)?.find((c) => c.original.id === originalId)
          : undefined;
      if (found) others.push({ language: language.code, id: found.id, state: found.state });
      else {
        const id = counterpartId(set, pageId, own, language);
        if (id !== undefined) others.push({ language: language.code, id, state: stateOf(language, id, index, model) });
      }
    }
    return { language: own.code, isDefault: own.isDefault, others };
  }
  return undefined;
}

function stateOf(language: SiteLanguage, id: string, index: WorkspaceIndex, model: SiteModel): CounterpartState {
  if (language.ids.has(id)) return 'listed';
  return model.rootDir !== undefined && index.pageTableOf(model.rootDir).has(id) ? 'unlisted' : 'missing';
}

const STATE_TEXT: Record<PageTranslation['state'], string> = {
  original: 'the original',
  'no-original': 'no original',
  listed: 'translated',
  shared: 'the same page',
  'first-page': "the language's first page",
  unlisted: 'a file its navigation does not list',
  missing: 'missing',
};

/** The hover text of a page's translations (Markdown), with links to the pages that exist. */
export function translationsHover(
  model: SiteModel,
  index: WorkspaceIndex,
  setting: LanguageConventionSetting | undefined,
  pageId: string,
): string | undefined {
  const found = translationsOfPage(model, index, setting, pageId);
  if (!found || !found.others.length || model.rootDir === undefined) return undefined;
  const pages = index.pageTableOf(model.rootDir);
  const lines = found.others.map((t) => {
    const file = pages.pathOf(t.id);
    const uri = file !== undefined ? pathToUri(file) : undefined;
    const name = uri ? `[\`${t.id}\`](${uri})` : `\`${t.id}\``;
    return `- **${t.language}**: ${name}, ${STATE_TEXT[t.state]}`;
  });
  const missing = found.others.filter((t) => t.state === 'missing').length;
  const head = `**Translations** of this ${found.language}${found.isDefault ? ' (default)' : ''} page${missing ? `: ${missing} missing` : ''}`;
  return [head, '', ...lines].join('\n');
}

/** The hover on a page entry of the config at `offset`, when it is in a language. */
export function configTranslationsHover(
  model: SiteModel,
  index: WorkspaceIndex,
  setting: LanguageConventionSetting | undefined,
  offset: number,
): Hover | undefined {
  if (model.format !== 'docs') return undefined;
  const entry = model.pages.find(
    (p) => p.file === model.main && p.node.offset <= offset && offset <= p.node.offset + p.node.length,
  );
  if (!entry || typeof entry.id !== 'string') return undefined;
  const value = translationsHover(model, index, setting, entry.id);
  if (!value) return undefined;
  const document = model.main.textDocument;
  return {
    contents: { kind: 'markdown', value },
    range: {
      start: document.positionAt(entry.node.offset),
      end: document.positionAt(entry.node.offset + entry.node.length),
    },
  };
}

/** The text of a new counterpart: the original's front matter as it is, its body replaced by a note to translate. */
export function counterpartContent(originalText: string, originalId: string, language: string): string {
  const match = /^---\r?\n[\s\S]*?\r?\n---[ \t]*(?:\r?\n|$)/.exec(originalText);
  const front = match ? match[0].replace(/\r?\n?$/, '\n') : '';
  return `${front}\n{/* Translate into ${language}: the original is "${originalId}". */}\n`;
}

/** The page file a new counterpart gets: beside the original's extension when the original has a file. */
function counterpartUri(rootDir: string, id: string, originalFile: string | undefined): string {
  const extension = originalFile?.endsWith('.md') ? '.md' : NEW_PAGE_EXTENSION;
  return pathToUri(joinPath(rootDir, id + extension));
}

/**
 * "Create the translation" for the translation-missing diagnostics: a workspace edit creating the counterpart file
 * (never over an existing one) from the original's front matter. `readPage` reads a page file of the site (the
 * adapter's safe reader); the caller keeps the file inside the site (withinRoot).
 */
export function createTranslationActions(
  model: SiteModel,
  index: WorkspaceIndex,
  setting: LanguageConventionSetting | undefined,
  diagnostics: readonly Diagnostic[],
  readPage: (path: string) => string | undefined,
  clientCreatesFiles: boolean,
): CodeAction[] {
  const rootDir = model.rootDir;
  if (rootDir === undefined) return [];
  const actions: CodeAction[] = [];
  for (const diagnostic of diagnostics) {
    if (diagnostic.code !== 'translation-missing') continue;
    const page = (diagnostic.data as { page?: string } | undefined)?.page;
    if (!page) continue;
    const missing = translationsOfPage(model, index, setting, page)?.others.find(
      (t) => t.state === 'missing' && String(diagnostic.message).includes(`"${t.id}"`),
    );
    if (!missing) continue;
    const originalPath = index.pageTableOf(rootDir).pathOf(page);
    const text = counterpartContent(
      (originalPath !== undefined ? readPage(originalPath) : undefined) ?? '',
      page,
      missing.language,
    );
    const uri = counterpartUri(rootDir, missing.id, originalPath);
    const title = `Create the ${missing.language} translation "${missing.id}" from the original`;
    actions.push(createFileAction(title, diagnostic, uri, text, clientCreatesFiles));
  }
  return actions;
}

export interface MissingTranslation {
  language: string;
  /** The original's page id and its counterpart's expected id. */
  original: string;
  id: string;
  /** The original's entry, for a location. */
  entry: PageRef;
}

/** Every original with no counterpart file, per language, in navigation order. */
export function missingTranslations(
  model: SiteModel,
  index: WorkspaceIndex,
  setting: LanguageConventionSetting | undefined,
): MissingTranslation[] {
  const out: MissingTranslation[] = [];
  for (const parity of siteParity(model, index, setting))
    for (const [language, counterparts] of parity.counterparts)
      for (const c of counterparts)
        if (c.state === 'missing')
          out.push({ language: language.code, original: c.original.id as string, id: c.id, entry: c.original });
  return out;
}
