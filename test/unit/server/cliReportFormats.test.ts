// The gitlab, checkstyle and markdown formats against their consumers, and the terminal hyperlinks of stylish:
// - GitLab Code Quality: the rules of GitLab's documented report format ("Code Quality report format": a JSON array
//   of objects with a string `description`, `check_name` and `fingerprint`, `severity` one of info, minor, major,
//   critical, blocker, and `location.path` relative to the repository with `location.lines.begin` an integer line),
//   written here as a JSON Schema, plus the uniqueness GitLab relies on (it keeps the first finding of a fingerprint).
// - Checkstyle: parsed back by fast-xml-parser, hostile names and messages included.
// - Markdown: parsed by micromark with the GFM table extension into mdast; the table keeps its shape and each
//   cell's text is the original, whatever pipes, backticks, newlines or HTML the repository put in.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import Ajv from 'ajv';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
import { toString } from 'mdast-util-to-string';
import { gfmTable } from 'micromark-extension-gfm-table';
import type { Root, Table } from 'mdast';
import { DiagnosticSeverity, type Diagnostic } from 'vscode-languageserver-protocol';
import { escapeForOutput, type FileDiagnostic } from '../../../server/src/cli/format';
import { formatStylish } from '../../../server/src/cli/formats/stylish';
import { formatCheckstyle } from '../../../server/src/cli/formats/checkstyle';
import { formatGitlab, type GitlabFinding } from '../../../server/src/cli/formats/gitlab';
import { fileLineUrl, hyperlink, supportsHyperlinks } from '../../../server/src/cli/formats/hyperlinks';
import { blobBase, formatMarkdown } from '../../../server/src/cli/formats/markdown';

const diagnostic = (severity: DiagnosticSeverity, code: string, message: string, line: number): Diagnostic => ({
  severity,
  code,
  message,
  range: { start: { line, character: 2 }, end: { line, character: 9 } },
});

const HOSTILE_FILE = join('docs', 'a|b `c` <img src=x onerror=alert(1)> [x](javascript:alert(1)) &amp; *d*.mdx');
const HOSTILE_MESSAGE = 'Link "x|y" `code` <script>alert(1)</script>\nnext line & "quotes" \u001b[31mred\u001b[0m |';
const results: FileDiagnostic[] = [
  {
    file: join('docs', 'docs.json'),
    diagnostic: diagnostic(DiagnosticSeverity.Error, 'page-missing', 'Page "a" not found.', 4),
  },
  {
    file: join('docs', 'docs.json'),
    diagnostic: diagnostic(DiagnosticSeverity.Warning, 'page-duplicate', 'Page "b" is already listed (line 3).', 7),
  },
  {
    file: join('docs', 'docs.json'),
    diagnostic: diagnostic(DiagnosticSeverity.Warning, 'page-duplicate', 'Page "b" is already listed (line 3).', 9),
  },
  {
    file: HOSTILE_FILE,
    diagnostic: diagnostic(DiagnosticSeverity.Information, 'component-deprecated', HOSTILE_MESSAGE, 0),
  },
  { file: join('docs', 'x.mdx'), diagnostic: diagnostic(DiagnosticSeverity.Hint, 'page-syntax', 'A hint.', 2) },
];

/** GitLab's documented Code Quality report format as a JSON Schema. */
const GITLAB_CODE_QUALITY_SCHEMA = {
  type: 'array',
  items: {
    type: 'object',
    required: ['description', 'check_name', 'fingerprint', 'severity', 'location'],
    properties: {
      description: { type: 'string', minLength: 1 },
      check_name: { type: 'string', minLength: 1 },
      fingerprint: { type: 'string', minLength: 1 },
      severity: { enum: ['info', 'minor', 'major', 'critical', 'blocker'] },
      location: {
        type: 'object',
        required: ['path', 'lines'],
        properties: {
          // Relative to the repository root: no leading slash or "./".
          path: { type: 'string', minLength: 1, not: { pattern: '^(/|\\./)' } },
          lines: {
            type: 'object',
            required: ['begin'],
            properties: { begin: { type: 'integer', minimum: 1 } },
          },
        },
      },
    },
  },
};

