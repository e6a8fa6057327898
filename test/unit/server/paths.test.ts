import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CONFIG_FILE_NAMES, configFormatOf } from '../../../server/src/service/workspace/paths';

test('config file names: docs.json is preferred over mint.json', () => {
  assert.deepEqual([...CONFIG_FILE_NAMES], ['docs.json', 'mint.json']);
});

test('configFormatOf tells the format from the file name only', () => {
  assert.equal(configFormatOf('/ws/site/docs.json'), 'docs');
  assert.equal(configFormatOf('/ws/site/mint.json'), 'mint');
  assert.equal(configFormatOf('C:\\ws\\site\\docs.json'), 'docs');
  assert.equal(configFormatOf('docs.json'), 'docs');
  assert.equal(configFormatOf('/ws/site/docs.json.bak'), undefined);
  assert.equal(configFormatOf('/ws/site/my-docs.json'), undefined);
  assert.equal(configFormatOf('/ws/site/Docs.json'), undefined);
});
