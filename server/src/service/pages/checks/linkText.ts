// `link-text`: a link a screen reader announces with no name ("link", or its address). A Markdown link with empty
// text (`[](url)`) or whose text is only an image without alt text, and an `<a href>` with no text inside. The
// generator's accessibility command (`mint a11y`) reports an `<a>` without text content; it does not look at
// Markdown links, counts an image's alt text as no text, and reports an `<a>` without `href` too (an anchor target
// such as `<a id="setup" />` is no link: nothing to announce, so it is not reported here).
// Text that is known only when the page runs (a component or an expression inside the link) is taken as text; the
// built-in `<Icon icon="github" />` is known to draw no text, so a link holding only such icons is reported.
import type { Diagnostic } from 'vscode-languageserver-protocol';
import { pageCheck } from '../../checks/check';
import { DiagnosticSeverity, makeDiagnostic } from '../../diagnostics/diagnostics';
import { componentContextOf, nameRange, type ComponentCheckContext } from '../components/context';
import type { JsxElement } from '../components/elements';

const TAG = /<[^<>]*>/g;
const MARKDOWN_IMAGE = /!\[([^\]]*)\]\([^)]*\)/g;

function attributeText(element: JsxElement, name: string): { kind: 'string' | 'expression'; text: string } | undefined {
  return element.attributes.find((entry) => entry.name === name)?.value;
}

/** Whether an `<a>` gives a screen reader a name: its own aria-label/title, text inside, an image with alt text
 * inside, or anything inside that is known only at run time. */
function anchorHasName(context: ComponentCheckContext, index: number): boolean {
  const anchor = context.elements.elements[index];
  for (const name of ['aria-label', 'aria-labelledby', 'title']) {
    const value = attributeText(anchor, name);
    if (value && (value.kind === 'expression' || value.text.trim() !== '')) return true;
  }
  if (anchor.spread) return true;
  if (anchor.selfClosing || anchor.closeOffset === undefined) return false;
  const { elements } = context.elements;
  for (let i = index + 1; i < elements.length && elements[i].offset < anchor.closeOffset; i++) {
    const inner = elements[i];
    const kind = context.resolve(inner.name).kind;
    if (inner.name === 'Icon' && kind === 'built-in') {
      // The generator draws a named icon as an empty masked <svg> (no text); an icon given as a URL or path becomes
      // an <img> with that address as its alt text.
      const icon = attributeText(inner, 'icon');
      if (!icon || icon.kind === 'expression' || /^(?:\/|[a-z][a-z0-9+.-]*:)/i.test(icon.text)) return true;
      continue;
    }
    if (kind !== 'html' && kind !== 'fragment') return true;
    if (inner.name === 'img') {
      const alt = attributeText(inner, 'alt');
      if (alt && (alt.kind === 'expression' || alt.text.trim() !== '')) return true;
    }
  }
  const inside = context.text.slice(anchor.tagEnd, anchor.closeOffset).replace(TAG, ' ');
  if (inside.includes('{')) return true;
  return inside.replace(MARKDOWN_IMAGE, '$1').trim() !== '';
}

function anchorFindings(context: ComponentCheckContext, out: Diagnostic[]): void {
  context.elements.elements.forEach((element, index) => {
    if (element.name !== 'a' || context.resolve('a').kind !== 'html') return;
    if (!element.attributes.some((entry) => entry.name === 'href')) return;
    if (anchorHasName(context, index)) return;
    out.push(
      makeDiagnostic(
        context.document,
        nameRange(element),
        DiagnosticSeverity.Warning,
        'link-text',
        'This <a href> has no text, so screen readers announce it as "link" or read its address: put words inside it, or aria-label="…" on it.',
      ),
    );
  });
}

export const linkTextCheck = pageCheck({
  appliesTo: 'page',
  rules: [
    {
      id: 'link-text',
      severity: 'warning',
      summary:
        'A link with no text for screen readers: empty link text, only an image without alt, an empty a element.',
      help: 'Write the link text between the brackets ([Setup guide](/setup)), give the image inside it alt text, or put text (or aria-label) on the <a>.',
    },
  ],
  check(page, report) {
    const { document, parsed } = page;
    for (const link of parsed.links) {
      if (link.kind !== 'link' || !link.noText) continue;
      report(
        makeDiagnostic(
          document,
          link,
          DiagnosticSeverity.Warning,
          'link-text',
          'This link has no text (nor an image with alt text), so screen readers announce it as "link" or read its address: write what it leads to between the brackets.',
        ),
      );
    }
    const context = componentContextOf(page);
    if (!context) return;
    const out: Diagnostic[] = [];
    anchorFindings(context, out);
    for (const diagnostic of out) report(diagnostic);
  },
});
