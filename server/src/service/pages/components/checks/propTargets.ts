// `component-prop-target`: what props point at, resolved like the page's links (same routing, same messages): a
// `link` prop other than `href` and `src` (already read as links with the page), such as `<Mention page>`, an `image`
// prop such as `<Card img>`, and an icon given as a path in the site. URLs are left alone, as for links. A rule of its
// own: the generator's link checker reads `href`/`src` only, and these are broken images or links all the same.
import type { Diagnostic } from 'vscode-languageserver-protocol';
import { LINK_ATTRIBUTES, type PageLink } from '../../pageModel';
import { checkLink } from '../../../pages/checks/links';
import type { PageAnchors } from '../../siteContext';
import { propOf } from '../catalogue';
import { componentCheck, type ComponentCheckContext } from '../context';

export const propTargetsCheck = componentCheck(
  [
    {
      id: 'component-prop-target',
      severity: 'error',
      summary:
        'A component prop that points at a page or file of the site that does not exist (<Card img>, <Mention page>, an icon path).',
      help: 'Fix the path (root-relative /path or relative) or add the file; the message says what was looked for.',
    },
  ] as const,
  (context) => propTargetDiagnostics(context),
);

function propTargetDiagnostics(context: ComponentCheckContext): Diagnostic[] {
  const { document, elements, resolve, pagePath, site } = context;
  let own: PageAnchors | undefined;
  const out: Diagnostic[] = [];
  for (const element of elements.elements) {
    const resolved = resolve(element.name);
    if (resolved.kind !== 'built-in') continue;
    for (const attribute of element.attributes) {
      const value = attribute.value;
      if (!value || value.kind !== 'string' || value.text === '' || LINK_ATTRIBUTES.has(attribute.name)) continue;
      const prop = propOf(resolved.spec, attribute.name);
      if (!prop) continue;
      const isPath =
        prop.kind === 'link' || prop.kind === 'image' || (prop.kind === 'icon' && /^(?:\/|\.\.?\/)/.test(value.text));
      if (!isPath) continue;
      const link: PageLink = {
        kind: 'jsx',
        url: value.text,
        element: element.name,
        attribute: prop.kind === 'link' ? attribute.name : 'img',
        offset: value.offset,
        length: value.length,
      };
      own ??= context.own();
      const diagnostic = checkLink(document, link, pagePath, site, own);
      if (!diagnostic) continue;
      diagnostic.code = 'component-prop-target';
      // A near miss (extension, letter case) keeps its severity; a missing target is an error like a broken link.
      out.push(diagnostic);
    }
  }
  return out;
}
