// What props point at, checked like the page's links (same rules, same rule ids): a `link` prop other than `href`
// and `src` (already read as links with the page), such as `<Mention page>`, an `image` prop such as `<Card img>`,
// and an icon given as a path in the site. URLs are left alone, as for links.
import type { Diagnostic } from 'vscode-languageserver-protocol';
import { LINK_ATTRIBUTES, type PageLink } from '../../pageModel';
import { checkLink } from '../../../pages/checks/links';
import type { PageAnchors } from '../../siteContext';
import { propOf } from '../catalogue';
import type { PageCheckInput } from '../../../checks/check';
import { componentContextOf } from '../context';

export function propTargetDiagnostics(page: PageCheckInput): Diagnostic[] {
  const context = componentContextOf(page);
  if (!context) return [];
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
      const isPath = prop.kind === 'link' || prop.kind === 'image' || (prop.kind === 'icon' && /^(?:\/|\.\.?\/)/.test(value.text));
      if (!isPath) continue;
      const link: PageLink = { kind: 'jsx', url: value.text, element: element.name, attribute: prop.kind === 'link' ? attribute.name : 'img', offset: value.offset, length: value.length };
      own ??= context.own();
      const diagnostic = checkLink(document, link, pagePath, site, own);
      if (diagnostic) out.push(diagnostic);
    }
  }
  return out;
}
