// A generated docs site in the current format on disk: `docs.json` with N navigation pages under tabs -> groups ->
// nested groups (1,000 pages a tab, 100 a group of which 10 in a nested group), the N page files, an OpenAPI
// document whose operations an API tab lists, redirects and icons. Like the mint.json site (siteWorkspace.ts) it
// carries marked spots: an enum value the bench flips by one character (`appearance.default`), a half-typed page
// entry that is no page, and three problems only a site-aware server reports (an icon the library does not have,
// an operation the OpenAPI document does not define, two redirects that loop), each on its own line.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Position } from 'vscode-languageserver-protocol';
import type { SiteWorkspace } from './siteWorkspace';

export interface DocsSiteWorkspace extends SiteWorkspace {
  /** Lines of the planted problems beyond the schema: an unknown icon, an unknown operation, a redirect loop. */
  plantedLines: { icon: number; operation: number; redirect: number };
}

const PAGES_PER_GROUP = 100;
const NESTED_PER_GROUP = 10;
const GROUPS_PER_TAB = 10;
const REDIRECTS = 200;
/** Icons the groups cycle through: real Font Awesome names. */
const ICONS = ['book', 'rocket', 'code', 'gear', 'house', 'bolt', 'flag', 'star', 'leaf', 'cube'];

const OPENAPI = {
  openapi: '3.0.3',
  info: { title: 'Bench API', version: '1.0.0' },
  paths: {
    '/users': {
      get: { summary: 'List users', responses: { 200: { description: 'OK' } } },
      post: { summary: 'Create a user', responses: { 201: { description: 'Created' } } },
    },
    '/users/{id}': {
      get: {
        summary: 'Get a user',
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        responses: { 200: { description: 'OK' } },
      },
    },
  },
};

export function createDocsSiteWorkspace(pages: number): DocsSiteWorkspace {
  const dir = mkdtempSync(join(tmpdir(), `docsite-bench-docsjson-${pages}-`));
  const lines: string[] = [];
  const push = (line: string) => lines.push(line);
  const here = () => lines.length;

  push('{');
  // No `$schema`: the peer would fetch the URL named there instead of the schema it is given.
  const enumCompletionAt: Position = { line: here(), character: '  "theme": "'.length };
  push('  "theme": "mint",');
  push('  "name": "Bench Site",');
  push('  "colors": { "primary": "#0D9373", "light": "#07C983", "dark": "#0D9373" },');
  push('  "favicon": "/favicon.svg",');
  push('  "icons": { "library": "fontawesome" },');
  push('  "appearance": {');
  const flipAt: Position = { line: here(), character: '    "default": "dar'.length };
  push('    "default": "dark"');
  push('  },');
  push('  "api": { "openapi": "openapi.json" },');
  push(
    '  "navbar": { "links": [{ "label": "Blog", "href": "https://example.com/blog" }], "primary": { "type": "button", "label": "Sign up", "href": "https://example.com" } },',
  );
  push('  "footer": { "socials": { "github": "https://github.com/example/site", "x": "https://x.com/example" } },');
  push('  "navigation": {');
  push('    "tabs": [');

  const groups = Math.ceil(pages / PAGES_PER_GROUP);
  const tabs = Math.max(1, Math.ceil(groups / GROUPS_PER_TAB));
  const allPages: string[] = [];
  let written = 0;
  let iconLine = -1;
  for (let t = 0; t < tabs; t++) {
    push('      {');
    push(`        "tab": "Guides ${t}",`);
    push('        "icon": "book-open",');
    push('        "groups": [');
    const firstGroup = t * GROUPS_PER_TAB;
    const lastGroup = Math.min(groups, firstGroup + GROUPS_PER_TAB);
    for (let g = firstGroup; g < lastGroup; g++) {
      const inGroup = Math.min(PAGES_PER_GROUP, pages - written);
      const groupDir = join(dir, `section-${g}`);
      mkdirSync(groupDir);
      const paths: string[] = [];
      for (let p = 0; p < inGroup; p++) {
        const page = `section-${g}/page-${p}`;
        writeFileSync(join(dir, `${page}.mdx`), `---\ntitle: "Page ${p} of section ${g}"\n---\n\nBody.\n`);
        paths.push(page);
      }
      written += inGroup;
      allPages.push(...paths);
      const direct = paths.slice(0, Math.max(0, paths.length - NESTED_PER_GROUP));
      const nested = paths.slice(direct.length);
      push('          {');
      push(`            "group": "Section ${g}",`);
      if (g === 0) iconLine = here();
      push(`            "icon": "${g === 0 ? 'rockt' : ICONS[g % ICONS.length]}",`);
      push('            "pages": [');
      for (const page of direct) push(`              "${page}",`);
      push('              {');
      push(`                "group": "More of section ${g}",`);
      push('                "pages": [');
      nested.forEach((page, i) => push(`                  "${page}"${i < nested.length - 1 ? ',' : ''}`));
      push('                ]');
      push('              }');
      push('            ]');
      push(`          }${g < lastGroup - 1 ? ',' : ''}`);
    }
    push('        ]');
    push('      },');
  }
  push('      {');
  push('        "tab": "API reference",');
  push('        "groups": [');
  push('          {');
  push('            "group": "Users",');
  push('            "pages": [');
  push('              "GET /users",');
  push('              "POST /users",');
  push('              "GET /users/{id}",');
  const operationLine = here();
  push('              "DELETE /users/{id}"');
  push('            ]');
  push('          },');
  push('          {');
  push('            "group": "Scratch",');
  push('            "pages": [');
  const pageCompletionAt: Position = { line: here(), character: '              "section-0/'.length };
  push('              "section-0/"');
  push('            ]');
  push('          }');
  push('        ]');
  push('      }');
  push('    ]');
  push('  },');
  push('  "redirects": [');
  for (let r = 0; r < REDIRECTS; r++)
    push(`    { "source": "/old/page-${r}", "destination": "/${allPages[r % allPages.length]}" },`);
  const redirectLine = here();
  push('    { "source": "/loop/a", "destination": "/loop/b" },');
  push('    { "source": "/loop/b", "destination": "/loop/a" }');
  push('  ]');
  push('}');

  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>\n');
  writeFileSync(join(dir, 'openapi.json'), `${JSON.stringify(OPENAPI, null, 2)}\n`);
  const configText = `${lines.join('\n')}\n`;
  const configPath = join(dir, 'docs.json');
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
    plantedLines: { icon: iconLine, operation: operationLine, redirect: redirectLine },
    dispose: () => rmSync(dir, { recursive: true, force: true }),
  };
}
