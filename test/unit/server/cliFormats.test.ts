// Each CI output format against its consumer's contract: SARIF against the published SARIF 2.1.0 JSON Schema
// (vendored in test/schemas with its licence), GitHub workflow commands against the runner's syntax and escaping
// rules, JUnit XML parsed back by an XML parser.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { test } from 'node:test';
import Ajv04 from 'ajv-draft-04';
import addFormats from 'ajv-formats';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type * as Sarif from 'sarif';
import { DiagnosticSeverity, type Diagnostic } from 'vscode-languageserver-protocol';
import type { FileDiagnostic } from '../../../server/src/cli/format';
import { escapeData, escapeProperty, findRepositoryRoot, formatGithub } from '../../../server/src/cli/formats/github';
import { formatJunit } from '../../../server/src/cli/formats/junit';
import { formatSarif } from '../../../server/src/cli/formats/sarif';
import { RULES } from '../../../server/src/service/checks/catalog';

const at = (
  severity: DiagnosticSeverity,
  code: string,
  message: string,
  start: [number, number],
  end: [number, number],
): Diagnostic => ({
  severity,
  code,
  message,
  range: { start: { line: start[0], character: start[1] }, end: { line: end[0], character: end[1] } },
});
const results: FileDiagnostic[] = [
  {
    file: join('docs', 'mint.json'),
    diagnostic: at(
      DiagnosticSeverity.Error,
      'page-missing',
      'Page "guides/set up" not found: 100% gone,\nreally',
      [4, 2],
      [4, 19],
    ),
  },
  {
    file: join('docs', 'mint.json'),
    diagnostic: at(
      DiagnosticSeverity.Warning,
      'unknown-key',
      'Unknown key "favicn". Did you mean "favicon"?',
      [9, 0],
      [9, 8],
    ),
  },
  {
    file: join('docs', 'my site', 'mint.json'),
    diagnostic: at(
      DiagnosticSeverity.Information,
      'orphan-page',
      'Page "old" is not in the navigation <draft> & "stale".',
      [0, 0],
      [0, 1],
    ),
  },
  {
    file: join('docs', 'my site', 'mint.json'),
    diagnostic: at(
      DiagnosticSeverity.Information,
      'too-many-problems',
      '3 more problems are not shown.',
      [0, 0],
      [0, 0],
    ),
  },
];
const CWD = resolve('/srv/docs-repo');

function sarifValidator() {
  const schema = JSON.parse(readFileSync(resolve(__dirname, '../../schemas/sarif-2.1.0-rtm.5.json'), 'utf8'));
  const ajv = new Ajv04({ allErrors: true, strict: false, unicodeRegExp: false }); // the schema's language pattern is not valid under the u flag
  addFormats(ajv);
  return ajv.compile(schema);
}

test('SARIF validates against the SARIF 2.1.0 schema', () => {
  const validate = sarifValidator();
  const log = JSON.parse(formatSarif(results, { version: '1.2.3', cwd: CWD })) as Sarif.Log;
  assert.ok(validate(log), JSON.stringify(validate.errors, null, 2));
  assert.ok(validate(JSON.parse(formatSarif([], { version: '1.2.3', cwd: CWD }))), 'an empty run is valid too');
  // The schema does catch mistakes: a 0-based line is refused.
  log.runs[0].results![0].locations![0].physicalLocation!.region!.startLine = 0;
  assert.equal(validate(log), false);
});

test('SARIF: rules with help text, one result per diagnostic, 1-based regions, relative URIs', () => {
  const log = JSON.parse(formatSarif(results, { version: '1.2.3', cwd: CWD })) as Sarif.Log;
  const run = log.runs[0];
  assert.equal(log.version, '2.1.0');
  assert.equal(run.tool.driver.name, 'docsite');
  assert.equal(run.tool.driver.semanticVersion, '1.2.3');
  assert.equal(run.columnKind, 'utf16CodeUnits');
  const rules = run.tool.driver.rules!;
  assert.deepEqual(
    rules.map((r) => r.id),
    ['orphan-page', 'page-missing', 'too-many-problems', 'unknown-key'],
  );
  const pageMissing = rules.find((r) => r.id === 'page-missing')!;
  assert.equal(pageMissing.help?.text, RULES['page-missing'].help);
  assert.equal(pageMissing.shortDescription?.text, RULES['page-missing'].summary);
  assert.equal(run.results!.length, results.length);
  const [first, second, third] = run.results!;
  assert.equal(first.ruleId, 'page-missing');
  assert.equal(rules[first.ruleIndex!].id, 'page-missing');
  assert.equal(first.level, 'error');
  assert.equal(second.level, 'warning');
  assert.equal(third.level, 'note');
  assert.equal(first.message.text, results[0].diagnostic.message);
  const location = first.locations![0].physicalLocation!;
  assert.deepEqual(location.region, { startLine: 5, startColumn: 3, endLine: 5, endColumn: 20 });
  assert.deepEqual(location.artifactLocation, { uri: 'docs/mint.json', uriBaseId: '%SRCROOT%' });
  assert.equal(third.locations![0].physicalLocation!.artifactLocation!.uri, 'docs/my%20site/mint.json');
  assert.match(run.originalUriBaseIds!['%SRCROOT%'].uri!, /^file:\/\/.*\/srv\/docs-repo\/$/);
  assert.notEqual(first.partialFingerprints!['docsiteProblem/v1'], second.partialFingerprints!['docsiteProblem/v1']);
});

