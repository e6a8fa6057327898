// The list of checks: each rule declared once, with an id, a summary, help and a default severity; every rule a
// check declares is reported somewhere in the product's sources; every code the CLI reported over the corpus
// (the stored output) is a declared rule.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { test } from 'node:test';
import type { Rule } from '../../../../server/src/service/checks/check';
import { RULE_IDS, RULES } from '../../../../server/src/service/checks/catalog';
import { CHECKS, CONFIG_CHECKS, PAGE_CHECKS } from '../../../../server/src/service/checks/list';

const ROOT = resolve(__dirname, '../../../..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? sources(full) : name.endsWith('.ts') ? [full] : [];
  });
}

test('every rule is declared once, with what the catalogue and the docs need', () => {
  const ids = CHECKS.flatMap((check) => (check.rules as readonly Rule[]).map((rule) => rule.id));
  assert.equal(new Set(ids).size, ids.length, 'a rule id declared twice');
  assert.deepEqual(RULE_IDS, ids);
  for (const check of CHECKS) {
    assert.ok(check.rules.length > 0);
    for (const rule of check.rules as readonly Rule[]) {
      assert.match(rule.id, /^[a-z]+(-[a-z]+)*$/);
      assert.ok(rule.summary.endsWith('.') && rule.help.endsWith('.'), rule.id);
      assert.ok(['error', 'warning', 'info'].includes(rule.severity), rule.id);
      assert.equal(RULES[rule.id as keyof typeof RULES].appliesTo, check.appliesTo);
    }
  }
  assert.ok(CONFIG_CHECKS.every((check) => check.appliesTo === 'config'));
  assert.ok(PAGE_CHECKS.every((check) => check.appliesTo === 'page'));
});

test('every declared rule is reported by some product code (no rule without a finder)', () => {
  const checkFiles = /[/\\](config|pages)[/\\]checks[/\\]/;
  const text = sources(join(ROOT, 'server', 'src'))
    .filter((file) => !/[/\\]checks[/\\](check|list|catalog)\.ts$/.test(file))
    .map((file) => ({ file, text: readFileSync(file, 'utf8') }));
  for (const id of RULE_IDS) {
    // A check file declares `{ id: '…' }`; the rule is reported where the literal appears in a diagnostic.
    const used = text.some(
      ({ file, text }) =>
        text.split(`id: '${id}'`).join('').includes(`'${id}'`) || (!checkFiles.test(file) && text.includes(`'${id}'`)),
    );
    assert.ok(used, `rule "${id}" is declared but nothing reports it`);
  }
});

test('every code in the stored CLI output over the corpus is a declared rule', () => {
  const stored = JSON.parse(
    readFileSync(join(ROOT, 'test', 'integration', 'server', 'fixtures', 'cliOutput.json'), 'utf8'),
  ) as Record<string, { problems: { code?: string }[] }>;
  const codes = new Set(
    Object.entries(stored)
      .filter(([site]) => !site.startsWith('sarif:'))
      .flatMap(([, run]) => run.problems.map((p) => p.code)),
  );
  assert.ok(codes.size > 10);
  for (const code of codes) assert.ok(RULE_IDS.includes(String(code)), String(code));
});
