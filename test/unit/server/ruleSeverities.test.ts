import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DiagnosticSeverity, type Diagnostic } from 'vscode-languageserver-protocol';
import { RULE_IDS } from '../../../server/src/service/checks/catalog';
import {
  applyRuleSeverities,
  sanitizeRuleSeverities,
  unknownRuleMessage,
} from '../../../server/src/service/checks/ruleSeverities';
import { fixture } from './helpers';

const at = (code: string, severity: DiagnosticSeverity): Diagnostic => ({
  code,
  severity,
  message: code,
  range: { start: { line: 0, character: 0 }, end: { line: 0, character: 1 } },
});

test('a rule set to a severity is reported at it; off drops it; other rules are untouched', () => {
  const input = [
    at('orphan-page', DiagnosticSeverity.Information),
    at('unknown-key', DiagnosticSeverity.Warning),
    at('page-missing', DiagnosticSeverity.Error),
  ];
  const output = applyRuleSeverities(input, { 'orphan-page': 'error', 'unknown-key': 'off', 'page-duplicate': 'info' });
  assert.deepEqual(
    output.map((d) => [d.code, d.severity]),
    [
      ['orphan-page', DiagnosticSeverity.Error],
      ['page-missing', DiagnosticSeverity.Error],
    ],
  );
  assert.equal(input[0].severity, DiagnosticSeverity.Information, 'the input diagnostics are not modified');
  assert.equal(output[1], input[2], 'an unconfigured diagnostic is passed through as is');
  assert.equal(applyRuleSeverities(input, undefined), input);
});

test('rule ids inherited from Object.prototype are not rules', () => {
  const output = applyRuleSeverities([at('constructor', DiagnosticSeverity.Warning)], { 'orphan-page': 'off' });
  assert.equal(output[0].severity, DiagnosticSeverity.Warning);
  assert.match(unknownRuleMessage('toString') ?? '', /is not a rule/);
});

test('unknown rule ids get a did-you-mean and the list of rules', () => {
  assert.equal(unknownRuleMessage('orphan-page'), undefined);
  assert.match(
    unknownRuleMessage('orphan-pages') ?? '',
    /^"orphan-pages" is not a rule; did you mean "orphan-page"\? \(rules: json-syntax, /,
  );
  assert.doesNotMatch(unknownRuleMessage('zzzzzz') ?? '', /did you mean/);
});

test('settings keep only known ids with known severities', () => {
  assert.deepEqual(
    sanitizeRuleSeverities({ 'orphan-page': 'off', 'unknown-key': 'fatal', nope: 'error', 'page-missing': 'warning' }),
    { 'orphan-page': 'off', 'page-missing': 'warning' },
  );
  assert.equal(sanitizeRuleSeverities(['orphan-page']), undefined);
  assert.equal(sanitizeRuleSeverities({ nope: 'off' }), undefined);
});

test('every rule id is kebab-case and unique', () => {
  assert.equal(new Set(RULE_IDS).size, RULE_IDS.length);
  for (const id of RULE_IDS) assert.match(id, /^[a-z]+(-[a-z]+)*$/);
});

test('LanguageService.diagnose applies settings.rules and validationEnabled', () => {
  const { service, doc } = fixture(
    JSON.stringify({ name: 'Docs', navigation: [{ group: 'A', pages: ['intro', 'gone'] }], favicn: 'x' }),
    ['intro.mdx'],
  );
  const codes = (settings: object) =>
    service
      .diagnose(doc, { unknownKeys: 'warning', ...settings })
      .map((d) => `${d.code}:${d.severity}`)
      .sort();
  assert.deepEqual(codes({}), ['page-missing:1', 'unknown-key:2']);
  assert.deepEqual(codes({ rules: { 'page-missing': 'warning', 'unknown-key': 'off' } }), ['page-missing:2']);
  assert.deepEqual(codes({ validationEnabled: false }), []);
});
