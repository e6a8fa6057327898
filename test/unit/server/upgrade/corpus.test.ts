// Every real mint.json of the corpus upgraded: the navigation keeps every page entry, every field of the source
// is accounted for in the report, and the proposed docs.json passes our own docs.json checks (the same service as
// `docsite check`, on the site rebuilt from its file list) with no error its mint.json did not already have.
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, test } from 'node:test';
import { DiagnosticSeverity, type Diagnostic } from 'vscode-languageserver-protocol';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { indexFolderSync } from '../../../../server/src/host/diskIndex';
import { LanguageService } from '../../../../server/src/service/languageService';
import { normalizePath, pathToUri } from '../../../../server/src/service/workspace/paths';
import { upgradeMintJson } from '../../../../shared/src/upgrade/upgrade';
import Ajv from 'ajv';
import { corpusPath, corpusSkip, inCorpus } from '../../../support/corpus';
import { writeListedFiles } from '../../../support/corpusSite';

const CORPUS = corpusPath();
const DOCS_SCHEMA = resolve(__dirname, '../../../../schemas/docs.schema.json');
const scratch = mkdtempSync(join(tmpdir(), 'docsite-upgrade-corpus-'));
after(() => rmSync(scratch, { recursive: true, force: true }));
const names = CORPUS
  ? readdirSync(CORPUS)
      .filter((f) => f.endsWith('.mint.json'))
      .sort()
  : [];

/** Page strings below a node of either format, in order (plain recursion: real configs are shallow). */
function pagesOf(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (Array.isArray(node)) return node.flatMap(pagesOf);
  if (node && typeof node === 'object') {
    const object = node as Record<string, unknown>;
    return ['pages', 'groups', 'tabs', 'anchors', 'versions', 'languages'].flatMap((key) =>
      key in object ? pagesOf(object[key]) : [],
    );
  }
  return [];
}

const skip = corpusSkip();

test('corpus: every real mint.json upgrades with every page entry and every field accounted for', { skip }, (t) => {
  assert.ok(names.length >= 20, 'the corpus holds the real configs');
  let pages = 0;
  for (const name of names) {
    const text = readFileSync(inCorpus(name), 'utf8');
    const mint = JSON.parse(text) as Record<string, unknown>;
    const result = upgradeMintJson(text);
    assert.ok(result.ok, `${name}: ${result.ok ? '' : result.error}`);
    const docs = JSON.parse(result.text) as Record<string, unknown>;
    const before = pagesOf(mint.navigation);
    const navigation = docs.navigation as Record<string, unknown>;
    const trees = (navigation.versions ?? navigation.languages ?? [navigation]) as unknown[];
    for (const tree of trees) {
      // A versioned site without version-specific groups lists every page in every version.
      const after = pagesOf(tree);
      assert.deepEqual([...after].sort(), [...before].sort(), `${name}: the same page entries`);
    }
    assert.deepEqual(result.report.pages, { before: before.length, after: before.length }, `${name}: page counts`);
    const reported = new Set([...result.report.carried, ...result.report.notCarried].map((entry) => entry.path[0]));
    for (const key of Object.keys(mint)) assert.ok(reported.has(key), `${name}: "${key}" is in the report`);
    pages += before.length;
  }
  t.diagnostic(`${names.length} configs upgraded, ${pages} page entries carried`);
});

/** Rebuilds a corpus site on disk: an empty file for each path of its file list, then its mint.json. */
function rebuild(name: string): string {
  const folder = join(scratch, name);
  writeListedFiles(inCorpus(`${name}.files.txt`), folder);
  writeFileSync(join(folder, 'mint.json'), readFileSync(inCorpus(`${name}.mint.json`)));
  return folder;
}

/** What two diagnostics have in common across the formats: the rule, and the page it is about. */
const problemKey = (d: Diagnostic) =>
  `${String(d.code)} ${(d.data as { page?: string } | undefined)?.page ?? ''}`.trim();

/** Whether the service checks docs.json as its own format: a minimal valid docs.json gets no error. */
test('corpus: every proposed docs.json passes schemas/docs.schema.json', { skip }, (t) => {
  const ajv = new Ajv({ strict: false, allErrors: true });
  const validate = ajv.compile(JSON.parse(readFileSync(DOCS_SCHEMA, 'utf8')) as object);
  for (const name of names) {
    const result = upgradeMintJson(readFileSync(inCorpus(name), 'utf8'));
    assert.ok(result.ok);
    assert.ok(validate(JSON.parse(result.text)), `${name}: ${ajv.errorsText(validate.errors?.slice(0, 5))}`);
  }
  t.diagnostic(`${names.length} proposed docs.json files valid`);
});

test(
  'corpus: each proposed docs.json gets no error from our checks that its mint.json did not already get',
  { skip },
  (t) => {
    let carriedErrors = 0;
    for (const name of names.map((file) => file.slice(0, -'.mint.json'.length))) {
      const folder = rebuild(name);
      const mintText = readFileSync(join(folder, 'mint.json'), 'utf8');
      const result = upgradeMintJson(mintText);
      assert.ok(result.ok);
      // Written as `--write` would, so the site's index holds both configs, as it would after the upgrade.
      writeFileSync(join(folder, 'docs.json'), result.text);
      const service = new LanguageService();
      indexFolderSync(service.index, folder);
      const errorsOf = (file: string, text: string) => {
        const path = join(folder, file);
        const doc = service.parse(TextDocument.create(pathToUri(path), 'json', 1, text), normalizePath(path));
        return service.diagnose(doc).filter((d) => d.severity === DiagnosticSeverity.Error);
      };
      const before = new Set(errorsOf('mint.json', mintText).map(problemKey));
      const after = errorsOf('docs.json', result.text);
      const fresh = after.filter((d) => !before.has(problemKey(d)));
      assert.deepEqual(
        fresh.map((d) => `${problemKey(d)} (line ${d.range.start.line + 1}): ${d.message}`),
        [],
        `${name}: errors the mint.json did not have`,
      );
      carriedErrors += after.length;
    }
    t.diagnostic(
      `${names.length} proposed docs.json files checked; ${carriedErrors} errors, each one its mint.json already had (pages missing from their repositories)`,
    );
  },
);
