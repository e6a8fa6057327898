// The rules table of docs/cli.md, made from the rule catalogue; it sits between two HTML comments so that
// scripts/write-rule-settings.ts can replace it and a test can compare it.
import type { RuleInfo } from '../server/src/service/checks/catalog';

export const TABLE_START = '<!-- rules table: written by scripts/write-rule-settings.ts -->';
export const TABLE_END = '<!-- end of rules table -->';

export function rulesTable(rules: Readonly<Record<string, RuleInfo>>): string {
  const cell = (text: string) => text.replace(/\|/g, '\\|');
  const rows = Object.entries(rules).map(
    ([id, info]) => `| \`${id}\` | ${info.appliesTo} | ${cell(info.summary)} | ${info.severity} |`,
  );
  return ['| Rule | Applies to | Finds | Default |', '|---|---|---|---|', ...rows].join('\n');
}

/** `markdown` with the table between the markers replaced by `table`. */
export function withRulesTable(markdown: string, table: string): string {
  const start = markdown.indexOf(TABLE_START);
  const end = markdown.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error(`the rules table markers are missing: ${TABLE_START} … ${TABLE_END}`);
  return `${markdown.slice(0, start + TABLE_START.length)}\n${table}\n${markdown.slice(end)}`;
}

/** The table between the markers, or undefined. */
export function rulesTableOf(markdown: string): string | undefined {
  const start = markdown.indexOf(TABLE_START);
  const end = markdown.indexOf(TABLE_END);
  return start < 0 || end < start ? undefined : markdown.slice(start + TABLE_START.length, end).trim();
}
