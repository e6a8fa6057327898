// Diagnostics of a site, per file: a config split by `$ref` has problems in several files, and each is reported in
// the file (and on the line) where it is.
import type { Diagnostic } from 'vscode-languageserver-protocol';
import type { SiteFile } from '../config/model/model';

export interface FileDiagnostics {
  file: SiteFile;
  diagnostics: Diagnostic[];
}

export class DiagnosticSink {
  private readonly byFile = new Map<SiteFile, Diagnostic[]>();

  add(file: SiteFile, diagnostic: Diagnostic | undefined): void {
    if (!diagnostic) return;
    let list = this.byFile.get(file);
    if (!list) this.byFile.set(file, (list = []));
    list.push(diagnostic);
  }

  addAll(file: SiteFile, diagnostics: readonly Diagnostic[]): void {
    for (const diagnostic of diagnostics) this.add(file, diagnostic);
  }

  of(file: SiteFile): Diagnostic[] {
    return this.byFile.get(file) ?? [];
  }

  /** Every file of the site (the main config first, even without problems, so its old problems get cleared). */
  all(files: readonly SiteFile[]): FileDiagnostics[] {
    return files.map((file) => ({ file, diagnostics: this.of(file) }));
  }
}
