// The harness itself: what the launcher promises the other tests (environment variables that reach the extension
// host, a live emulator that accepts the test token, screenshots of the live workbench).
import * as assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { emulatorAccess } from '../support/environment';
import { screenshotsSupported, takeScreenshot } from '../support/screenshot';
import { openInEditor } from '../support/workspace';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

async function rotate(url: string, authorization?: string): Promise<number> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (authorization) headers.Authorization = authorization;
  // Rotate with a token no group has: harmless, and it tells a rejected API token (401) from an accepted one (404).
  const response = await fetch(`${url}/api/user`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ current_token: 'no-group-has-this-token' }),
  });
  await response.body?.cancel();
  return response.status;
}

describe('test harness', () => {
  it('passes the emulator URL and test API tokens to the extension host, and the emulator accepts them', async () => {
    const { url, apiToken, testingApiToken } = emulatorAccess();
    assert.match(url, /^http:\/\/127\.0\.0\.1:\d+$/);
    assert.equal(await rotate(url), 401, 'a request without a token is refused');
    assert.equal(await rotate(url, `Token ${apiToken}`), 404, 'the Customer token is accepted');
    assert.equal(await rotate(url, `Token ${testingApiToken}`), 404, 'the Testing token is accepted');
  });

  it('captures the live workbench on request', async function () {
    if (!screenshotsSupported()) this.skip();
    await openInEditor('mint.json');
    const file = await takeScreenshot('harness-workbench');
    assert.ok(file, 'the launcher reported no file');
    const png = readFileSync(file);
    assert.deepEqual(png.subarray(0, 8), PNG_SIGNATURE);
    assert.ok(png.length > 10_000, `a workbench screenshot should not be ${png.length} bytes`);
  });
});
