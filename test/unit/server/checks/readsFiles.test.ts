// A config opened while the workspace is still being walked is answered first by the checks that do not read the
// file index (`readsFiles` in checks/check.ts), then by all of them. Over every real config of the corpus: a check
// that does not declare it never reads the index, each check that declares it does read it, and the early answer
// holds only problems the complete answer holds too.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Diagnostic } from 'vscode-languageserver-protocol';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { DEFAULT_SERVER_SETTINGS } from '../../../../shared/src/settings';
import type { ConfigCheck } from '../../../../server/src/service/checks/check';
import { CONFIG_CHECKS } from '../../../../server/src/service/checks/list';
import { pageEntriesMade } from '../../../../server/src/service/config/model/builder';
import { DiagnosticSink } from '../../../../server/src/service/diagnostics/siteDiagnostics';
import { LanguageService } from '../../../../server/src/service/languageService';
import { pathToUri } from '../../../../server/src/service/workspace/paths';
import { WorkspaceIndex } from '../../../../server/src/service/workspace/workspaceIndex';
import { corpusSkip } from '../../../support/corpus';
import { corpusConfigs, type CorpusConfig } from '../../../support/corpusConfigs';

const ROOT = '/corpus/site';

function parsed(config: CorpusConfig) {
  const index = new WorkspaceIndex();
  index.addFiles([...config.files.map((file) => `${ROOT}/${file}`), `${ROOT}/${config.file}`]);
  index.markScanned(ROOT);
  const service = new LanguageService({ index });
  const path = `${ROOT}/${config.file}`;
  const doc = service.parse(TextDocument.create(pathToUri(path), 'json', 1, config.text), path);
  return { index, service, doc };
}

