// Page paths as navigation entries write them, and the page files they name. The site generator's own default
// title for a page without one comes from its file name (dashes and underscores to spaces, first letter
// capitalised); a page file we create gets that same title written into its front matter.
import { CodeActionKind, type CodeAction, type Diagnostic } from 'vscode-languageserver-protocol';
import { CREATE_PAGE_FILE_COMMAND } from '../../../../../shared/src/serverCommands';
import { joinPath, pathToUri } from '../../workspace/paths';

/** The extension of a page file we create: MDX, the generator's own format. */
export const NEW_PAGE_EXTENSION = '.mdx';

/** "api/user_groups/create-group" -> "Create group". */
export function titleFromPage(page: string): string {
  const last = page.split('/').filter(Boolean).pop() ?? page;
  const words = last.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The text of a new page file: front matter with its title (quoted as JSON, which YAML reads as-is). */
export function newPageContent(page: string): string {
  return `---\ntitle: ${JSON.stringify(titleFromPage(page) || 'Untitled')}\n---\n\n`;
}

/** The URI of the file a new page gets under a site root. */
export function newPageUri(rootDir: string, page: string): string {
  return pathToUri(joinPath(rootDir, page + NEW_PAGE_EXTENSION));
}

/** A quick fix creating a file with `text`, in one undoable workspace edit (never over an existing file); or, for a
 * client that cannot create files through an edit, by a command the server runs (an edit it would drop leaves no file
 * on disk). The adapter keeps both inside the site. */
export function createFileAction(
  title: string,
  diagnostic: Diagnostic,
  uri: string,
  text: string,
  clientCreatesFiles: boolean,
): CodeAction {
  if (!clientCreatesFiles)
    return {
      title,
      kind: CodeActionKind.QuickFix,
      diagnostics: [diagnostic],
      command: { title, command: CREATE_PAGE_FILE_COMMAND, arguments: [uri, text] },
    };
  return {
    title,
    kind: CodeActionKind.QuickFix,
    diagnostics: [diagnostic],
    edit: {
      documentChanges: [
        { kind: 'create', uri, options: { overwrite: false, ignoreIfExists: true } },
        {
          textDocument: { uri, version: null },
          edits: [{ range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, newText: text }],
        },
      ],
    },
  };
}
