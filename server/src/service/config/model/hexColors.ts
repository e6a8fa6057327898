// Hex colors of the site model: mint.json's `colors.*`, `colors.background.*`, `colors.anchors` and `anchors[].color`
// (string or {from, via, to}); docs.json's `colors.primary|light|dark`, `background.color.*` and anchors' `color.*`.
// Decision: `#RGB` and `#RRGGBB` are valid (what the site generator's validator accepts); `#RGBA` and `#RRGGBBAA`
// parse as colors but the generator's validator rejects alpha, so they get a warning; anything else is an error.
import type { ConfigDocument } from '../../json/document';
import { DiagnosticSeverity, makeDiagnostic } from '../../diagnostics/diagnostics';
import type { ColorRef, SiteModel } from './model';
import type { DiagnosticSink } from '../../diagnostics/siteDiagnostics';
import { siteModelOf } from './siteModel';

export type HexVerdict =
  { kind: 'valid' } | { kind: 'alpha' } | { kind: 'invalid'; reason: string; suggestion?: string };

const VALID = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
const WITH_ALPHA = /^#(?:[0-9a-fA-F]{4}|[0-9a-fA-F]{8})$/;
const HEX_DIGITS = /^[0-9a-fA-F]+$/;

export function checkHexColor(value: string): HexVerdict {
  if (VALID.test(value)) return { kind: 'valid' };
  if (WITH_ALPHA.test(value)) return { kind: 'alpha' };
  const trimmed = value.trim();
  if (trimmed !== value && VALID.test(trimmed))
    return { kind: 'invalid', reason: 'it has spaces around it', suggestion: trimmed };
  if (!value.startsWith('#')) {
    if (HEX_DIGITS.test(value) && (value.length === 3 || value.length === 6))
      return { kind: 'invalid', reason: 'it lacks the leading "#"', suggestion: `#${value}` };
    return { kind: 'invalid', reason: 'it does not start with "#"' };
  }
  const digits = value.slice(1);
  if (!HEX_DIGITS.test(digits)) return { kind: 'invalid', reason: 'it holds characters other than 0-9 and a-f' };
  return { kind: 'invalid', reason: `it has ${digits.length} digit${digits.length === 1 ? '' : 's'}` };
}

/** Every node that should hold a hex color, with a label for messages (from the site model). */
export function hexColorNodes(doc: ConfigDocument): ColorRef[] {
  return siteModelOf(doc).colors;
}

export function hexColorDiagnostics(model: SiteModel, sink: DiagnosticSink): void {
  for (const { node, label, file } of model.colors) {
    const td = file.textDocument;
    const value = String(node.value);
    const verdict = checkHexColor(value);
    if (verdict.kind === 'valid') continue;
    if (verdict.kind === 'alpha') {
      sink.add(
        file,
        makeDiagnostic(
          td,
          node,
          DiagnosticSeverity.Warning,
          'hex-color',
          `"${value}" in "${label}" has an alpha channel; the site generator accepts only #RGB or #RRGGBB.`,
          { suggestion: value.length === 5 ? value.slice(0, 4) : value.slice(0, 7) },
        ),
      );
    } else {
      const fix = verdict.suggestion === undefined ? '' : ` Did you mean "${verdict.suggestion}"?`;
      sink.add(
        file,
        makeDiagnostic(
          td,
          node,
          DiagnosticSeverity.Error,
          'hex-color',
          `"${value}" in "${label}" is not a hex color: ${verdict.reason}. Use #RGB or #RRGGBB.${fix}`,
          verdict.suggestion === undefined ? undefined : { suggestion: verdict.suggestion },
        ),
      );
    }
  }
}
