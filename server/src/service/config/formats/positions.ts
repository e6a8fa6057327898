// Where a config's values of one kind sit, as JSON paths: the format files compose these into their own page and icon
// positions (ConfigFormat.pagePosition, isIconPath), which completion, hover and the icon features ask.
import type { JSONPath, Segment } from 'jsonc-parser';

/** A `pages` entry anywhere in the navigation: navigation[i].pages[j] … (mint.json), navigation.tabs[i].groups[j]
 * .pages[k] … (docs.json). */
export function isPagePath(path: readonly Segment[]): boolean {
  if (path.length < 3 || path[0] !== 'navigation' || typeof path[path.length - 1] !== 'number') return false;
  return path[path.length - 2] === 'pages';
}

/** A docs.json group's `root` page. */
export function isRootPagePath(path: readonly Segment[]): boolean {
  return path.length >= 3 && path[0] === 'navigation' && path[path.length - 1] === 'root';
}

/** Whether a JSON path points at an icon value of mint.json: `topAnchor.icon`, `anchors[n].icon`, or a (nested)
 * group's `icon`. */
export function isMintIconPath(path: JSONPath): boolean {
  if (path.length < 2 || path[path.length - 1] !== 'icon') return false;
  if (path.length === 2) return path[0] === 'topAnchor';
  if (path[0] === 'anchors') return path.length === 3 && typeof path[1] === 'number';
  if (path[0] !== 'navigation' || typeof path[1] !== 'number') return false;
  // navigation, n, (pages, n)*, icon
  for (let i = 2; i < path.length - 1; i += 2) if (path[i] !== 'pages' || typeof path[i + 1] !== 'number') return false;
  return path.length % 2 === 1;
}

/** docs.json: every `icon` (string or the `name` of an `{name, style}` object) is an icon of the chosen library. */
export function isDocsIconPath(path: JSONPath): boolean {
  const last = path[path.length - 1];
  return last === 'icon' || (last === 'name' && path[path.length - 2] === 'icon');
}
