// `color-contrast`: the theme's colours against the backgrounds the generator paints them on, by the WCAG 2.2
// contrast ratio. The pairs and thresholds are those of the generator's own accessibility command (`mint a11y`):
// `colors.primary` is link and emphasis text in light mode, `colors.light` the same in dark mode (4.5:1, text);
// `colors.dark` fills buttons in both modes (3:1, a user-interface component). Anchor colours tint the anchor's icon in
// the sidebar: a graphic, so 3:1 (`mint a11y` asks 4.5:1 of them; an icon needs 3:1 under WCAG 1.4.11).
// The backgrounds are the configured ones, else the generator's defaults: white in light mode, and in dark mode
// #09090b with 2 % of the dark-mode accent (`colors.light`, default #4ADE80) blended in; the `linden` theme tints
// both with 3 % of the accent instead. A poor contrast breaks nothing in the build: the rule warns.
import type { Node } from 'jsonc-parser';
import { configCheck } from '../../checks/check';
import { DiagnosticSeverity, makeDiagnostic } from '../../diagnostics/diagnostics';
import type { SiteModel, SiteFile } from '../model/model';
import type { ConfigFormat } from '../../workspace/paths';

/** WCAG 2.2 minimum contrast of normal text (1.4.3) and of user-interface components and graphics (1.4.11). */
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
    const add = (against: 'light' | 'dark', needs: number, what: string) =>
      pairs.push({ node, file, label, against, needs, what });
    if (label === 'colors.primary') add('light', TEXT, 'link and accent text in light mode');
    else if (label === 'colors.light') add('dark', TEXT, 'link and accent text in dark mode');
    else if (label === 'colors.dark') {
      add('light', GRAPHIC, 'buttons in light mode');
      add('dark', GRAPHIC, 'buttons in dark mode');
    } else if (model.format === 'docs' && label.endsWith('.color.light'))
      add('light', GRAPHIC, 'the anchor icon in light mode');
    else if (model.format === 'docs' && label.endsWith('.color.dark'))
      add('dark', GRAPHIC, 'the anchor icon in dark mode');
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
      help: 'Darken the colour for the light background or lighten it for the dark one until the ratio reaches 4.5:1 for text colours (colors.primary, colors.light) or 3:1 for buttons and icons (colors.dark, anchor colours).',
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
      const kind = pair.needs === TEXT ? 'text needs' : 'buttons and icons need';
      sink.add(
        pair.file,
        makeDiagnostic(
          pair.file.textDocument,
          pair.node,
          DiagnosticSeverity.Warning,
          'color-contrast',
          `"${pair.label}" (${String(pair.node.value)}, ${pair.what}): contrast ${shown(ratio)}:1 against the ${pair.against} background ${backgroundHex}${set ? '' : " (the generator's default)"}; ${kind} ${pair.needs}:1.`,
        ),
      );
    }
  },
});
