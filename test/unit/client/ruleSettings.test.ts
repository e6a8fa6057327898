// The extension's `docsite.rules` setting offers exactly the checker's rules (ids, severities, one-line summaries),
// so the settings editor and the CLI's `.docsiterc.json` speak the same language.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { test } from 'node:test';
import Ajv from 'ajv';
import { RC_KEYS, parseRcText } from '../../../server/src/host/rcFile';
import { RULES } from '../../../server/src/service/checks/catalog';
import { RULE_SEVERITY_NAMES } from '../../../server/src/service/checks/ruleSeverities';
import { rulesTable, rulesTableOf } from '../../../scripts/rulesTable';

const manifest = JSON.parse(readFileSync(resolve(__dirname, '../../../package.json'), 'utf8'));
const properties = manifest.contributes.configuration.properties;

test('docsite.rules lists every rule id with the four severities and its summary', () => {
  const rules = properties['docsite.rules'];
  assert.equal(rules.type, 'object');
  assert.equal(rules.additionalProperties, false);
  assert.deepEqual(
    Object.keys(rules.properties),
    Object.keys(RULES),
    'run: node --import tsx scripts/write-rule-settings.ts',
  );
  for (const [id, info] of Object.entries(RULES)) {
    assert.deepEqual(rules.properties[id].enum, [...RULE_SEVERITY_NAMES], id);
    assert.equal(rules.properties[id].description, info.summary, id);
  }
});

test('the settings and commands a polished language extension has are contributed', () => {
  assert.equal(properties['docsite.validation.enable'].type, 'boolean');
  assert.equal(properties['docsite.validation.enable'].default, true);
  assert.deepEqual(properties['docsite.trace.server'].enum, ['off', 'messages', 'verbose']);
  const commands = manifest.contributes.commands.map((c: { command: string }) => c.command);
  for (const command of ['docsite.restartServer', 'docsite.showServerOutput'])
    assert.ok(commands.includes(command), command);
});

test('schemas/docsiterc.schema.json (editor help for .docsiterc.json) offers the same rules and keys the CLI accepts', () => {
  const schema = JSON.parse(readFileSync(resolve(__dirname, '../../../schemas/docsiterc.schema.json'), 'utf8'));
  assert.deepEqual(
    Object.keys(schema.properties.rules.properties),
    Object.keys(RULES),
    'run: node --import tsx scripts/write-rule-settings.ts',
  );
  for (const rule of Object.values(schema.properties.rules.properties) as { enum: string[] }[])
    assert.deepEqual(rule.enum, [...RULE_SEVERITY_NAMES]);
  assert.deepEqual(Object.keys(schema.properties).sort(), [...RC_KEYS].sort(), 'the schema has the keys the CLI reads');
  // What the schema accepts, the CLI's own validation accepts, and the other way round for a typo.
  const validate = new Ajv({ strict: false }).compile(schema);
  const good = {
    rules: { 'orphan-page': 'off' },
    maxWarnings: 0,
    baseline: 'b.json',
    pages: { requiredFrontMatter: ['description'] },
  };
  assert.ok(validate(good));
  assert.doesNotThrow(() => parseRcText(JSON.stringify(good), resolve('/r/.docsiterc.json')));
  const typo = { rules: { 'orphan-pages': 'off' } };
  assert.equal(validate(typo), false);
  assert.throws(() => parseRcText(JSON.stringify(typo), resolve('/r/.docsiterc.json')), /is not a rule/);
  assert.ok(
    manifest.contributes.jsonValidation.some(
      (v: { fileMatch: string; url: string }) =>
        v.fileMatch === '.docsiterc.json' && v.url === './client/out/docsiterc.schema.json',
    ),
  );
  // The copy the build writes there for the VSIX: the same schema, compact.
  const shipped = readFileSync(resolve(__dirname, '../../../client/out/docsiterc.schema.json'), 'utf8');
  assert.deepEqual(JSON.parse(shipped), schema);
  assert.ok(!shipped.includes('\n'));
});

test("the rules table of docs/cli.md is the catalogue's", () => {
  const docs = readFileSync(resolve(__dirname, '../../../docs/cli.md'), 'utf8');
  assert.equal(rulesTableOf(docs), rulesTable(RULES), 'run: node --import tsx scripts/write-rule-settings.ts');
  for (const id of Object.keys(RULES)) assert.ok(docs.includes(`| \`${id}\` |`), id);
});
