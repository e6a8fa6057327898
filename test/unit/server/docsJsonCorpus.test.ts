// Real docs.json files from the corpus's `docsjson/`: each workspace is rebuilt on disk (empty files from
// `<name>.files.txt`, the `$ref`'d files from `refs/<name>/` with their content, the config as docs.json) and checked
// as a whole site, `$ref`'d files included. The only errors allowed are pages really absent from the file list.
import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { indexFolderSync } from '../../../server/src/host/diskIndex';
import { LanguageService } from '../../../server/src/service/languageService';
import { normalizePath, pathToUri } from '../../../server/src/service/workspace/paths';
import { corpusPath, corpusSkip, inCorpus } from '../../support/corpus';
import { writeListedFiles } from '../../support/corpusSite';

const CORPUS = corpusPath('docsjson');
const scratch = mkdtempSync(join(tmpdir(), 'docsite-docsjson-corpus-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

function rebuild(name: string): { folder: string; files: Set<string> } {
  const folder = join(scratch, name);
  const files = writeListedFiles(inCorpus('docsjson', `${name}.files.txt`), folder);
  const refs = inCorpus('docsjson', 'refs', name);
  if (existsSync(refs)) cpSync(refs, folder, { recursive: true });
  writeFileSync(join(folder, 'docs.json'), readFileSync(inCorpus('docsjson', name)));
  return { folder, files };
}

const names = CORPUS
  ? readdirSync(CORPUS)
      .filter((f) => f.endsWith('docs.json'))
      .sort()
  : [];

test(
  'docs.json corpus: no error except pages really missing from the repository',
  { skip: corpusSkip('docsjson') },
  (t) => {
    assert.ok(names.length >= 20, 'the corpus holds the real docs.json files');
    let pages = 0;
    let missing = 0;
    let refFiles = 0;
    const unexpected: string[] = [];
    const tooLarge: string[] = [];
    for (const name of names) {
      const { folder, files } = rebuild(name);
      const service = new LanguageService({
        readConfigFile: (path) => (existsSync(path) ? readFileSync(path, 'utf8') : undefined),
      });
      indexFolderSync(service.index, folder);
      const configPath = join(folder, 'docs.json');
      const doc = service.parse(
        TextDocument.create(pathToUri(configPath), 'json', 1, readFileSync(configPath, 'utf8')),
        normalizePath(configPath),
      );
      const model = service.model(doc);
      assert.ok(model.format === 'docs', `${name}: read as docs.json`);
      if (doc.lexical.tooLarge) {
        // Over the parse limit of document.ts (64 million characters): one warning, no claims; counted below.
        tooLarge.push(name);
        continue;
      }
      assert.ok(model.pages.length > 0, `${name}: the model finds its pages`);
      pages += model.pages.length;
      refFiles += model.files.length - 1;
      for (const { file, diagnostics } of service.diagnoseSite(doc)) {
        for (const diagnostic of diagnostics) {
          if (diagnostic.severity !== 1) continue;
          const where = `${name}${file.isMain ? '' : ` (${file.path?.slice(folder.length + 1)})`}:${diagnostic.range.start.line + 1}`;
          if (diagnostic.code === 'page-missing') {
            const page = (diagnostic.data as { page: string }).page;
            if (files.has(`${page}.mdx`) || files.has(`${page}.md`))
              unexpected.push(`${where}: "${page}" reported missing but is in the file list`);
            else missing++;
          } else unexpected.push(`${where}: ${String(diagnostic.code)}: ${diagnostic.message}`);
        }
      }
    }
    t.diagnostic(
      `${names.length} docs.json files, ${pages} page entries, ${refFiles} $ref'd files, ${missing} real missing pages reported`,
    );
    if (tooLarge.length) t.diagnostic(`not parsed (over the size limit): ${tooLarge.join(', ')}`);
    assert.deepEqual(unexpected, []);
    assert.ok(refFiles >= 3, 'the $ref files of the corpus are followed');
  },
);
