// The editor's external-link findings of a file: judged per link target at a save, then placed on the links of
// whatever text is published next.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  externalLinksOfText,
  findingsOfTargets,
  placeFindings,
  targetsOf,
} from '../../../../server/src/service/externalLinks/onText';
import {
  DEFAULT_EXTERNAL_LINK_SETTINGS,
  type LinkOutcome,
} from '../../../../server/src/service/externalLinks/settings';

const textAt = (
  text: string,
  range: { start: { line: number; character: number }; end: { line: number; character: number } },
) => text.split('\n')[range.start.line].slice(range.start.character, range.end.character);

const page = (body: string) => `---\ntitle: T\n---\n\n${body}\n`;

test("targets: each distinct target once, excluded ones dropped, a remap to something that is no URL is a finding's cause", () => {
  const text = page(
    '[a](https://a.example/gone#x) [again](https://a.example/gone#x) [b](https://b.example/) [c](https://skip.example/) [d](https://old.example/p)',
  );
  const targets = targetsOf(externalLinksOfText(text, false), {
    exclude: [/^https:\/\/skip\./],
    remap: [{ from: /^https:\/\/old\.example\//, to: 'ftp://elsewhere/' }],
  });
  assert.deepEqual(
    targets.map((t) => [t.target, t.url ?? null, t.invalid === undefined ? null : 'invalid']),
    [
      ['https://a.example/gone#x', 'https://a.example/gone', null],
      ['https://b.example/', 'https://b.example/', null],
      ['https://old.example/p', null, 'invalid'],
    ],
  );
});

test('findings: a 404 and an invalid target are broken, a 200 and a target with no answer have none', () => {
  const text = page(
    '[a](https://a.example/gone) [b](https://b.example/) [c](https://c.example/) <Card title="d" href="https://exa mple.com/" />',
  );
  const targets = targetsOf(externalLinksOfText(text, false), DEFAULT_EXTERNAL_LINK_SETTINGS);
  const outcomes = new Map<string, LinkOutcome>([
    ['https://a.example/gone', { kind: 'status', status: 404 }],
    ['https://b.example/', { kind: 'status', status: 200 }],
  ]);
  const found = findingsOfTargets(targets, outcomes, true);
  assert.deepEqual(
    [...found].map(([target, finding]) => [target, finding.code]),
    [
      ['https://a.example/gone', 'external-link-broken'],
      ['https://exa mple.com/', 'external-link-broken'],
    ],
  );
});

test('placed on the current text: a finding follows its link when text moves, is on every link with its target, and goes with the link', () => {
  const saved = page('[a](https://a.example/gone) [b](https://b.example/)');
  const outcomes = new Map<string, LinkOutcome>([['https://a.example/gone', { kind: 'status', status: 410 }]]);
  const found = findingsOfTargets(
    targetsOf(externalLinksOfText(saved, false), DEFAULT_EXTERNAL_LINK_SETTINGS),
    outcomes,
    true,
  );

  const edited = page(
    'A paragraph typed above.\n\n[b](https://b.example/) and [a](https://a.example/gone) twice: [a](https://a.example/gone)',
  );
  const placed = placeFindings(externalLinksOfText(edited, false), found);
  assert.deepEqual(
    placed.map((d) => [d.range.start.line, textAt(edited, d.range), d.code]),
    [
      [6, 'https://a.example/gone', 'external-link-broken'],
      [6, 'https://a.example/gone', 'external-link-broken'],
    ],
  );
  assert.notEqual(placed[0].range.start.character, placed[1].range.start.character);

  assert.deepEqual(placeFindings(externalLinksOfText(page('[b](https://b.example/)'), false), found), []);
});

test("a config's reader links are its external links; a page without a URL is not parsed for them", () => {
  const config =
    '{\n  "name": "D",\n  "navbar": { "links": [{ "label": "L", "href": "https://gone.example/" }] },\n  "$schema": "https://schema.example/"\n}';
  const links = externalLinksOfText(config, true);
  assert.deepEqual(
    links.map((l) => [l.url, textAt(config, l.range)]),
    [['https://gone.example/', 'https://gone.example/']],
  );
  assert.deepEqual(externalLinksOfText(page('[rel](/guides/x)'), false), []);
});
