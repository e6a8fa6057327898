// The CLI as a process over every site of the real-data corpus gives the JSON (and SARIF) output stored in
// fixtures/cliOutput.json (written by `node --import tsx test/support/cliOutputs.ts FILE`). It proved the service's
// re-layout changed no behaviour; since then every change of what real sites get is a deliberate, reviewed rewrite
// of the fixture (a new check's findings show up in its diff), never a side effect of moving code.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { cliOutputs, type CliRun } from '../../support/cliOutputs';
import { corpusSkip } from '../../support/corpus';
const scratch = mkdtempSync(join(tmpdir(), 'docsite-cli-unchanged-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

test('docsite check reports over the corpus exactly the stored, reviewed output', { skip: corpusSkip() }, () => {
  const stored = JSON.parse(readFileSync(join(__dirname, 'fixtures', 'cliOutput.json'), 'utf8')) as Record<
    string,
    CliRun
  >;
  const now = cliOutputs(scratch);
  // A site absent from this machine's corpus is skipped; every site present must have been recorded.
  for (const site of Object.keys(now)) {
    assert.ok(site in stored, `no stored output for ${site}`);
    assert.deepEqual(now[site], stored[site], `output for ${site} changed`);
  }
  assert.ok(Object.keys(now).length > 0);
});
