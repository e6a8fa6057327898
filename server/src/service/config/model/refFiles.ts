// The host's cache of files a config names through `$ref` (and of OpenAPI documents): each is read and parsed once,
// and read again only after the host says it changed (a file event), so a keystroke in the config never touches the
// disk for them.
import { TextDocument } from 'vscode-languageserver-textdocument';
import { parseConfigDocument, type ConfigDocument } from '../../json/document';
import { pathToUri } from '../../workspace/paths';
import { parseOpenApi, type OpenApiRead } from './operations';
import type { RefSource } from './refs';

export class RefFileCache implements RefSource {
  private readonly parsed = new Map<string, ConfigDocument | null>();
  private readonly texts = new Map<string, string | null>();
  private readonly openapiDocuments = new Map<string, OpenApiRead | null>();
  private changes = 0;

  /** `readText` returns a file's text, or undefined when it is missing or unreadable. */
  constructor(private readonly readText: (path: string) => string | undefined) {}

  get generation(): number {
    return this.changes;
  }

  read(path: string): ConfigDocument | undefined {
    let doc = this.parsed.get(path);
    if (doc === undefined) {
      const text = this.text(path);
      doc =
        text === undefined ? null : parseConfigDocument(TextDocument.create(pathToUri(path), 'json', 0, text), path);
      this.parsed.set(path, doc);
    }
    return doc ?? undefined;
  }

  openapi(path: string): OpenApiRead {
    let read = this.openapiDocuments.get(path);
    if (read === undefined) {
      const text = this.text(path);
      // An empty file (a placeholder) is no document at all rather than a broken one.
      read = text === undefined || !text.trim() ? null : parseOpenApi(text, path);
      this.openapiDocuments.set(path, read);
    }
    return read ?? undefined;
  }

  /** A file's raw text (OpenAPI documents in YAML are read through this too), cached like the parses. */
  text(path: string): string | undefined {
    let text = this.texts.get(path);
    if (text === undefined) {
      text = this.readText(path) ?? null;
      this.texts.set(path, text);
    }
    return text ?? undefined;
  }

  /** A file changed, appeared or went away. Returns whether a cached read was dropped (models must be rebuilt). */
  changed(path: string): boolean {
    const known = this.texts.has(path) || this.parsed.has(path);
    if (!known) return false;
    this.texts.delete(path);
    this.parsed.delete(path);
    this.openapiDocuments.delete(path);
    this.changes++;
    return true;
  }

  /** Forgets everything (a settings change, a folder deleted). */
  clear(): void {
    this.texts.clear();
    this.parsed.clear();
    this.openapiDocuments.clear();
    this.changes++;
  }
}
