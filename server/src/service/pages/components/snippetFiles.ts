// Which files are snippets: the generator's reusable-snippet folder (`snippets/` at the root) and files or folders
// whose name starts with `_`. A snippet is not a page of its own; it renders inside the pages that import it.
export function isSnippetFile(path: string, rootDir: string): boolean {
  const prefix = rootDir.endsWith('/') ? rootDir : `${rootDir}/`;
  if (!path.startsWith(prefix)) return false;
  const segments = path.slice(prefix.length).split('/');
  return segments[0] === 'snippets' || segments.some((s) => s.startsWith('_'));
}
