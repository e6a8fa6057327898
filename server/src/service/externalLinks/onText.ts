// The editor's external-link findings of one file, kept between saves. A check answers for URLs, not for places in a
// text: the findings are kept by link target as written, and put on the links of the file's current text whenever its
// diagnostics are published. So the next keystroke's diagnostics still carry them, on the link's new line when text
// above it moved, and a link edited away or removed loses its finding at once; a link added since the save has none
// until the next save checks it.
import type { Diagnostic } from 'vscode-languageserver-protocol';
import { DiagnosticSeverity } from '../diagnostics/diagnostics';
import type { ParsedPage } from '../pages/pageModel';
import { parsePage } from '../pages/parsePage';
import { externalLinksOfConfig, externalLinksOfPage, type ExternalLinkAt } from './collect';
import { EXTERNAL_LINK_BROKEN, externalLinkDiagnostic, findingOf } from './findings';
import { prepareUrl, type ExternalLinkSettings, type LinkOutcome } from './settings';

export type LinkFinding = NonNullable<ReturnType<typeof findingOf>>;

/** Findings by link target as written (`ExternalLinkAt.url`). */
export type FindingsByTarget = ReadonlyMap<string, LinkFinding>;

/** The external links of a file's text: a config's (`isConfig`) or a page's; `parse` gives the page's parse (a
 * cached one, when the checks just parsed the same text). */
export function externalLinksOfText(
  text: string,
  isConfig: boolean,
  parse: (text: string) => ParsedPage | undefined = parsePage,
): ExternalLinkAt[] {
  if (isConfig) return externalLinksOfConfig(text);
  // Most pages link nowhere outside: no parse for them.
  if (!/https?:/i.test(text)) return [];
  const page = parse(text);
  return page ? externalLinksOfPage(page, text) : [];
}

/** A link's target, and the URL to request for it (none when excluded or invalid). */
export interface LinkTarget {
  target: string;
  url?: string;
  invalid?: string;
}

/** Each distinct target of the links, remapped and excluded as the settings say. */
export function targetsOf(
  links: readonly ExternalLinkAt[],
  settings: Pick<ExternalLinkSettings, 'exclude' | 'remap'>,
): LinkTarget[] {
  const targets = new Map<string, LinkTarget>();
  for (const link of links) {
    if (targets.has(link.url)) continue;
    const prepared = prepareUrl(link.url, settings);
    if (prepared.kind === 'check') targets.set(link.url, { target: link.url, url: prepared.url });
    else if (prepared.kind === 'invalid') targets.set(link.url, { target: link.url, invalid: prepared.reason });
  }
  return [...targets.values()];
}

/** The finding of each target whose answer (in `outcomes`, by requested URL) is one; `dnsWorks` as in findingOf. A
 * target with no outcome (not judged) has none. */
export function findingsOfTargets(
  targets: readonly LinkTarget[],
  outcomes: ReadonlyMap<string, LinkOutcome>,
  dnsWorks: boolean,
): Map<string, LinkFinding> {
  const found = new Map<string, LinkFinding>();
  for (const { target, url, invalid } of targets) {
    if (invalid !== undefined) {
      found.set(target, {
        code: EXTERNAL_LINK_BROKEN,
        severity: DiagnosticSeverity.Error,
        message: `Broken external link: ${invalid}.`,
      });
      continue;
    }
    const outcome = url === undefined ? undefined : outcomes.get(url);
    const finding = outcome && findingOf(outcome, url!, dnsWorks);
    if (finding) found.set(target, finding);
  }
  return found;
}

/** The findings on the links of the current text: one diagnostic per link whose target has one. */
export function placeFindings(links: readonly ExternalLinkAt[], found: FindingsByTarget): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const link of links) {
    const finding = found.get(link.url);
    if (finding) diagnostics.push(externalLinkDiagnostic(link.range, finding));
  }
  return diagnostics;
}