test('gitlab: valid against the documented Code Quality format, with unique fingerprints', () => {
  const report = JSON.parse(formatGitlab(results, { cwd: '/repo', repositoryRoot: '/repo' })) as GitlabFinding[];
  const validate = new Ajv({ strict: false }).compile(GITLAB_CODE_QUALITY_SCHEMA);
  assert.ok(validate(report), JSON.stringify(validate.errors));
  assert.equal(report.length, results.length);
  assert.equal(new Set(report.map((f) => f.fingerprint)).size, report.length, 'fingerprints unique');
  assert.deepEqual(
    report.map((f) => f.severity),
    ['critical', 'minor', 'minor', 'info', 'info'],
  );
  assert.equal(report[0].check_name, 'docsite/page-missing');
  assert.deepEqual(report[0].location, { path: 'docs/docs.json', lines: { begin: 5 } });
  assert.equal(report[3].description, HOSTILE_MESSAGE, 'the message survives JSON exactly');
  assert.equal(report[3].location.path, HOSTILE_FILE.split('\\').join('/'));
});

test('gitlab: fingerprints stay when lines move, change with the rule, file or message', () => {
  const base = JSON.parse(formatGitlab(results, { cwd: '/repo' })) as GitlabFinding[];
  const moved = results.map((r) => ({
    ...r,
    diagnostic: {
      ...r.diagnostic,
      range: {
        start: { line: r.diagnostic.range.start.line + 40, character: 0 },
        end: { line: r.diagnostic.range.start.line + 40, character: 1 },
      },
    },
  }));
  const again = JSON.parse(formatGitlab(moved, { cwd: '/repo' })) as GitlabFinding[];
  assert.deepEqual(
    again.map((f) => f.fingerprint),
    base.map((f) => f.fingerprint),
  );
  const renamed = JSON.parse(
    formatGitlab([{ ...results[0], file: join('docs', 'other.json') }], { cwd: '/repo' }),
  ) as GitlabFinding[];
  assert.notEqual(renamed[0].fingerprint, base[0].fingerprint);
  const reworded = JSON.parse(
    formatGitlab([{ ...results[0], diagnostic: { ...results[0].diagnostic, message: 'Page "z" not found.' } }], {
      cwd: '/repo',
    }),
  ) as GitlabFinding[];
  assert.notEqual(reworded[0].fingerprint, base[0].fingerprint);
});

test('gitlab: paths from the repository root when the check runs in a sub-folder', () => {
  const report = JSON.parse(
    formatGitlab([results[0]], { cwd: '/repo/site', repositoryRoot: '/repo' }),
  ) as GitlabFinding[];
  assert.equal(report[0].location.path, 'site/docs/docs.json');
});

test('checkstyle: well-formed XML that parses back to every file, line, severity, message and rule', () => {
  const xml = formatCheckstyle(results, [join('docs', 'clean.mdx')]);
  assert.equal(XMLValidator.validate(xml), true);
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '',
    htmlEntities: true,
    isArray: (name) => name === 'file' || name === 'error',
  });
  const root = parser.parse(xml).checkstyle as {
    version: string;
    file: {
      name: string;
      error?: { line: string; column: string; severity: string; message: string; source: string }[];
    }[];
  };
  assert.equal(root.version, '4.3');
  assert.deepEqual(
    root.file.map((f) => [f.name, f.error?.length ?? 0]),
    [
      [join('docs', 'docs.json'), 3],
      [HOSTILE_FILE, 1],
      [join('docs', 'x.mdx'), 1],
      [join('docs', 'clean.mdx'), 0],
    ],
  );
  assert.deepEqual(root.file[0].error![0], {
    line: '5',
    column: '3',
    severity: 'error',
    message: 'Page "a" not found.',
    source: 'docsite.page-missing',
  });
  assert.equal(root.file[0].error![1].severity, 'warning');
  assert.equal(root.file[2].error![0].severity, 'info', 'a hint is info');
  // XML 1.0 cannot hold the escape character: it is dropped; everything else comes back as written.
  assert.equal(root.file[1].error![0].message, HOSTILE_MESSAGE.replace(/\u001b/g, ''));
});

