// A small in-memory site for the page checks: files (relative to ROOT) with their texts, and the context built
// the same way the server and the CLI build it (the config's site model follows `$ref`s and reads OpenAPI files).
import { TextDocument } from 'vscode-languageserver-textdocument';
import { parseConfigDocument } from '../../../../server/src/service/json/document';
import { SitePages } from '../../../../server/src/service/pages/sitePages';
import { RefFileCache } from '../../../../server/src/service/config/model/refFiles';
import { WorkspaceIndex } from '../../../../server/src/service/workspace/workspaceIndex';

export const ROOT = '/ws/site';

export function site(files: Record<string, string>, requiredKeys: string[] = []): SitePages {
  const index = new WorkspaceIndex();
  index.addFiles(Object.keys(files).map((f) => `${ROOT}/${f}`));
  index.markScanned(ROOT);
  const readFile = (path: string) => files[path.slice(ROOT.length + 1)];
  index.refreshIgnoreFiles(readFile);
  // The config is read as the hosts read it: `$ref`'d files and OpenAPI documents through a file cache.
  const refFiles = new RefFileCache(readFile);
  return new SitePages({
    rootDir: ROOT,
    index,
    readFile,
    requiredKeys: () => requiredKeys,
    parseConfig: (document, path) => parseConfigDocument(document, path, refFiles),
  });
}

/** Diagnostics of one page of the site, as `code@"covered text"`. */
export function problems(files: Record<string, string>, page: string, requiredKeys: string[] = []): string[] {
  const pages = site(files, requiredKeys);
  const text = files[page];
  const document = TextDocument.create('file:///x', 'mdx', 1, text);
  return pages.check(`${ROOT}/${page}`, text).map((d) => `${d.code}@${JSON.stringify(document.getText(d.range))}`);
}

export const CONFIG = JSON.stringify({ name: 'Docs', navigation: [{ group: 'A', pages: ['index'] }] });
