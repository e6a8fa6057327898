// The SARIF output through Microsoft's own validator (`@microsoft/sarif-multitool`, a dev dependency): every rule of
// the catalogue occurs once, and the validator's report must hold no error and no warning (SARIF1001 warned of rules
// whose name equalled their id ignoring case). The validator is a self-contained .NET program: run without ICU (a
// clean machine may lack libicu).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, test } from 'node:test';
import type * as Sarif from 'sarif';
import { DiagnosticSeverity } from 'vscode-languageserver-protocol';
import type { FileDiagnostic } from '../../../server/src/cli/format';
import { formatSarif } from '../../../server/src/cli/formats/sarif';
import { RULES } from '../../../server/src/service/checks/catalog';

/** The validator's executable: the package's main module exports its path. */
function multitoolPath(): string | undefined {
  try {
    const main = require.resolve('@microsoft/sarif-multitool');
    const loaded = module.require(main) as string | { default: string };
    return typeof loaded === 'string' ? loaded : loaded.default;
  } catch {
    return undefined;
  }
}
const multitool = multitoolPath();
const scratch = mkdtempSync(join(tmpdir(), 'docsite-sarif-multitool-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

test(
  "Microsoft's SARIF validator finds no error or warning in the output",
  { skip: multitool ? false : '@microsoft/sarif-multitool is not installed (a dev dependency)' },
  () => {
    const results: FileDiagnostic[] = Object.keys(RULES).map((code, line) => ({
      file: join('docs', 'docs.json'),
      diagnostic: {
        severity: DiagnosticSeverity.Error,
        code,
        message: `A "${code}" problem.`,
        range: { start: { line, character: 2 }, end: { line, character: 9 } },
      },
    }));
    const input = join(scratch, 'docsite.sarif');
    const output = join(scratch, 'validation.sarif');
    writeFileSync(input, formatSarif(results, { version: '1.0.0', cwd: resolve(scratch) }));
    const run = spawnSync(multitool!, ['validate', input, '--output', output, '--log', 'ForceOverwrite'], {
      encoding: 'utf8',
      timeout: 120_000,
      env: { ...process.env, DOTNET_SYSTEM_GLOBALIZATION_INVARIANT: '1' },
    });
    assert.ok(run.status === 0 || run.status === 1, `the validator ran: ${run.stdout}${run.stderr}`);
    const report = JSON.parse(readFileSync(output, 'utf8')) as Sarif.Log;
    const findings = (report.runs[0].results ?? []).filter(
      (r) => r.level === 'error' || r.level === 'warning' || r.level === undefined,
    );
    assert.deepEqual(
      findings.map((r) => `${r.ruleId}: ${r.message.text ?? r.message.id}`),
      [],
    );
  },
);
