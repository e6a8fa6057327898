// `color-contrast`: the theme's colours against the backgrounds the generator paints them on, by the WCAG 2.2
// contrast ratio. The pairs are those of the generator's own accessibility command (`mint a11y`):
// - `colors.primary` colours accent text in light mode (the active page in the sidebar and the table of contents,
//   the group name above the title), `colors.light` the same in dark mode: text, 4.5:1 (WCAG 1.4.3), a warning.
// - `colors.dark` fills buttons in both modes; `mint a11y` asks 3:1 of it against both backgrounds. A button whose
//   label identifies it needs no contrast of its fill against the page (WCAG 1.4.11 asks it of a component's edge
//   only when nothing else shows it), so this is information, not a warning.
// - Anchor colours (docs.json) tint the anchor's icon beside its name: information too, below the 4.5:1 `mint a11y`
//   asks of them (an icon beside its name is not required to contrast).
// The backgrounds are the configured ones, else the generator's defaults: white in light mode, and in dark mode
// #09090b with 2 % of the dark-mode accent (`colors.light`, default #4ADE80) blended in; the `linden` theme tints
// both with 3 % of the accent instead. A poor contrast breaks nothing in the build: the rule warns.
import type { Node } from 'jsonc-parser';
import { configCheck } from '../../checks/check';
import { DiagnosticSeverity, makeDiagnostic } from '../../diagnostics/diagnostics';
import type { SiteModel, SiteFile } from '../model/model';
import type { ConfigFormat } from '../../workspace/paths';

/** WCAG 2.2 minimum contrast of normal text (1.4.3) and of user-interface components and graphics (1.4.11), the
 * thresholds `mint a11y` applies. */
const TEXT = 4.5;
const GRAPHIC = 3;

const DEFAULT_ACCENT = '#16A34A';
const DEFAULT_DARK_ACCENT = '#4ADE80';

interface Rgb {
  r: number;
  g: number;
  b: number;
}

const HEX = /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/** `#RGB` / `#RRGGBB` as channels; undefined for anything else (the hex-color rule reports those). */
export function parseHex(value: unknown): Rgb | undefined {
  if (typeof value !== 'string') return undefined;
  const match = HEX.exec(value);
  if (!match) return undefined;
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  const n = Number.parseInt(digits, 16);
  return { r: n >> 16, g: (n >> 8) & 0xff, b: n & 0xff };
}

function toHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG 2.2 relative luminance. */
function luminance({ r, g, b }: Rgb): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2.2 contrast ratio, 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** `over` laid on an opaque `base` at `opacity`, channels rounded (how the generator tints its backgrounds). */
function tint(base: Rgb, over: Rgb, opacity: number): Rgb {
  const mix = (b: number, o: number) => Math.round((1 - opacity) * b + opacity * o);
  return { r: mix(base.r, over.r), g: mix(base.g, over.g), b: mix(base.b, over.b) };
}

export interface Backgrounds {
  light: string;
  dark: string;
  /** Whether each is the configured one (else the generator's default). */
  lightSet: boolean;
  darkSet: boolean;
}

/** The page backgrounds the generator paints in light and dark mode. */
export function siteBackgrounds(format: ConfigFormat, config: Record<string, unknown>): Backgrounds | undefined {
  const colors = asObject(config.colors);
  const configured = format === 'docs' ? asObject(asObject(config.background).color) : asObject(colors.background);
  const accent = parseHex(colors.primary ?? DEFAULT_ACCENT);
  const darkAccent = parseHex(colors.light ?? DEFAULT_DARK_ACCENT);
  const light = parseHex(configured.light);
  const dark = parseHex(configured.dark);
  if (!accent || !darkAccent) return undefined;
  const linden = config.theme === 'linden';
  const white = { r: 255, g: 255, b: 255 };
  const black = { r: 9, g: 9, b: 11 };
  return {
    light: toHex(light ?? (linden ? tint(white, accent, 0.03) : white)),
    dark: toHex(dark ?? tint(black, darkAccent, linden ? 0.03 : 0.02)),
    lightSet: light !== undefined,
    darkSet: dark !== undefined,
  };
}

