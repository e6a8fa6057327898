import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkHexColor } from '../../../server/src/service/config/model/hexColors';
import { codes, coveredText, diagnose, json, minimalConfig } from './helpers';

test('#RGB and #RRGGBB are valid, alpha forms are flagged, other forms are invalid', () => {
  assert.equal(checkHexColor('#fff').kind, 'valid');
  assert.equal(checkHexColor('#0D9373').kind, 'valid');
  assert.equal(checkHexColor('#ffff').kind, 'alpha');
  assert.equal(checkHexColor('#0D937380').kind, 'alpha');
  assert.deepEqual(checkHexColor('0D9373'), {
    kind: 'invalid',
    reason: 'it lacks the leading "#"',
    suggestion: '#0D9373',
  });
  assert.equal(checkHexColor('#12345').kind, 'invalid');
  assert.equal(checkHexColor('#ggg').kind, 'invalid');
  assert.equal(checkHexColor('red').kind, 'invalid');
});

test('every color field is checked, including backgrounds, gradients and anchor colors', () => {
  const text = json(
    minimalConfig({
      colors: {
        primary: '#12345',
        light: '#fff',
        background: { dark: 'black' },
        anchors: { from: '#000', to: '0D9373' },
      },
      anchors: [
        { name: 'A', url: 'a', color: '#GGG' },
        { name: 'B', url: 'b', color: { from: '#000', to: '#00000080' } },
      ],
    }),
  );
  // The anchors' URLs hold no page (anchor-url-no-pages): this test is about the colours.
  const found = diagnose(text, ['intro.mdx']).filter((d) => d.code === 'hex-color');
  assert.deepEqual(codes(found), ['hex-color', 'hex-color', 'hex-color', 'hex-color', 'hex-color']);
  assert.deepEqual(
    found.map((d) => coveredText(text, d)),
    ['"#12345"', '"black"', '"0D9373"', '"#GGG"', '"#00000080"'],
  );
  assert.deepEqual(
    found.map((d) => d.severity),
    [1, 1, 1, 1, 2],
  );
  assert.deepEqual(found[2].data, { suggestion: '#0D9373' });
  assert.match(String(found[0].message), /5 digits.*#RGB or #RRGGBB/);
});
