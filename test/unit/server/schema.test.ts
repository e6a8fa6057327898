// The schema documents every field of mint.json's documented table, with its documented defaults and allowed values.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { alternatives, schemasAtPath, type JsonSchema } from '../../../server/src/service/config/model/schema';

/** [path, default, allowed values] straight from the documented table. Index 0 stands for "any array item". */
const SPEC_FIELDS: [string, unknown?, string[]?][] = [
  ['name'],
  ['navigation'],
  ['navigation.0.group'],
  ['navigation.0.pages'],
  ['logo'],
  ['logo.light'],
  ['logo.dark'],
  ['logo.href', '/'],
  ['favicon'],
  ['colors'],
  ['colors.primary'],
  ['colors.light'],
  ['colors.dark'],
  ['colors.background'],
  ['colors.background.light'],
  ['colors.background.dark'],
  ['topbarLinks'],
  ['topbarLinks.0.name'],
  ['topbarLinks.0.url'],
  ['topbarCtaButton'],
  ['topbarCtaButton.type', 'link', ['link', 'github']],
  ['topbarCtaButton.url'],
  ['topbarCtaButton.name'],
  ['versions'],
  ['anchors'],
  ['anchors.0.icon'],
  ['anchors.0.name'],
  ['anchors.0.url'],
  ['anchors.0.color'],
  ['anchors.0.version'],
  ['anchors.0.isDefaultHidden', false],
  ['anchors.0.iconType', 'duotone', ['brands', 'duotone', 'light', 'sharp-solid', 'solid', 'thin']],
  ['topAnchor'],
  ['topAnchor.name', 'Documentation'],
  ['topAnchor.icon', 'book-open'],
  ['topAnchor.iconType', 'duotone', ['brands', 'duotone', 'light', 'sharp-solid', 'solid', 'thin']],
  ['tabs'],
  ['tabs.0.name'],
  ['tabs.0.url'],
  ['api'],
  ['api.baseUrl'],
  ['api.auth.method', undefined, ['bearer', 'basic', 'key']],
  ['api.auth.name'],
  ['api.auth.inputPrefix'],
  ['api.playground.mode', 'show', ['show', 'simple', 'hide']],
  ['api.maintainOrder'],
  ['openapi'],
  ['footerSocials'],
  ['feedback.suggestEdit', false],
  ['feedback.raiseIssue', false],
  ['modeToggle.default', undefined, ['light', 'dark']],
  ['modeToggle.isHidden', false],
  ['backgroundImage'],
];

for (const [dotted, expectedDefault, expectedEnum] of SPEC_FIELDS) {
  test(`schema documents ${dotted}`, () => {
    const path = dotted.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
    const schemas: JsonSchema[] = schemasAtPath(path);
    assert.ok(schemas.length > 0, `${dotted} is in the schema`);
    const described =
      schemas.some((s) => s.markdownDescription) ||
      schemas.flatMap((s) => alternatives(s)).some((s) => s.markdownDescription);
    assert.ok(described, `${dotted} has a markdownDescription`);
    if (expectedDefault !== undefined)
      assert.deepEqual(
        schemas.map((s) => s.default).find((d) => d !== undefined),
        expectedDefault,
      );
    if (expectedEnum) {
      const allowed = schemas.flatMap((s) => alternatives(s)).flatMap((s) => (s.enum ?? []).map(String));
      for (const value of expectedEnum) assert.ok(allowed.includes(value), `${dotted} allows ${value}`);
    }
  });
}

test('footerSocials allows every key of the spec', () => {
  const objectForm = alternatives(schemasAtPath(['footerSocials'])[0]).find((s) => s.propertyNames);
  const keys = (objectForm?.propertyNames?.enum ?? []).map(String);
  for (const key of [
    'website',
    'facebook',
    'twitter',
    'discord',
    'slack',
    'github',
    'linkedin',
    'instagram',
    'hacker-news',
  ])
    assert.ok(keys.includes(key), key);
});
