// The CLI as a process over every site of the real-data corpus gives the same JSON (and SARIF) output as the code
// before the service's re-layout into config formats and a check registry (fixtures/cliOutput.json, written by
// test/support/cliOutputs.ts on that code). A difference here is a change of behaviour, never a matter of layout.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { cliOutputs, CORPUS, type CliRun } from '../../support/cliOutputs';

const present = existsSync(CORPUS);
const scratch = mkdtempSync(join(tmpdir(), 'docsite-cli-unchanged-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

test('docsite check reports over the corpus exactly what it reported before the re-layout', { skip: present ? false : `corpus folder ${CORPUS} is absent` }, () => {
  const stored = JSON.parse(readFileSync(join(__dirname, 'fixtures', 'cliOutput.json'), 'utf8')) as Record<string, CliRun>;
  const now = cliOutputs(scratch);
  // A site absent from this machine's corpus is skipped; every site present must have been recorded.
  for (const site of Object.keys(now)) {
    assert.ok(site in stored, `no stored output for ${site}`);
    assert.deepEqual(now[site], stored[site], `output for ${site} changed`);
  }
  assert.ok(Object.keys(now).length > 0);
});
