// Every rule the checker reports, by its id (the diagnostic code), taken from the list of checks: what it finds, how
// to fix it, its default severity and what it applies to. The CLI's `.docsiterc.json` and `--rule`, the extension's
// `docsite.rules` setting and the SARIF output's rule list all use these ids.
import type { DefaultSeverity, Rule } from './check';
import { CHECKS, type DiagnosticCode } from './list';

export interface RuleInfo {
  /** One line: what the rule finds. */
  summary: string;
  /** How to fix it (plain text; shown as the rule's help in SARIF viewers). */
  help: string;
  severity: DefaultSeverity;
  appliesTo: 'config' | 'page';
}

function catalogue(): Record<DiagnosticCode, RuleInfo> {
  const rules: Partial<Record<string, RuleInfo>> = {};
  for (const check of CHECKS) {
    for (const rule of check.rules as readonly Rule[]) {
      if (rules[rule.id]) throw new Error(`rule "${rule.id}" is declared twice`);
      rules[rule.id] = { summary: rule.summary, help: rule.help, severity: rule.severity, appliesTo: check.appliesTo };
    }
  }
  return rules as Record<DiagnosticCode, RuleInfo>;
}

export const RULES: Readonly<Record<DiagnosticCode, RuleInfo>> = catalogue();

/** Every rule id, config rules first, in the order of the checks. */
export const RULE_IDS: readonly string[] = Object.keys(RULES);

export function ruleInfo(id: string): RuleInfo | undefined {
  return Object.prototype.hasOwnProperty.call(RULES, id) ? (RULES as Record<string, RuleInfo>)[id] : undefined;
}
