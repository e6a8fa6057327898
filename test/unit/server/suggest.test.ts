import assert from 'node:assert/strict';
import { test } from 'node:test';
import { didYouMean, editDistance } from '../../../server/src/service/suggest';

test('edit distance counts insertions, deletions, substitutions and swaps', () => {
  assert.equal(editDistance('primary', 'primary'), 0);
  assert.equal(editDistance('priamry', 'primary'), 1);
  assert.equal(editDistance('favicn', 'favicon'), 1);
  assert.equal(editDistance('kitten', 'sitting'), 3);
});

test('did-you-mean picks the closest plausible candidate, case-insensitive first', () => {
  assert.equal(didYouMean('drak', ['light', 'dark']), 'dark');
  assert.equal(didYouMean('GitHub', ['github', 'gitlab']), 'github');
  assert.equal(didYouMean('zzz', ['seo', 'api']), undefined);
  assert.equal(didYouMean('topbarCtaButon', ['topbarCtaButton', 'topbarLinks']), 'topbarCtaButton');
});