// The runner's syntax: `::command key=value,key=value::data`, where data escapes % CR LF and values also : and ,.
const WORKFLOW_COMMAND = /^::(error|warning|notice) ((?:[A-Za-z]+=[^,:\r\n]*)(?:,[A-Za-z]+=[^,:\r\n]*)*)::([^\r\n]*)$/;
const unescape = (text: string) =>
  text.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%3A/g, ':').replace(/%2C/g, ',').replace(/%25/g, '%');

test('github: one workflow command per diagnostic, in the runner syntax, that decodes to the original', () => {
  const lines = formatGithub(results, { cwd: CWD }).split('\n');
  assert.equal(lines.length, results.length);
  const parsed = lines.map((line) => {
    const match = WORKFLOW_COMMAND.exec(line);
    assert.ok(match, `not a workflow command: ${line}`);
    const properties = Object.fromEntries(
      match[2]
        .split(',')
        .map((pair) => [pair.slice(0, pair.indexOf('=')), unescape(pair.slice(pair.indexOf('=') + 1))]),
    );
    return { command: match[1], properties, message: unescape(match[3]) };
  });
  assert.deepEqual(
    parsed.map((p) => p.command),
    ['error', 'warning', 'notice', 'notice'],
  );
  assert.deepEqual(parsed[0].properties, {
    file: 'docs/mint.json',
    line: '5',
    col: '3',
    endLine: '5',
    endColumn: '20',
    title: 'docsite page-missing',
  });
  assert.equal(parsed[0].message, results[0].diagnostic.message, 'the message survives % , : and a line break');
  assert.equal(parsed[2].properties.file, 'docs/my site/mint.json');
});

test('github escaping follows the runner: data escapes % CR LF; properties also : and ,', () => {
  assert.equal(escapeData('100% a:b,c\r\nd'), '100%25 a:b,c%0D%0Ad');
  assert.equal(escapeProperty('100% a:b,c\r\nd'), '100%25 a%3Ab%2Cc%0D%0Ad');
  assert.equal(formatGithub([], { cwd: CWD }), '');
});

test('junit: well-formed XML that parses back to one suite per file and one case per problem', () => {
  const xml = formatJunit(
    results,
    [join('docs', 'mint.json'), join('docs', 'my site', 'mint.json'), 'clean/mint.json'],
    { timestamp: new Date('2026-01-02T03:04:05.678Z'), hostname: 'ci-runner' },
  );
  assert.equal(XMLValidator.validate(xml), true);
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '',
    htmlEntities: true,
    isArray: (name) => name === 'testsuite' || name === 'testcase',
  });
  const suites = parser.parse(xml).testsuites.testsuite as {
    name: string;
    id: string;
    timestamp: string;
    hostname: string;
    tests: string;
    failures: string;
    'system-out'?: string;
    testcase: { name: string; time: string; failure?: { type: string; message: string; '#text': string } }[];
  }[];
  assert.deepEqual(
    suites.map((s) => [s.name, s.id, s.tests, s.failures]),
    [
      [join('docs', 'mint.json'), '0', '2', '2'],
      [join('docs', 'my site', 'mint.json'), '1', '2', '0'],
      ['clean/mint.json', '2', '1', '0'],
    ],
  );
  assert.equal(suites[0].timestamp, '2026-01-02T03:04:05', 'UTC to the second, without a zone');
  assert.equal(suites[0].hostname, 'ci-runner');
  const failure = suites[0].testcase[0].failure!;
  assert.equal(failure.type, 'error');
  assert.equal(failure.message, results[0].diagnostic.message);
  assert.match(suites[1]['system-out']!, /<draft> & "stale"/, 'information notes go to the suite output');
  assert.equal(suites[1].testcase[0].failure, undefined);
  assert.equal(suites[2].testcase[0].failure, undefined);
  assert.ok(suites.every((s) => s.testcase.every((c) => c.time === '0')));
});

