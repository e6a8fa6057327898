// Pages reached by nothing: no navigation entry lists them and no link of any other page or snippet leads to them.
// The generator still builds them (reachable only by typing the URL), so they are listed on request, not reported
// as problems. Snippets (`snippets/`, `_`-prefixed), hidden folders and repository documents are not pages.
import { isExcludedFromOrphans } from '../config/features/orphans';
import { relativeInside } from '../workspace/paths';
import { resolveLink } from './routing';
import type { SitePages } from './sitePages';

export function unreachablePages(site: SitePages): string[] {
  const context = site.context();
  const navigation = site.configFacts().navigationPages;
  const linked = new Set<string>();
  const pages = site.pagePaths();
  for (const path of pages) {
    const parsed = site.parse(path);
    if (!parsed) continue;
    for (const link of parsed.links) {
      const target = resolveLink(link.url, path, context);
      if (target.kind === 'page' && target.path !== path) linked.add(target.path);
    }
  }
  return pages.filter((path) => {
    const relative = relativeInside(site.rootDir, path) ?? path;
    if (isExcludedFromOrphans(relative) || linked.has(path)) return false;
    const id = relative.replace(/\.mdx?$/, '');
    return (
      !navigation.has(id) &&
      !(id.endsWith('/index') && navigation.has(id.slice(0, -'/index'.length))) &&
      !(id === 'index')
    );
  });
}
