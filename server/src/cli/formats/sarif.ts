// SARIF 2.1.0 for GitHub code scanning (and any SARIF viewer): one run, the rules that occur with their help text,
// one result per diagnostic. Regions are 1-based with columns in UTF-16 code units (what the language service's
// positions count, declared in `columnKind`); file URIs are relative to the current folder (the repository root
// in CI) under the `%SRCROOT%` base, which is how code scanning maps results to files in the repository.
import { pathToFileURL } from 'node:url';
import { isAbsolute, sep } from 'node:path';
import type * as Sarif from 'sarif';
import { ruleInfo } from '../../service/checks/catalog';
import { fingerprintHash } from '../baseline';
import { messageOf, severityName, type FileDiagnostic, type OutputFormat } from '../format';

export const SARIF_SCHEMA_URI = 'https://json.schemastore.org/sarif-2.1.0.json';
export const TOOL_INFORMATION_URI = 'https://github.com/docsite-kit/docsite-kit';
const RULES_HELP_URI = `${TOOL_INFORMATION_URI}/blob/main/docs/cli.md#rules`;

export interface SarifOptions {
  version: string;
  /** The folder relative URIs are relative to (absolute). */
  cwd: string;
  /** The run's `properties` (the per-language parity table of each site with languages). */
  properties?: Record<string, unknown>;
}

function level(result: FileDiagnostic): Sarif.Result.level {
  const severity = severityName(result.diagnostic.severity);
  return severity === 'error' ? 'error' : severity === 'warning' ? 'warning' : 'note';
}

/** A relative URI reference (forward slashes, each segment percent-encoded), or a file: URI for a path outside. */
function artifactLocation(file: string): Sarif.ArtifactLocation {
  if (isAbsolute(file)) return { uri: pathToFileURL(file).href };
  return { uri: file.split(sep).join('/').split('/').map(encodeURIComponent).join('/'), uriBaseId: '%SRCROOT%' };
}

/** A rule's `name`: its id in PascalCase ("page-missing" -> "PageMissing"). SARIF wants a rule's name to differ from
 * its id (Microsoft's validator warns SARIF1001 otherwise), and a one-word id ("bom", "enum") only changes case, so
 * such a rule has no name: `name` is optional, and viewers show the id. */
function ruleName(id: string): { name?: string } {
  const name = id.replace(/(^|-)([a-z])/g, (_, __, letter: string) => letter.toUpperCase());
  return name.toLowerCase() === id.toLowerCase() ? {} : { name };
}

export function formatSarif(results: readonly FileDiagnostic[], options: SarifOptions): string {
  const ruleIds = [...new Set(results.map((r) => String(r.diagnostic.code ?? 'docsite')))].sort();
  const rules: Sarif.ReportingDescriptor[] = ruleIds.map((id) => {
    const info = ruleInfo(id);
    const summary = info?.summary ?? `Problems reported as "${id}".`;
    const help = info?.help ?? 'See the message of each result.';
    return {
      id,
      ...ruleName(id),
      shortDescription: { text: summary },
      fullDescription: { text: `${summary} ${help}` },
      help: { text: help, markdown: `**${id}**: ${summary}\n\n${help}` },
      helpUri: `${RULES_HELP_URI}`,
      properties: { tags: ['docs'] },
    };
  });
  const sarifResults: Sarif.Result[] = results.map((result) => {
    const { start, end } = result.diagnostic.range;
    const ruleId = String(result.diagnostic.code ?? 'docsite');
    return {
      ruleId,
      ruleIndex: ruleIds.indexOf(ruleId),
      level: level(result),
      message: { text: messageOf(result.diagnostic) },
      locations: [
        {
          physicalLocation: {
            artifactLocation: artifactLocation(result.file),
            region: {
              startLine: start.line + 1,
              startColumn: start.character + 1,
              endLine: end.line + 1,
              endColumn: end.character + 1,
            },
          },
        },
      ],
      partialFingerprints: { 'docsiteProblem/v1': fingerprintHash(result.file, ruleId, messageOf(result.diagnostic)) },
    };
  });
  const log: Sarif.Log = {
    $schema: SARIF_SCHEMA_URI,
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: { name: 'docsite', semanticVersion: options.version, informationUri: TOOL_INFORMATION_URI, rules },
        },
        originalUriBaseIds: {
          '%SRCROOT%': { uri: pathToFileURL(options.cwd.endsWith(sep) ? options.cwd : options.cwd + sep).href },
        },
        columnKind: 'utf16CodeUnits',
        results: sarifResults,
        ...(options.properties ? { properties: options.properties } : {}),
      },
    ],
  };
  return JSON.stringify(log, null, 2);
}

export const sarifFormat: OutputFormat = {
  name: 'sarif',
  render: (results, context) =>
    formatSarif(results, {
      version: context.version,
      cwd: context.cwd,
      ...(context.languages.length ? { properties: { languages: context.languages } } : {}),
    }),
};
