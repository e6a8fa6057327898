import assert from 'node:assert/strict';
import { test } from 'node:test';
import { slugger, slugify } from '../../../../server/src/service/mdx/slugs';

test('slug rules: lower case, each run of non-letters/digits becomes one dash, dashes trimmed', () => {
  assert.equal(slugify('Getting Started'), 'getting-started');
  assert.equal(slugify('Server-Side Configuration (`config.toml`)'), 'server-side-configuration-config-toml');
  assert.equal(slugify('`useChatSession` Hook'), 'usechatsession-hook');
  assert.equal(slugify('Tips & Tricks'), 'tips-tricks');
  assert.equal(slugify('  What’s new?  '), 'what-s-new');
  assert.equal(slugify('Überblick 概要'), 'überblick-概要');
});

test('duplicates get -1, -2; a reserved explicit id pushes a later equal slug on', () => {
  const slug = slugger();
  assert.deepEqual([slug('Setup'), slug('Setup'), slug('Setup')], ['setup', 'setup-1', 'setup-2']);
  const other = slugger();
  other.reserve('install');
  assert.equal(other('Install'), 'install-1');
});
