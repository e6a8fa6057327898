// A generated docs site on disk: `mint.json` with N navigation pages (in groups of 100, each with a nested
// group, as real configs nest them) and the N page files beside it. The config carries a few marked spots the
// benchmark uses: an enum value it flips by one character, an enum value and a half-typed page path to complete at,
// and that half-typed entry is also a page that does not exist (a diagnostic only a page-aware server gives).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Position } from 'vscode-languageserver-protocol';

export interface SiteWorkspace {
  dir: string;
  configPath: string;
  configUri: string;
  configText: string;
  pages: number;
  /** The `k` of `"default": "dark"`: replacing it with another letter makes an enum error, and back again. */
  flipAt: Position;
  /** Line of that enum value (where the enum error is reported). */
  flipLine: number;
  /** Inside the `iconType` value `"duotone"`, just after the opening quote. */
  enumCompletionAt: Position;
  /** Inside the half-typed page entry `"section-0/"`, just before the closing quote. */
  pageCompletionAt: Position;
  /** Line of that half-typed entry (a page that does not exist). */
  missingPageLine: number;
  dispose(): void;
}

const PAGES_PER_SECTION = 100;
const NESTED_PER_SECTION = 10;

export function createSiteWorkspace(pages: number): SiteWorkspace {
  const dir = mkdtempSync(join(tmpdir(), `docsite-bench-${pages}-`));
  const lines: string[] = [];
  const push = (line: string) => lines.push(line);

  push('{');
  push('  "name": "Bench Site",');
  push('  "favicon": "/favicon.svg",');
  push('  "colors": { "primary": "#0D9373", "light": "#07C983", "dark": "#0D9373" },');
  push('  "modeToggle": {');
  const flipAt: Position = { line: lines.length, character: '    "default": "dar'.length };
  push('    "default": "dark"');
  push('  },');
  push('  "topAnchor": {');
  push('    "name": "Documentation",');
  const enumCompletionAt: Position = { line: lines.length, character: '    "iconType": "'.length };
  push('    "iconType": "duotone"');
  push('  },');
  push('  "navigation": [');

  const sections = Math.ceil(pages / PAGES_PER_SECTION);
  let written = 0;
  for (let s = 0; s < sections; s++) {
    const inSection = Math.min(PAGES_PER_SECTION, pages - written);
    const sectionDir = join(dir, `section-${s}`);
    mkdirSync(sectionDir);
    const paths: string[] = [];
    for (let p = 0; p < inSection; p++) {
      const page = `section-${s}/page-${p}`;
      writeFileSync(join(dir, `${page}.mdx`), `---\ntitle: "Page ${p} of section ${s}"\n---\n\nBody.\n`);
      paths.push(page);
    }
    written += inSection;
    const direct = paths.slice(0, Math.max(0, paths.length - NESTED_PER_SECTION));
    const nested = paths.slice(direct.length);
    push('    {');
    push(`      "group": "Section ${s}",`);
    push('      "pages": [');
    for (const page of direct) push(`        "${page}",`);
    push('        {');
    push(`          "group": "More of section ${s}",`);
    push('          "pages": [');
    nested.forEach((page, i) => push(`            "${page}"${i < nested.length - 1 ? ',' : ''}`));
    push('          ]');
    push('        }');
    push('      ]');
    push('    },');
  }
  push('    {');
  push('      "group": "Scratch",');
  push('      "pages": [');
  const pageCompletionAt: Position = { line: lines.length, character: '        "section-0/'.length };
  push('        "section-0/"');
  push('      ]');
  push('    }');
  push('  ]');
  push('}');

  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>\n');
  const configText = `${lines.join('\n')}\n`;
  const configPath = join(dir, 'mint.json');
  writeFileSync(configPath, configText);
  return {
    dir,
    configPath,
    configUri: pathToFileURL(configPath).href,
    configText,
    pages,
    flipAt,
    flipLine: flipAt.line,
    enumCompletionAt,
    pageCompletionAt,
    missingPageLine: pageCompletionAt.line,
    dispose: () => rmSync(dir, { recursive: true, force: true }),
  };
}
