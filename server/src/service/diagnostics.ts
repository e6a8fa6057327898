// The diagnostic vocabulary of the service: stable codes, one constructor that takes ranges only from node offsets.
import { DiagnosticSeverity, DiagnosticTag, type Diagnostic } from 'vscode-languageserver-protocol';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { MAX_MESSAGE_LENGTH, shortenForDisplay } from './displayText';

export const DIAGNOSTIC_SOURCE = 'docsite';

/** Stable codes; tools and quick fixes key on them, so never rename one. */
export type DiagnosticCode =
  | 'json-syntax'
  | 'json-comment'
  | 'trailing-comma'
  | 'json-too-deep'
  | 'bom'
  | 'duplicate-key'
  | 'type'
  | 'required'
  | 'enum'
  | 'unknown-key'
  | 'schema'
  | 'hex-color'
  | 'page-missing'
  | 'page-escapes-root'
  | 'page-duplicate'
  | 'page-extension'
  | 'file-missing'
  | 'cta-name-required'
  | 'basic-auth-name'
  | 'anchor-version'
  | 'deprecated'
  | 'too-many-problems'
  | 'config-too-large'
  | 'config-unreadable'
  | 'page-syntax'
  | 'page-link-broken'
  | 'page-link-extension'
  | 'page-link-folder'
  | 'page-link-no-host'
  | 'page-anchor-missing'
  | 'page-import-missing'
  | 'front-matter-syntax'
  | 'front-matter-type'
  | 'front-matter-value'
  | 'front-matter-unknown-key'
  | 'front-matter-required'
  // docs.json and the site model
  | 'ref-invalid'
  | 'ref-missing'
  | 'ref-cycle'
  | 'legacy-key'
  | 'navigation-shape'
  | 'navigation-empty'
  | 'config-ignored'
  | 'operation-unknown'
  | 'openapi-unreadable'
  | 'redirect-destination'
  | 'redirect-loop'
  | 'redirect-chain'
  | 'redirect-shadows-page'
  // languages kept in step (languages/)
  | 'translation-missing'
  | 'translation-not-listed'
  | 'translation-orphan'
  | 'translation-structure'
  | 'link-other-language';

/** Extra data on a diagnostic for later quick fixes: the replacement a "did you mean" message proposes. */
export interface DiagnosticData {
  suggestion?: string;
  /** For page diagnostics: the normalised page path (no leading slash, no extension). */
  page?: string;
}

export interface OffsetRange {
  offset: number;
  length: number;
}

export function makeDiagnostic(
  document: TextDocument,
  at: OffsetRange,
  severity: DiagnosticSeverity,
  code: DiagnosticCode,
  message: string,
  data?: DiagnosticData,
): Diagnostic {
  const diagnostic: Diagnostic = {
    range: { start: document.positionAt(at.offset), end: document.positionAt(at.offset + at.length) },
    severity,
    code,
    source: DIAGNOSTIC_SOURCE,
    // Messages quote the user's values: a huge one is shortened rather than published whole.
    message: shortenForDisplay(message, MAX_MESSAGE_LENGTH),
  };
  if (data) diagnostic.data = data;
  if (code === 'deprecated') diagnostic.tags = [DiagnosticTag.Deprecated];
  return diagnostic;
}

export { DiagnosticSeverity };
