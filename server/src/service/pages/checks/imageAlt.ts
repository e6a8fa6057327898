// `image-alt`: an image a screen reader cannot describe. What the generator's accessibility command (`mint a11y`)
// reports, each on its line: a Markdown image with blank alt text (`![](x.png)`), an `<img>` without alt text, a
// `<video>` without one. Beyond it: a `<Card img>` whose image gets no alt (the generator takes a card image's alt
// from its file name, so only a source with no file name in it is left without one).
// Decisions: `alt=""` written on an `<img>` marks a decorative image, which WCAG allows; `mint a11y` still reports
// it, so it is reported at information level. An alt given as an expression (`alt={t.alt}`) is known only when the
// page runs and is taken as given (`mint a11y` reports it). A `<Frame>` caption shows under the image but is not its
// alt text, so the image inside still needs one.
import type { Diagnostic } from 'vscode-languageserver-protocol';
import { pageCheck } from '../../checks/check';
import { DiagnosticSeverity, makeDiagnostic } from '../../diagnostics/diagnostics';
import { componentContextOf, literalValue, nameRange, type ComponentCheckContext } from '../components/context';
import type { JsxAttribute, JsxElement } from '../components/elements';

/** The alt text the generator gives a card's image: the text between the last dot of the source (with something
 * after it) and the slash before that dot; '' when there is no such `/name.ext` (`card.png`, `/images/x`). */
export function cardImageAlt(src: string): string {
  const dot = src.lastIndexOf('.');
  if (dot < 0 || dot === src.length - 1) return '';
  const slash = src.lastIndexOf('/', dot - 1);
  return slash < 0 ? '' : src.slice(slash + 1, dot);
}

function attribute(element: JsxElement, name: string): JsxAttribute | undefined {
  return element.attributes.find((entry) => entry.name === name);
}

/** A text alternative an element carries besides `alt`: `aria-label`, `aria-labelledby` or `title`. */
function hasOtherName(element: JsxElement): boolean {
  for (const name of ['aria-label', 'aria-labelledby', 'title']) {
    const value = attribute(element, name)?.value;
    if (value && (value.kind === 'expression' || value.text.trim() !== '')) return true;
  }
  return false;
}

/** Marked as decorative by role or aria-hidden. */
function decorative(element: JsxElement): boolean {
  const role = literalValue(attribute(element, 'role')?.value);
  const hidden = attribute(element, 'aria-hidden');
  return role === 'presentation' || role === 'none' || (hidden !== undefined && literalValue(hidden.value) !== 'false');
}

function inFrameWithCaption(context: ComponentCheckContext, element: JsxElement): boolean {
  const parent = element.parent >= 0 ? context.elements.elements[element.parent] : undefined;
  return (
    parent?.name === 'Frame' && ['caption', 'description'].some((name) => attribute(parent, name)?.value?.text.trim())
  );
}

function elementFindings(context: ComponentCheckContext, out: Diagnostic[]): void {
  const { document } = context;
  for (const element of context.elements.elements) {
    const name = element.name;
    if ((name === 'img' || name === 'video') && context.resolve(name).kind === 'html') {
      if (element.spread || hasOtherName(element)) continue;
      const alt = attribute(element, 'alt');
      if (alt?.value?.kind === 'expression') continue;
      const blank = alt !== undefined && (alt.value === undefined || alt.value.text.trim() === '');
      if (alt && !blank) continue;
      if (name === 'img' && (blank || decorative(element))) {
        out.push(
          makeDiagnostic(
            document,
            alt ?? nameRange(element),
            DiagnosticSeverity.Information,
            'image-alt',
            'This <img> is marked decorative (empty alt text), so screen readers skip it: fine for decoration; if it shows something, describe it in alt.',
          ),
        );
        continue;
      }
      const caption = inFrameWithCaption(context, element)
        ? " The <Frame> caption is shown under it but is not read as the image's text."
        : '';
      out.push(
        makeDiagnostic(
          document,
          alt ?? nameRange(element),
          DiagnosticSeverity.Warning,
          'image-alt',
          name === 'img'
            ? `This <img> has no alt text, so screen readers announce only its file name or nothing: add alt="what it shows".${caption}`
            : 'This <video> has no text alternative: add aria-label="what it shows" (what screen readers read; `mint a11y` looks for alt="…", which counts here too).',
        ),
      );
      continue;
    }
    if (name === 'Card' && context.resolve(name).kind === 'built-in') {
      const img = attribute(element, 'img');
      if (img?.value?.kind !== 'string' || img.value.text === '') continue;
      if (cardImageAlt(img.value.text) !== '') continue;
      out.push(
        makeDiagnostic(
          document,
          img.value,
          DiagnosticSeverity.Warning,
          'image-alt',
          `This card's image gets no alt text: the generator names a card image after its file ("/images/setup.png" reads "setup"), and "${img.value.text}" has no file name it can take.`,
        ),
      );
    }
  }
}

export const imageAltCheck = pageCheck({
  appliesTo: 'page',
  rules: [
    {
      id: 'image-alt',
      severity: 'warning',
      summary: 'An image without alt text: a Markdown image, an img or video element, a Card image.',
      help: 'Describe what the image shows: ![A chart of requests per day](chart.png), <img alt="…">. An <img alt=""> marks a decorative image and is reported at information level only.',
    },
  ],
  check(page, report) {
    const { document, parsed } = page;
    for (const link of parsed.links) {
      if (link.kind !== 'image' || !link.noText) continue;
      report(
        makeDiagnostic(
          document,
          link,
          DiagnosticSeverity.Warning,
          'image-alt',
          `This image has no alt text, so screen readers announce only its file name or nothing: write what it shows between the brackets (![A chart of …](${link.url})).`,
        ),
      );
    }
    const context = componentContextOf(page);
    if (!context) return;
    const out: Diagnostic[] = [];
    elementFindings(context, out);
    for (const diagnostic of out) report(diagnostic);
  },
});
