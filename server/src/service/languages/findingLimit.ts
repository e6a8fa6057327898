// At most this many findings of one parity rule per language: a language missing a whole version of the site would
// otherwise bury every other problem of the config under the problem cap. The rest are counted in one finding on the
// language's item, and the parity table of `docsite check` counts them all.
import type { Diagnostic } from 'vscode-languageserver-protocol';
import { makeDiagnostic, type DiagnosticSeverity } from '../diagnostics/diagnostics';
import type { SiteFile } from '../config/model/model';
import type { DiagnosticSink } from '../diagnostics/siteDiagnostics';
import type { SiteLanguage } from './counterparts';

export const MAX_FINDINGS_PER_LANGUAGE = 50;

export interface LimitedSink {
  add(file: SiteFile, diagnostic: Diagnostic): void;
  /** Adds the count of those left out, if any. */
  done(): void;
}

export function limitedSink(
  sink: DiagnosticSink,
  language: SiteLanguage,
  severity: DiagnosticSeverity,
  code: string,
  more: (count: number) => string,
): LimitedSink {
  let count = 0;
  return {
    add(file, diagnostic) {
      if (count++ < MAX_FINDINGS_PER_LANGUAGE) sink.add(file, diagnostic);
    },
    done() {
      if (count <= MAX_FINDINGS_PER_LANGUAGE) return;
      const { item } = language;
      sink.add(
        item.file,
        makeDiagnostic(
          item.file.textDocument,
          item.labelNode ?? { offset: item.node.offset, length: 1 },
          severity,
          code,
          more(count - MAX_FINDINGS_PER_LANGUAGE),
        ),
      );
    },
  };
}