function asObject(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

interface Pair {
  node: Node;
  file: SiteFile;
  label: string;
  against: 'light' | 'dark';
  needs: number;
  what: string;
  /** Text colours warn; the others inform (see the top of the file). */
  text: boolean;
}

/** The colours to check, each with the background it sits on and the contrast it needs. */
function pairsOf(model: SiteModel): Pair[] {
  const pairs: Pair[] = [];
  const background = new Set<Node>();
  const bgPaths =
    model.format === 'docs'
      ? [
          ['background', 'color', 'light'],
          ['background', 'color', 'dark'],
        ]
      : [
          ['colors', 'background', 'light'],
          ['colors', 'background', 'dark'],
        ];
  for (const path of bgPaths) {
    const at = model.locate(path);
    if (at) background.add(at.node);
  }
  for (const { node, file, label } of model.colors) {
    if (background.has(node)) continue;
    const add = (against: 'light' | 'dark', needs: number, what: string, text = false) =>
      pairs.push({ node, file, label, against, needs, what, text });
    if (label === 'colors.primary') add('light', TEXT, 'accent text in light mode', true);
    else if (label === 'colors.light') add('dark', TEXT, 'accent text in dark mode', true);
    else if (label === 'colors.dark') {
      add('light', GRAPHIC, 'buttons in light mode');
      add('dark', GRAPHIC, 'buttons in dark mode');
    } else if (model.format === 'docs' && label.endsWith('.color.light'))
      add('light', TEXT, 'the anchor icon in light mode');
    else if (model.format === 'docs' && label.endsWith('.color.dark'))
      add('dark', TEXT, 'the anchor icon in dark mode');
  }
  return pairs;
}

/** The ratio shown in a message: rounded down, so a failing ratio never reads as the threshold. */
function shown(ratio: number): string {
  return (Math.floor(ratio * 100) / 100).toFixed(2);
}

export const colorContrastCheck = configCheck({
  appliesTo: 'config',
  rules: [
    {
      id: 'color-contrast',
      severity: 'warning',
      summary: 'A theme colour with too little contrast against the page background it is shown on (WCAG 2.2).',
      help: 'Darken the colour for the light background or lighten it for the dark one until the ratio reaches 4.5:1 (colors.primary on the light background, colors.light on the dark one). Button and anchor icon colours (colors.dark, anchor colours) under 3:1 are reported at information level.',
    },
  ],
  check({ model, sink }) {
    const config = asObject(model.value);
    const backgrounds = siteBackgrounds(model.format, config);
    if (!backgrounds) return;
    for (const pair of pairsOf(model)) {
      const colour = parseHex(pair.node.value);
      const backgroundHex = backgrounds[pair.against];
      const background = parseHex(backgroundHex);
      if (!colour || !background) continue;
      const ratio = contrastRatio(colour, background);
      if (ratio >= pair.needs) continue;
      const set = pair.against === 'light' ? backgrounds.lightSet : backgrounds.darkSet;
      const need = pair.text
        ? 'text needs 4.5:1'
        : `\`mint a11y\` asks ${pair.needs}:1; WCAG asks contrast of a button or icon only where nothing else identifies it (its label does here)`;
      sink.add(
        pair.file,
        makeDiagnostic(
          pair.file.textDocument,
          pair.node,
          pair.text ? DiagnosticSeverity.Warning : DiagnosticSeverity.Information,
          'color-contrast',
          `"${pair.label}" (${String(pair.node.value)}, ${pair.what}): contrast ${shown(ratio)}:1 against the ${pair.against} background ${backgroundHex}${set ? '' : " (the generator's default)"}; ${need}.`,
        ),
      );
    }
  },
});
