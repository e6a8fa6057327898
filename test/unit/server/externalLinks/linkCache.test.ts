// The external-link cache file and the `externalLinks` key of `.docsiterc.json`.
import assert from 'node:assert/strict';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { loadLinkCache, saveLinkCache } from '../../../../server/src/host/externalLinks/linkCache';
import { parseRcText, RcFileError } from '../../../../server/src/host/rcFile';

const base = mkdtempSync(join(tmpdir(), 'docsite-link-cache-'));
after(() => rmSync(base, { recursive: true, force: true }));
let n = 0;
const site = () => {
  const folder = join(base, `site${n++}`);
  mkdirSync(folder);
  return folder;
};

test('what is saved loads back; the write leaves no temporary file', () => {
  const root = site();
  const entries = new Map([
    ['https://example.com/', { outcome: { kind: 'status' as const, status: 200 }, checkedAt: 123 }],
  ]);
  assert.equal(saveLinkCache(root, entries), undefined);
  assert.deepEqual(loadLinkCache(root), { entries });
  assert.deepEqual(readdirSync(join(root, '.docsite-cache')), ['links.json']);
});

test('a corrupt cache is ignored with one warning and replaced on the next save', () => {
  const root = site();
  mkdirSync(join(root, '.docsite-cache'));
  for (const text of [
    '{not json',
    JSON.stringify({ version: 1, links: { 'https://x/': { outcome: { kind: 'what' }, checkedAt: 1 } } }),
    JSON.stringify({ version: 99, links: {} }),
  ]) {
    writeFileSync(join(root, '.docsite-cache', 'links.json'), text);
    const loaded = loadLinkCache(root);
    assert.equal(loaded.entries.size, 0);
    assert.match(loaded.warning ?? '', /corrupt/);
  }
  assert.equal(saveLinkCache(root, new Map()), undefined);
  assert.equal(loadLinkCache(root).warning, undefined);
});

test('a cache folder or file that is a symbolic link is neither read nor written through', () => {
  const outside = site();
  writeFileSync(
    join(outside, 'links.json'),
    JSON.stringify({ version: 1, links: { 'https://x/': { outcome: { kind: 'status', status: 200 }, checkedAt: 1 } } }),
  );
  const root = site();
  symlinkSync(outside, join(root, '.docsite-cache'));
  assert.equal(loadLinkCache(root).entries.size, 0);
  assert.match(saveLinkCache(root, new Map()) ?? '', /not a folder/);
  assert.deepEqual(readdirSync(outside), ['links.json'], 'nothing was written outside the site');

  const other = site();
  mkdirSync(join(other, '.docsite-cache'));
  const target = join(outside, 'victim.txt');
  writeFileSync(target, 'keep');
  symlinkSync(target, join(other, '.docsite-cache', 'links.json'));
  assert.match(loadLinkCache(other).warning ?? '', /not a regular file/);
  assert.equal(saveLinkCache(other, new Map()), undefined);
  assert.equal(readFileSync(target, 'utf8'), 'keep', 'the rename replaced the link, not its target');
  assert.ok(existsSync(join(other, '.docsite-cache', 'links.json')));
});

test('externalLinks in .docsiterc.json is validated with clear messages', () => {
  const parse = (externalLinks: unknown) =>
    parseRcText(JSON.stringify({ externalLinks }), '/r/.docsiterc.json', '.docsiterc.json');
  const settings = parse({
    exclude: ['^https://internal\\.'],
    remap: [{ from: '^http://', to: 'https://' }],
    maxAge: '2d',
    retries: 0,
  }).externalLinks!;
  assert.equal(settings.maxAge, 2 * 24 * 3600_000);
  assert.equal(settings.retries, 0);
  assert.equal(settings.exclude[0].test('https://internal.example.com/'), true);
  assert.equal('http://a/'.replace(settings.remap[0].from, settings.remap[0].to), 'https://a/');
  const rejects = (value: unknown, message: RegExp) =>
    assert.throws(
      () => parse(value),
      (error: Error) => error instanceof RcFileError && message.test(error.message),
    );
  rejects({ maxAge: 3600 }, /"externalLinks"\."maxAge" must be a time with its unit/);
  rejects({ exclude: ['('] }, /"externalLinks"\."exclude"\[0\] is not a valid regular expression/);
  rejects({ remap: [{ from: 'a' }] }, /"externalLinks"\."remap"\[0\]\."to" must be/);
  rejects({ concurrency: 0 }, /"externalLinks"\."concurrency" must be a whole number from 1/);
  rejects({ maxage: '1d' }, /unknown key "externalLinks"\."maxage"/);
  rejects([], /"externalLinks" must be an object/);
});