/** xmllint's verdict on `xml` against a vendored schema, or undefined when xmllint is not installed. */
function xmllint(xml: string, schema: string): { ok: boolean; output: string } | undefined {
  const dir = mkdtempSync(join(tmpdir(), 'docsite-junit-'));
  try {
    const file = join(dir, 'report.xml');
    writeFileSync(file, xml);
    const result = spawnSync('xmllint', ['--noout', '--schema', resolve(__dirname, '../../schemas', schema), file], {
      encoding: 'utf8',
    });
    if (result.error && (result.error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

for (const schema of ['junit-ant.xsd', 'junit-jenkins.xsd']) {
  test(`junit validates against ${schema} (xmllint)`, (t) => {
    const xml = formatJunit(results, [
      join('docs', 'mint.json'),
      join('docs', 'my site', 'mint.json'),
      'clean/mint.json',
    ]);
    const verdict = xmllint(xml, schema);
    if (!verdict) return t.skip('xmllint is not installed (Debian: libxml2-utils)');
    assert.ok(verdict.ok, verdict.output);
    assert.ok(xmllint(formatJunit([], []), schema)!.ok, 'an empty report is valid too');
    // The schema does catch mistakes: a case without its name is refused.
    assert.equal(
      xmllint(xml.replace(/<testcase classname="docsite" name="[^"]*"/, '<testcase classname="docsite"'), schema)!.ok,
      false,
    );
  });
}

test('github: a range over several lines has no columns (the runner drops them); paths are from the repository root', () => {
  const multiLine: FileDiagnostic = {
    file: 'mint.json',
    diagnostic: at(DiagnosticSeverity.Error, 'page-missing', 'm', [2, 4], [5, 1]),
  };
  const line = formatGithub([multiLine], { cwd: join(CWD, 'docs'), repositoryRoot: CWD });
  assert.equal(line, '::error file=docs/mint.json,line=3,endLine=6,title=docsite page-missing::m');
  const outside = formatGithub([{ ...multiLine, file: join('..', '..', 'elsewhere', 'mint.json') }], {
    cwd: join(CWD, 'docs'),
    repositoryRoot: CWD,
  });
  assert.match(
    outside,
    new RegExp(
      `file=${escapeProperty(resolve(CWD, '..', 'elsewhere', 'mint.json').replace(/\\/g, '/')).replace(/[.]/g, '\\.')},`,
    ),
    'a file outside the repository keeps its absolute path',
  );
});

test('github: the repository root is the nearest folder with .git, else $GITHUB_WORKSPACE', () => {
  const dir = mkdtempSync(join(tmpdir(), 'docsite-repo-'));
  try {
    mkdirSync(join(dir, '.git'));
    mkdirSync(join(dir, 'docs', 'site'), { recursive: true });
    assert.equal(findRepositoryRoot(join(dir, 'docs', 'site'), {}), dir);
    const bare = mkdtempSync(join(tmpdir(), 'docsite-norepo-'));
    try {
      assert.equal(findRepositoryRoot(bare, { GITHUB_WORKSPACE: dir }), dir);
    } finally {
      rmSync(bare, { recursive: true, force: true });
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('SARIF: no rule has a name equal to its id ignoring case (SARIF1001), every catalogued rule included', () => {
  const all: FileDiagnostic[] = Object.keys(RULES).map((code) => ({
    file: 'mint.json',
    diagnostic: at(DiagnosticSeverity.Error, code, 'm', [0, 0], [0, 1]),
  }));
  const rules = (JSON.parse(formatSarif(all, { version: '1.2.3', cwd: CWD })) as Sarif.Log).runs[0].tool.driver.rules!;
  assert.equal(rules.length, Object.keys(RULES).length);
  for (const rule of rules) assert.notEqual(rule.name?.toLowerCase(), rule.id.toLowerCase(), rule.id);
  assert.equal(rules.find((r) => r.id === 'page-missing')?.name, 'PageMissing', 'a name that differs is kept');
  assert.ok(
    ['bom', 'enum'].some((id) => rules.some((r) => r.id === id)),
    'the catalogue still has one-word ids to test',
  );
});