function parseMarkdown(text: string): Root {
  return fromMarkdown(text, { extensions: [gfmTable()], mdastExtensions: [gfmTableFromMarkdown()] });
}

function tableOf(root: Root): Table {
  const table = root.children.find((node): node is Table => node.type === 'table');
  assert.ok(table, 'a table');
  return table;
}

test('markdown: totals, and a table whose rows and cells survive hostile file names and messages', () => {
  const text = formatMarkdown(results, { cwd: '/repo', repositoryRoot: '/repo', env: {} });
  const root = parseMarkdown(text);
  assert.match(toString(root.children[1]), /^5 problems: 1 error, 2 warnings, 1 info, 1 hint$/);
  const table = tableOf(root);
  assert.equal(table.children.length, results.length + 1, 'a header row and one row per finding');
  for (const row of table.children) assert.equal(row.children.length, 5, 'five cells in every row');
  const hostile = table.children[4].children.map((cell) => toString(cell));
  assert.deepEqual(hostile, [
    HOSTILE_FILE.split('\\').join('/'),
    '1',
    'info',
    'component-deprecated',
    escapeForOutput(HOSTILE_MESSAGE),
  ]);
  // Nothing from the repository became HTML, code, a link or emphasis.
  const kinds = new Set<string>();
  const walk = (node: { type: string; children?: unknown[] }) => {
    kinds.add(node.type);
    for (const child of node.children ?? []) walk(child as { type: string; children?: unknown[] });
  };
  walk(table);
  assert.deepEqual([...kinds].sort(), ['table', 'tableCell', 'tableRow', 'text']);
  assert.equal(toString(table.children[2].children[0]), '', 'the file is named once for its group of rows');
});

