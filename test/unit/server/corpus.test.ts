// Real configs from the corpus: each workspace is rebuilt on disk (empty files from `<name>.files.txt`, the
// config as mint.json) and checked. The only errors allowed are pages really absent from the file list.
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { indexFolderSync } from '../../../server/src/host/diskIndex';
import { LanguageService } from '../../../server/src/service/languageService';
import { normalizePath, pathToUri } from '../../../server/src/service/workspace/paths';
import { corpusPath, corpusSkip, inCorpus } from '../../support/corpus';
import { writeListedFiles } from '../../support/corpusSite';

const CORPUS = corpusPath();
const scratch = mkdtempSync(join(tmpdir(), 'docsite-corpus-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

/** Page strings of a parsed config, independently of the service (plain recursion: real configs are shallow). */
function pagesOf(navigation: unknown): string[] {
  if (typeof navigation === 'string') return [navigation];
  if (Array.isArray(navigation)) return navigation.flatMap(pagesOf);
  if (navigation && typeof navigation === 'object' && 'pages' in navigation)
    return pagesOf((navigation as { pages: unknown }).pages);
  return [];
}

function rebuild(name: string): { folder: string; files: Set<string> } {
  const folder = join(scratch, name);
  const files = writeListedFiles(inCorpus(`${name}.files.txt`), folder);
  writeFileSync(join(folder, 'mint.json'), readFileSync(inCorpus(`${name}.mint.json`)));
  return { folder, files };
}

const names = CORPUS
  ? readdirSync(CORPUS)
      .filter((f) => f.endsWith('.mint.json'))
      .map((f) => f.slice(0, -'.mint.json'.length))
      .sort()
  : [];
let configs = 0;
let missingPages = 0;

test(
  'corpus: every real config gets no error except pages really missing from its repository',
  { skip: corpusSkip() },
  (t) => {
    assert.ok(names.length >= 20, 'the corpus holds the real configs');
    for (const name of names) {
      const { folder, files } = rebuild(name);
      const service = new LanguageService();
      indexFolderSync(service.index, folder);
      const configPath = join(folder, 'mint.json');
      const text = readFileSync(configPath, 'utf8');
      const doc = service.parse(TextDocument.create(pathToUri(configPath), 'json', 1, text), normalizePath(configPath));
      const errors = service.diagnose(doc).filter((d) => d.severity === 1);

      const expectedMissing = pagesOf(JSON.parse(text).navigation)
        .map((p) => p.replace(/^\//, ''))
        .filter((p) => !files.has(`${p}.mdx`) && !files.has(`${p}.md`));
      for (const error of errors) {
        assert.equal(error.code, 'page-missing', `${name}: unexpected ${String(error.code)}: ${error.message}`);
        const page = (error.data as { page: string }).page;
        assert.ok(
          !files.has(`${page}.mdx`) && !files.has(`${page}.md`),
          `${name}: "${page}" is reported missing but is in the file list`,
        );
      }
      assert.equal(errors.length, expectedMissing.length, `${name}: every absent page is reported once`);
      configs++;
      missingPages += errors.length;
    }
    t.diagnostic(`${configs} configs checked, ${missingPages} real missing pages reported`);
    assert.ok(missingPages > 0, 'the corpus is known to list some absent pages');
  },
);
