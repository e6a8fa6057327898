// Problems in files a config pulls in through `$ref` are published under those files' uris. This remembers which
// uris each config published to, so that a `$ref` removed (or a problem fixed) clears what was shown there.
import type { Diagnostic } from 'vscode-languageserver';
import type { FileDiagnostics } from '../service/languageService';

export class RefFileDiagnostics {
  private readonly byConfig = new Map<string, Set<string>>();

  constructor(private readonly publish: (uri: string, diagnostics: Diagnostic[]) => void) {}

  /** Publishes the `$ref`'d files' diagnostics of one config (keyed by its uri or path) and clears stale ones. */
  update(config: string, results: readonly FileDiagnostics[]): void {
    const before = this.byConfig.get(config) ?? new Set<string>();
    const now = new Set<string>();
    for (const { file, diagnostics } of results) {
      if (file.isMain) continue;
      now.add(file.uri);
      this.publish(file.uri, diagnostics);
    }
    for (const uri of before) if (!now.has(uri)) this.publish(uri, []);
    if (now.size) this.byConfig.set(config, now);
    else this.byConfig.delete(config);
  }

  clear(config: string): void {
    this.update(config, []);
  }
}
