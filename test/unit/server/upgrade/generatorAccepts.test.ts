// The upgrade never proposes a docs.json that the generator rejects: every real mint.json of the corpus, upgraded, is
// checked with the generator's own validator (`@mintlify/validation`, a dev dependency), plus small configs that
// carry values the generator would refuse as written (an `http://` social profile).
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { test } from 'node:test';
import { validateDocsConfig } from '@mintlify/validation';
import { upgradeMintJson } from '../../../../shared/src/upgrade/upgrade';
import { corpusPath, corpusSkip, inCorpus } from '../../../support/corpus';

const CORPUS = corpusPath();
const names = CORPUS
  ? readdirSync(CORPUS)
      .filter((f) => f.endsWith('.mint.json'))
      .sort()
  : [];

function upgraded(mint: unknown): { docs: Record<string, unknown>; report: string } {
  const result = upgradeMintJson(typeof mint === 'string' ? mint : JSON.stringify(mint));
  assert.ok(result.ok, result.ok ? '' : result.error);
  return { docs: JSON.parse(result.text) as Record<string, unknown>, report: JSON.stringify(result.report) };
}

test('corpus: the generator accepts the docs.json upgraded from every real mint.json', { skip: corpusSkip() }, () => {
  assert.ok(names.length >= 20, 'the corpus holds the real configs');
  const rejected: string[] = [];
  for (const name of names) {
    const { docs } = upgraded(readFileSync(inCorpus(name), 'utf8'));
    const result = validateDocsConfig(docs);
    if (!result.success)
      rejected.push(
        `${name}: ${result.error.issues
          .slice(0, 3)
          .map((i) => `${i.path.join('.')}: ${i.message}`)
          .join('; ')}`,
      );
  }
  assert.deepEqual(rejected, []);
});

const MINT = { name: 'Docs', colors: { primary: '#0D9373' }, navigation: [{ group: 'Start', pages: ['intro'] }] };

test('http social profiles are carried as https, and the report says so', () => {
  const { docs, report } = upgraded({
    ...MINT,
    footerSocials: { github: 'http://github.com/example', x: 'https://x.com/example' },
  });
  assert.deepEqual((docs.footer as { socials: unknown }).socials, {
    github: 'https://github.com/example',
    x: 'https://x.com/example',
  });
  assert.match(report, /https/);
  assert.ok(validateDocsConfig(docs).success);
});
