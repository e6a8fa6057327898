// Per-rule severities: one pure step between the checks and whoever shows their results. The CLI applies the
// severities of `.docsiterc.json` and `--rule`; the language server those of the `docsite.rules` setting. Both go
// through `LanguageService.diagnose`, so the editor and CI report the same problems at the same levels.
import { DiagnosticSeverity, type Diagnostic } from 'vscode-languageserver-protocol';
import { RULE_IDS } from './catalog';
import { didYouMean } from '../diagnostics/suggest';

export const RULE_SEVERITY_NAMES = ['error', 'warning', 'info', 'off'] as const;
export type RuleSeverity = (typeof RULE_SEVERITY_NAMES)[number];
/** Rule id (diagnostic code) -> the severity to report it at, or `off` to drop it. */
export type RuleSeverities = Readonly<Record<string, RuleSeverity>>;

const TO_LSP: Record<Exclude<RuleSeverity, 'off'>, DiagnosticSeverity> = {
  error: DiagnosticSeverity.Error,
  warning: DiagnosticSeverity.Warning,
  info: DiagnosticSeverity.Information,
};

export function isRuleSeverity(value: unknown): value is RuleSeverity {
  return typeof value === 'string' && (RULE_SEVERITY_NAMES as readonly string[]).includes(value);
}

/** The diagnostics with each configured rule's severity; rules set to `off` are left out. New objects only where a
 * severity changes, so cached diagnostics are never modified. */
export function applyRuleSeverities(diagnostics: Diagnostic[], rules: RuleSeverities | undefined): Diagnostic[] {
  if (!rules || Object.keys(rules).length === 0) return diagnostics;
  const out: Diagnostic[] = [];
  for (const diagnostic of diagnostics) {
    const id = diagnostic.code === undefined ? undefined : String(diagnostic.code);
    const configured = id !== undefined && Object.prototype.hasOwnProperty.call(rules, id) ? rules[id] : undefined;
    if (configured === undefined) out.push(diagnostic);
    else if (configured !== 'off')
      out.push(
        diagnostic.severity === TO_LSP[configured] ? diagnostic : { ...diagnostic, severity: TO_LSP[configured] },
      );
  }
  return out;
}

/** Why a rule id is not one the checker knows, with the nearest id when there is one; undefined for a known id. */
export function unknownRuleMessage(id: string): string | undefined {
  if (RULE_IDS.includes(id)) return undefined;
  const near = didYouMean(id, RULE_IDS);
  return `"${id}" is not a rule${near ? `; did you mean "${near}"?` : ''} (rules: ${RULE_IDS.join(', ')})`;
}

/** Keeps the well-formed entries of a settings value (`docsite.rules`): known ids with a known severity. */
export function sanitizeRuleSeverities(raw: unknown): Record<string, RuleSeverity> | undefined {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return undefined;
  const rules: Record<string, RuleSeverity> = {};
  for (const [id, severity] of Object.entries(raw as Record<string, unknown>)) {
    if (RULE_IDS.includes(id) && isRuleSeverity(severity)) rules[id] = severity;
  }
  return Object.keys(rules).length ? rules : undefined;
}
