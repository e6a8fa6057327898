// Differential test of the OpenAPI page names: for every OpenAPI document of the corpus, the pages our
// `site/generatedPages.ts` says an `openapi` group generates are exactly the pages the generator's own page generator
// (`@mintlify/scraping`, a devDependency used as a test oracle only — Elastic-2.0, never bundled) makes of it; and our
// file-name rule equals the generator's on every tag, summary and path of those documents.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { test } from 'node:test';
import { parse as parseYaml } from 'yaml';
import {
  fileNameSafe,
  operationPageBase,
  DEFAULT_OPENAPI_DIRECTORY,
} from '../../../../server/src/service/config/model/generatedPages';
import { parseOpenApi } from '../../../../server/src/service/config/model/operations';

import { corpusSkip, inCorpus } from '../../../support/corpus';

function* openApiFiles(folder: string): Generator<string> {
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) yield* openApiFiles(path);
    else if (/\.(json|ya?ml)$/.test(name) && !/^(docs|mint)\.json$/.test(name)) {
      const head = readFileSync(path, 'utf8').slice(0, 4000);
      if (/^\s*openapi\s*:|"openapi"\s*:/m.test(head)) yield path;
    }
  }
}

/** Our page ids for a document's bulk generation, with the generator's numbering of repeated names per tag group. */
function ourPages(text: string, path: string): string[] {
  const document = parseOpenApi(text, path);
  if (!('operations' in document)) return [];
  const used = new Map<string, Set<string>>();
  const pages = new Set<string>();
  for (const operation of document.operations) {
    if (operation.excluded) continue;
    const base = operationPageBase(operation, DEFAULT_OPENAPI_DIRECTORY);
    const names = used.get(operation.tag ?? '') ?? new Set<string>();
    used.set(operation.tag ?? '', names);
    let name = base;
    for (let suffix = 1; names.has(name); suffix++) name = `${base}-${suffix}`;
    if (!operation.hidden) names.add(name.toLowerCase());
    pages.add(name.toLowerCase());
  }
  return [...pages].sort();
}

test("pages generated from each corpus OpenAPI document are the generator's own", { skip: corpusSkip() }, async () => {
  const CORPUS = inCorpus();
  const { generateOpenApiPagesForDocsConfig } = (await import('@mintlify/scraping')) as {
    generateOpenApiPagesForDocsConfig(
      document: unknown,
      options: object,
    ): Promise<{ pagesAcc: Record<string, unknown> }>;
  };
  const { log, warn } = console;
  let compared = 0;
  let pagesCompared = 0;
  for (const path of openApiFiles(CORPUS)) {
    const text = readFileSync(path, 'utf8');
    let document: unknown;
    try {
      document = /\.json$/.test(path) ? JSON.parse(text) : parseYaml(text);
    } catch {
      continue;
    }
    let theirs: string[];
    console.log = console.warn = () => undefined;
    try {
      const { pagesAcc } = await generateOpenApiPagesForDocsConfig(document, {
        writeFiles: false,
        outDir: DEFAULT_OPENAPI_DIRECTORY,
        openApiFilePath: relative(CORPUS, path),
      });
      theirs = Object.keys(pagesAcc).sort();
    } catch {
      continue; // a document the generator rejects generates nothing; ours reports it unreadable or finds no paths
    } finally {
      Object.assign(console, { log, warn });
    }
    assert.deepEqual(ourPages(text, path), theirs, relative(CORPUS, path));
    compared++;
    pagesCompared += theirs.length;
  }
  assert.ok(compared >= 50, `compared ${compared} documents`);
  assert.ok(pagesCompared >= 300, `compared ${pagesCompared} pages`);
});

test("the file-name rule equals the generator's on hand-made cases", async () => {
  const { prepareStringToBeValidFilename } = (await import('@mintlify/common')) as {
    prepareStringToBeValidFilename(text?: string): string | undefined;
  };
  const cases = [
    'Get a user (by id), v2.0',
    '/users/{id}/posts',
    '{a}{b}',
    'x {unclosed',
    'a{b\nc}d',
    "Don't stop",
    '--a--b--',
    ' lead',
    'trail ',
    '{{{{',
    'Ünïcode name',
    '/{id}',
    'a.b/c',
    '',
    'x---y',
  ];
  for (const text of cases)
    assert.equal(fileNameSafe(text), prepareStringToBeValidFilename(text), JSON.stringify(text));
});
