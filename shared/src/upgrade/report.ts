// What an upgrade tells its user: every mint.json field it carried into docs.json (and where), every field it could
// not carry (and why), and what docs.json needed that mint.json did not say. The converter fills a `ReportBuilder`;
// the CLI prints `formatReportText`, the editor shows `formatReportMarkdown`.

/** A JSON path into mint.json: keys and array indexes. */
export type JsonPath = (string | number)[];

/** Zero-based, as in LSP; only present when the converter was given the mint.json text. */
export interface SourcePosition {
  line: number;
  character: number;
}

export interface CarriedField {
  /** Where it was in mint.json ("topbarLinks[0]", "tabs[1] \"API\""). */
  from: string;
  path: JsonPath;
  /** Where it is in docs.json ("navbar.links[0]"). */
  to: string;
  /** Set when the value was changed on the way (renamed, mapped to a new name, split…). */
  note?: string;
  at?: SourcePosition;
}

export interface DroppedField {
  from: string;
  path: JsonPath;
  reason: string;
  at?: SourcePosition;
}

export interface AddedField {
  /** The docs.json field that was filled in. */
  to: string;
  reason: string;
}

export interface UpgradeReport {
  carried: CarriedField[];
  notCarried: DroppedField[];
  added: AddedField[];
  /** Page entries in mint.json's navigation, and how many of them docs.json's navigation lists. */
  pages: { before: number; after: number };
}

export class ReportBuilder {
  readonly report: UpgradeReport = { carried: [], notCarried: [], added: [], pages: { before: 0, after: 0 } };

  carried(path: JsonPath, to: string, note?: string, label?: string): void {
    this.report.carried.push({ from: displayPath(path, label), path, to, ...(note ? { note } : {}) });
  }

  dropped(path: JsonPath, reason: string, label?: string): void {
    this.report.notCarried.push({ from: displayPath(path, label), path, reason });
  }

  added(to: string, reason: string): void {
    this.report.added.push({ to, reason });
  }
}

/** `["tabs", 1, "name"]` -> `tabs[1].name`; a label (a tab's name) is appended in quotes. */
export function displayPath(path: JsonPath, label?: string): string {
  let text = '';
  for (const part of path) {
    if (typeof part === 'number') text += `[${part}]`;
    else if (/^[A-Za-z_$][\w$-]*$/.test(part)) text += text ? `.${part}` : part;
    else text += `[${JSON.stringify(part)}]`;
  }
  return label === undefined ? text : `${text} ${JSON.stringify(label)}`;
}

function countLine(report: UpgradeReport): string {
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  const entries = `${report.pages.before} page ${report.pages.before === 1 ? 'entry' : 'entries'}`;
  return `${plural(report.carried.length, 'field')} carried, ${plural(report.notCarried.length, 'field')} not carried, ${plural(report.added.length, 'field')} added; ${report.pages.after} of ${entries} in the navigation`;
}

function where(at: SourcePosition | undefined, file: string | undefined): string {
  return at && file ? `${file}:${at.line + 1}:${at.character + 1}  ` : '';
}

/** Plain text for a terminal. `file` (the mint.json as shown to the user) prefixes each line with its position. */
export function formatReportText(report: UpgradeReport, file?: string): string {
  const lines = [countLine(report)];
  if (report.notCarried.length) {
    lines.push('', 'Not carried:');
    for (const d of report.notCarried) lines.push(`  ${where(d.at, file)}${d.from}: ${d.reason}`);
  }
  if (report.added.length) {
    lines.push('', 'Added (docs.json requires them):');
    for (const a of report.added) lines.push(`  ${a.to}: ${a.reason}`);
  }
  if (report.carried.length) {
    lines.push('', 'Carried:');
    for (const c of report.carried) lines.push(`  ${c.from} -> ${c.to}${c.note ? `  (${c.note})` : ''}`);
  }
  return lines.join('\n');
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');
const code = (text: string) => `\`${text.replace(/`/g, "'")}\``;

/** Markdown for the editor's report view. */
export function formatReportMarkdown(report: UpgradeReport, title = 'Upgrade mint.json to docs.json'): string {
  const lines = [`# ${title}`, '', countLine(report) + '.', ''];
  lines.push('Nothing is written until you choose **Create docs.json**.', '');
  if (report.notCarried.length) {
    lines.push('## Not carried', '', '| mint.json | Why |', '| --- | --- |');
    for (const d of report.notCarried)
      lines.push(`| ${code(d.from)}${d.at ? ` (line ${d.at.line + 1})` : ''} | ${cell(d.reason)} |`);
    lines.push('');
  }
  if (report.added.length) {
    lines.push('## Added', '', '| docs.json | Why |', '| --- | --- |');
    for (const a of report.added) lines.push(`| ${code(a.to)} | ${cell(a.reason)} |`);
    lines.push('');
  }
  if (report.carried.length) {
    lines.push('## Carried', '', '| mint.json | docs.json | Note |', '| --- | --- | --- |');
    for (const c of report.carried) lines.push(`| ${code(c.from)} | ${code(c.to)} | ${cell(c.note ?? '')} |`);
    lines.push('');
  }
  return lines.join('\n');
}
