import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  findDocumentColors,
  formatHexColor,
  getColorPresentations,
  parseHexColor,
} from '../../../../../server/src/service/config/features/colors';
import { applyTextEdits, config } from './support';

const SITE = `{
  "name": "Site",
  "colors": {
    "primary": "#0D9373",
    "light": "#fff",
    "dark": "not a colour",
    "background": { "light": "#FFFFFF80", "dark": "#0f1117" },
    "anchors": { "from": "#112233", "to": "#abc" }
  },
  "anchors": [
    { "name": "A", "url": "a", "color": "#ff0000" },
    { "name": "B", "url": "b", "color": { "from": "#000", "to": "#0000FF" } },
    { "name": "C", "url": "c", "icon": "#123456" }
  ],
  "name2": "#123456",
  "navigation": []
}`;

test('finds every hex colour under colors and anchors, and nothing else', () => {
  const { document, model } = config(SITE);
  const texts = findDocumentColors(model).map((info) => document.getText(info.range));
  assert.deepEqual(texts, ['#0D9373', '#fff', '#FFFFFF80', '#0f1117', '#112233', '#abc', '#ff0000', '#000', '#0000FF']);
});

test('parses short, long and alpha forms into 0..1 channels', () => {
  assert.deepEqual(parseHexColor('#fff'), { red: 1, green: 1, blue: 1, alpha: 1 });
  assert.deepEqual(parseHexColor('#FF000080'), { red: 1, green: 0, blue: 0, alpha: 128 / 255 });
  assert.deepEqual(parseHexColor('#0000'), { red: 0, green: 0, blue: 0, alpha: 0 });
  assert.deepEqual(parseHexColor('#f008'), parseHexColor('#ff000088'));
  for (const bad of ['fff', '#ff', '#fffff', '#gggggg', '#FFFFFFF', ' #fff'])
    assert.equal(parseHexColor(bad), undefined, bad);
});

test('the picker writes back the same notation: short stays short when possible, case is kept', () => {
  const { document, model } = config(SITE);
  const colors = findDocumentColors(model);
  const byText = (t: string) => colors.find((c) => document.getText(c.range) === t)!;

  const short = byText('#fff');
  const green = { red: 0, green: 1, blue: 0, alpha: 1 };
  assert.deepEqual(
    getColorPresentations(document, green, short.range).map((p) => p.label),
    ['#0f0', '#00ff00'],
  );
  const uneven = { red: 0.5, green: 0, blue: 0, alpha: 1 };
  assert.deepEqual(
    getColorPresentations(document, uneven, short.range).map((p) => p.label),
    ['#800000'],
  );

  const upper = byText('#0D9373');
  assert.deepEqual(
    getColorPresentations(document, green, upper.range).map((p) => p.label),
    ['#00FF00', '#0F0'],
  );

  const presentation = getColorPresentations(document, green, upper.range)[0];
  const edited = applyTextEdits(document, [presentation.textEdit!]);
  assert.match(edited, /"primary": "#00FF00"/);
});

test('alpha below 1 adds alpha digits; alpha 1 drops them', () => {
  assert.equal(
    formatHexColor({ red: 1, green: 0, blue: 0, alpha: 0.5 }, { short: false, upperCase: true }),
    '#FF000080',
  );
  assert.equal(formatHexColor({ red: 1, green: 0, blue: 0, alpha: 0 }, { short: true, upperCase: false }), '#f000');
  const { document, model } = config(SITE);
  const withAlpha = findDocumentColors(model).find((c) => document.getText(c.range) === '#FFFFFF80')!;
  assert.deepEqual(
    getColorPresentations(document, { red: 1, green: 1, blue: 1, alpha: 1 }, withAlpha.range)[0].label,
    '#FFFFFF',
  );
});

test('a broken or empty config yields no colours and no crash', () => {
  const cases: [string, number][] = [
    ['', 0],
    ['{', 0],
    ['{"colors": ', 0],
    ['{"colors": {"primary": "#fff"', 1],
    ['[1,2]', 0],
    ['{"anchors": [null, 3, {"color": 5}, {"color": {"from": 1, "to": "#000"}}]}', 1],
  ];
  for (const [text, expected] of cases) {
    const { model } = config(text);
    assert.equal(findDocumentColors(model).length, expected, text);
  }
});
