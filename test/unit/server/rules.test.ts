import assert from 'node:assert/strict';
import { test } from 'node:test';
import { codes, coveredText, diagnoseWithoutCoverage, json, minimalConfig } from './helpers';

const run = (extra: Record<string, unknown>) => {
  const text = json(minimalConfig(extra));
  return { text, found: diagnoseWithoutCoverage(text, ['intro.mdx']) };
};

test('topbarCtaButton needs a name when its type is link, explicitly or by default', () => {
  const explicit = run({ topbarCtaButton: { type: 'link', url: 'https://x.dev' } });
  assert.deepEqual(codes(explicit.found), ['cta-name-required']);
  assert.equal(coveredText(explicit.text, explicit.found[0]), '"topbarCtaButton"');
  assert.deepEqual(codes(run({ topbarCtaButton: { url: 'https://x.dev' } }).found), ['cta-name-required']);
  assert.deepEqual(run({ topbarCtaButton: { type: 'github', url: 'https://github.com/a/b' } }).found, []);
  assert.deepEqual(run({ topbarCtaButton: { name: 'Go', url: 'https://x.dev' } }).found, []);
});

test('basic auth needs a name of the form user:password', () => {
  const bad = run({ api: { auth: { method: 'basic', name: 'username' } } });
  assert.deepEqual(codes(bad.found), ['basic-auth-name']);
  assert.equal(coveredText(bad.text, bad.found[0]), '"username"');
  assert.deepEqual(run({ api: { auth: { method: 'basic', name: 'user:pass' } } }).found, []);
  assert.deepEqual(run({ api: { auth: { method: 'key', name: 'x-api-key' } } }).found, []);
});

test('anchors[].version must be one of versions, with a suggestion', () => {
  const bad = run({
    versions: ['v1', 'v2'],
    anchors: [
      { name: 'A', url: 'a', version: 'v3' },
      { name: 'B', url: 'b', version: 'V2' },
    ],
  });
  assert.deepEqual(codes(bad.found), ['anchor-version', 'anchor-version']);
  assert.equal(coveredText(bad.text, bad.found[0]), '"v3"');
  assert.deepEqual(bad.found[1].data, { suggestion: 'v2' });
  assert.deepEqual(
    run({ versions: ['v1', { name: 'v2' }], anchors: [{ name: 'B', url: 'b', version: 'v2' }] }).found,
    [],
  );
  assert.match(
    String(run({ anchors: [{ name: 'A', url: 'a', version: 'v1' }] }).found[0].message),
    /declares no versions/,
  );
});

test('api.maintainOrder is flagged deprecated on its key', () => {
  const { text, found } = run({ api: { maintainOrder: true } });
  assert.deepEqual(codes(found), ['deprecated']);
  assert.equal(found[0].severity, 2);
  assert.deepEqual(found[0].tags, [2]);
  assert.equal(coveredText(text, found[0]), '"maintainOrder"');
});