test('markdown: file and line link to the commit on GitHub when the workflow names it', () => {
  const env = {
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_REPOSITORY: 'octo/docs',
    GITHUB_SHA: 'a'.repeat(40),
  };
  const root = parseMarkdown(formatMarkdown(results, { cwd: '/repo/site', repositoryRoot: '/repo', env }));
  const table = tableOf(root);
  const links: { url: string; text: string }[] = [];
  const walk = (node: { type: string; url?: string; children?: unknown[] }) => {
    if (node.type === 'link') links.push({ url: node.url!, text: toString(node as never) });
    for (const child of node.children ?? []) walk(child as { type: string; url?: string; children?: unknown[] });
  };
  walk(table);
  const blob = `https://github.com/octo/docs/blob/${'a'.repeat(40)}/`;
  assert.deepEqual(links[0], { url: `${blob}site/docs/docs.json#L5`, text: 'site/docs/docs.json' });
  assert.deepEqual(links[1], { url: `${blob}site/docs/docs.json#L5`, text: '5' });
  const hostile = links.find((l) => l.text === HOSTILE_FILE.split('\\').join('/').replace(/^/, 'site/'));
  assert.ok(hostile, 'the hostile file is linked with its whole name as text');
  assert.ok(hostile.url.startsWith(`${blob}site/docs/`) && !/[\s()<>|`]/.test(hostile.url), hostile.url);
  assert.equal(
    decodeURIComponent(hostile.url.slice(blob.length, hostile.url.indexOf('#'))),
    `site/${HOSTILE_FILE.split('\\').join('/')}`,
  );
});

test('markdown: no links from a malformed or hostile environment', () => {
  const sha = 'b'.repeat(40);
  assert.equal(
    blobBase({ GITHUB_SERVER_URL: 'javascript:alert(1)', GITHUB_REPOSITORY: 'o/r', GITHUB_SHA: sha }),
    undefined,
  );
  assert.equal(
    blobBase({ GITHUB_SERVER_URL: 'https://github.com', GITHUB_REPOSITORY: 'o/r) x', GITHUB_SHA: sha }),
    undefined,
  );
  assert.equal(
    blobBase({ GITHUB_SERVER_URL: 'https://github.com', GITHUB_REPOSITORY: 'o/r', GITHUB_SHA: 'main' }),
    undefined,
  );
  assert.equal(
    blobBase({ GITHUB_SERVER_URL: 'https://ghe.example:8443/', GITHUB_REPOSITORY: 'o/r', GITHUB_SHA: sha }),
    `https://ghe.example:8443/o/r/blob/${sha}/`,
  );
});

test('markdown: no problems, one line; past the size limit the rest are counted, not listed', () => {
  assert.equal(
    toString(parseMarkdown(formatMarkdown([], { cwd: '/repo', env: {} }))),
    'docsite checkNo problems found.',
  );
  const many: FileDiagnostic[] = Array.from({ length: 500 }, (_, i) => ({
    file: `page-${i}.mdx`,
    diagnostic: diagnostic(DiagnosticSeverity.Warning, 'page-link-broken', `Link ${i} is broken.`, i),
  }));
  const text = formatMarkdown(many, { cwd: '/repo', env: {}, maxBytes: 8000 });
  assert.ok(Buffer.byteLength(text) <= 8000, String(Buffer.byteLength(text)));
  const table = tableOf(parseMarkdown(text));
  const listed = table.children.length - 1;
  assert.ok(listed > 10 && listed < 500, String(listed));
  assert.match(text, new RegExp(`\\n${500 - listed} more problems are not listed`));
});

test('hyperlinks: only on a terminal known to support them, never in CI or a pipe; FORCE_HYPERLINK decides first', () => {
  const tty = { isTTY: true };
  assert.equal(supportsHyperlinks(tty, { TERM_PROGRAM: 'vscode' }), true);
  assert.equal(supportsHyperlinks(tty, { TERM_PROGRAM: 'iTerm.app', TERM_PROGRAM_VERSION: '3.4.19' }), true);
  assert.equal(supportsHyperlinks(tty, { TERM_PROGRAM: 'iTerm.app', TERM_PROGRAM_VERSION: '3.0.1' }), false);
  assert.equal(supportsHyperlinks(tty, { VTE_VERSION: '7200' }), true);
  assert.equal(supportsHyperlinks(tty, { TERM: 'xterm-256color' }), false, 'an unknown terminal');
  assert.equal(supportsHyperlinks({ isTTY: false }, { TERM_PROGRAM: 'vscode' }), false, 'piped');
  assert.equal(supportsHyperlinks(tty, { TERM_PROGRAM: 'vscode', CI: 'true' }), false, 'CI');
  assert.equal(supportsHyperlinks(tty, { TERM_PROGRAM: 'vscode', GITHUB_ACTIONS: 'true' }), false, 'CI');
  assert.equal(supportsHyperlinks({ isTTY: false }, { FORCE_HYPERLINK: '1' }), true);
  assert.equal(supportsHyperlinks(tty, { TERM_PROGRAM: 'vscode', FORCE_HYPERLINK: '0' }), false);
});

test('hyperlinks: stylish wraps file:line:col in OSC 8 with a file URL to the line; hostile names stay inert', () => {
  const url = fileLineUrl('/repo/docs/a b\u001b]8;;x\u0007.mdx', 12, 'my-host');
  assert.equal(url, 'file://my-host/repo/docs/a%20b%1B%5D8;;x%07.mdx#12');
  assert.ok(!/[\u0000-\u001f]/.test(url), 'no control character can end the sequence early');
  assert.equal(
    fileLineUrl('/repo/x.mdx', 3, 'bad host\u001b'),
    'file:///repo/x.mdx#3',
    'a strange host name is left out',
  );
  const text = formatStylish([results[3]], false, (file, line, shown) =>
    hyperlink(`file:///repo/${encodeURIComponent(file)}#${line}`, shown),
  );
  const first = text.split('\n')[0];
  assert.ok(first.startsWith('\u001b]8;;file:///repo/'), first);
  const linkText = first.slice(first.indexOf('\u001b\\') + 2, first.indexOf('\u001b]8;;\u001b\\'));
  assert.equal(linkText, `${escapeForOutput(HOSTILE_FILE)}:1:3`);
  assert.equal(formatStylish([results[3]], false).split('\n')[0].includes('\u001b]8'), false, 'no link unless asked');
});
