// `--format json`: one array of findings, each with its file, severity name, code, message and the LSP range
// (0-based lines and characters, as the editor has them), for scripts.
import { severityName, type FileDiagnostic, type OutputFormat } from '../format';

export function formatJson(results: readonly FileDiagnostic[]): string {
  return JSON.stringify(
    results.map(({ file, diagnostic }) => ({
      file,
      severity: severityName(diagnostic.severity),
      code: String(diagnostic.code ?? ''),
      message: diagnostic.message,
      range: diagnostic.range,
    })),
    null,
    2,
  );
}

export const jsonFormat: OutputFormat = { name: 'json', render: formatJson };