/** The index, with a note of whether anything of it was read. */
function watched(index: WorkspaceIndex): { index: WorkspaceIndex; read: () => boolean } {
  let read = false;
  const proxy = new Proxy(index, {
    get(target, property) {
      read = true;
      const value = Reflect.get(target, property, target) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { index: proxy, read: () => read };
}

test(
  'each config check reads the file index exactly when it declares `readsFiles`',
  { skip: corpusSkip('docsjson') },
  () => {
    const configs = corpusConfigs();
    assert.ok(configs.length >= 40, `corpus configs: ${configs.length}`);
    const readers = new Set<string>();
    const wrong: string[] = [];
    for (const config of configs) {
      const { index, service, doc } = parsed(config);
      const model = service.model(doc);
      for (const check of CONFIG_CHECKS) {
        if (!check.check || (!doc.root && !check.runsWithoutTree)) continue;
        if (check.formats && !check.formats.includes(model.format)) continue;
        const probe = watched(index);
        check.check({ model, index: probe.index, settings: DEFAULT_SERVER_SETTINGS, sink: new DiagnosticSink() });
        const id = check.rules[0].id;
        if (probe.read()) readers.add(id);
        if (probe.read() && !check.readsFiles) wrong.push(`${id} read the index on ${config.name}`);
      }
    }
    assert.deepEqual(wrong, []);
    const declared = CONFIG_CHECKS.filter((check) => check.readsFiles).map((check) => check.rules[0].id);
    assert.deepEqual(
      declared.filter((id) => !readers.has(id)),
      [],
      'a check declares `readsFiles` but read no index on any corpus config',
    );
  },
);

test('the answer before indexing holds only problems of the complete answer', { skip: corpusSkip('docsjson') }, () => {
  let early = 0;
  const extra: string[] = [];
  for (const config of corpusConfigs()) {
    const { service, doc } = parsed(config);
    const key = (d: Diagnostic) => JSON.stringify([d.code, d.message, d.range]);
    const complete = new Set(service.diagnoseSite(doc)[0].diagnostics.map(key));
    for (const diagnostic of service.diagnoseSiteBeforeIndexing(doc)[0].diagnostics) {
      early++;
      if (!complete.has(key(diagnostic))) extra.push(`${config.name}: ${JSON.stringify(diagnostic.message)}`);
    }
  }
  assert.deepEqual(extra, []);
  assert.ok(early > 0, 'the corpus configs have problems the early answer shows');
});

test(
  'the answer before indexing makes no page entries: they are made for the complete answer',
  { skip: corpusSkip('docsjson') },
  () => {
    let withEntries = 0;
    for (const config of corpusConfigs()) {
      const { service, doc } = parsed(config);
      service.diagnoseSiteBeforeIndexing(doc);
      const model = service.model(doc);
      if (!model.navigation) continue;
      assert.equal(pageEntriesMade(model.navigation), false, `${config.name}: entries made before they were read`);
      service.diagnoseSite(doc);
      assert.equal(pageEntriesMade(model.navigation), true, config.name);
      if (model.pages.length > 0) withEntries++;
    }
    assert.ok(withEntries > 40, `only ${withEntries} corpus configs list pages`);
  },
);

/** Runs `body` with every config check counting its runs. */
function countingRuns(body: (runs: Map<ConfigCheck, number>) => void): void {
  const runs = new Map<ConfigCheck, number>();
  const checks: ConfigCheck[] = [...CONFIG_CHECKS];
  const originals = checks.map((check) => check.check);
  checks.forEach((check, i) => {
    const original = originals[i];
    if (original)
      check.check = (input) => {
        runs.set(check, (runs.get(check) ?? 0) + 1);
        original.call(check, input);
      };
  });
  try {
    body(runs);
  } finally {
    checks.forEach((check, i) => (check.check = originals[i]));
  }
}

test(
  'the complete answer after the one before indexing runs only the checks that read the file index, and equals one run of all',
  { skip: corpusSkip('docsjson') },
  () => {
    let compared = 0;
    for (const config of corpusConfigs()) {
      const staged = parsed(config);
      let complete: ReturnType<LanguageService['diagnoseSite']> = [];
      countingRuns((runs) => {
        staged.service.diagnoseSiteBeforeIndexing(staged.doc);
        complete = staged.service.diagnoseSite(staged.doc);
        const ranTwice = [...runs].filter(([, count]) => count > 1).map(([check]) => check.rules[0].id);
        assert.deepEqual(ranTwice, [], `${config.name}: checks run again by the complete answer`);
      });
      const direct = parsed(config);
      const problems = (site: typeof complete) => site.map(({ file, diagnostics }) => ({ uri: file.uri, diagnostics }));
      assert.deepEqual(problems(complete), problems(direct.service.diagnoseSite(direct.doc)), config.name);
      compared += complete[0].diagnostics.length;
    }
    assert.ok(compared > 0, 'the corpus configs have problems to compare');
  },
);

test('a run before indexing is not reused under other settings', () => {
  const text = JSON.stringify({
    name: 'D',
    navigation: [{ group: 'G', pages: ['missing'] }],
    colors: { primary: 'red' },
  });
  const { service, doc } = parsed({ name: 'inline', file: 'mint.json', text, files: [] });
  const codes = (site: ReturnType<LanguageService['diagnoseSite']>) => site[0].diagnostics.map((d) => d.code);
  assert.ok(codes(service.diagnoseSiteBeforeIndexing(doc)).includes('hex-color'));
  const quiet = { ...DEFAULT_SERVER_SETTINGS, rules: { 'hex-color': 'off' as const } };
  assert.deepEqual(codes(service.diagnoseSite(doc, quiet)), ['page-missing']);
});

test('an unknown icon keeps its "did you mean" in both answers, also when a rule changes its severity', () => {
  const text = JSON.stringify({ name: 'Docs', navigation: [{ group: 'A', icon: 'rocket-lanch', pages: ['intro'] }] });
  for (const rules of [undefined, { 'unknown-icon': 'error' as const }]) {
    const { service, doc } = parsed({ name: 'inline', file: 'mint.json', text, files: ['intro.mdx'] });
    const settings = { ...DEFAULT_SERVER_SETTINGS, rules };
    const icons = (site: ReturnType<LanguageService['diagnoseSite']>) =>
      site[0].diagnostics.filter((d) => d.code === 'unknown-icon').map((d) => String(d.message));
    const early = icons(service.diagnoseSiteBeforeIndexing(doc, settings));
    const complete = icons(service.diagnoseSite(doc, settings));
    assert.equal(early.length, 1);
    assert.match(early[0], /Did you mean "rocket-launch"\?$/, `early, rules ${JSON.stringify(rules)}`);
    assert.deepEqual(complete, early, `complete, rules ${JSON.stringify(rules)}`);
  }
});
