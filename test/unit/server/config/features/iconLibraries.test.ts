import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { DOCS_SCHEMA, alternatives, schemasAtPath } from '../../../../../server/src/service/config/model/schema';
import {
  FONT_AWESOME_STYLES,
  ICON_LIBRARIES,
  decodeIconNames,
  iconNamesOf,
  iconSourceOf,
  isFontAwesomeStyle,
  isIconLibrary,
  isKnownIcon,
} from '../../../../../server/src/service/config/features/iconLibraries';

test('each generated list is current with its pinned package', async () => {
  // @ts-expect-error plain .mjs script without type declarations
  const { LIBRARIES, outputOf, renderIconList } = await import('../../../../../scripts/generate-icon-names.mjs');
  assert.deepEqual(LIBRARIES, [...ICON_LIBRARIES]);
  for (const library of ICON_LIBRARIES) {
    assert.equal(
      readFileSync(outputOf(library), 'utf8'),
      renderIconList(library),
      `run \`npm run build\` to regenerate the ${library} list`,
    );
  }
});

test('the lists come from the pinned packages and are sorted without duplicates', () => {
  assert.match(iconSourceOf('fontawesome'), /^@fortawesome\/fontawesome-common-types@\d/);
  assert.match(iconSourceOf('lucide'), /^lucide-static@\d/);
  assert.match(iconSourceOf('tabler'), /^@tabler\/icons@\d/);
  for (const library of ICON_LIBRARIES) {
    const names = iconNamesOf(library);
    assert.ok(names.length > 1000, `${library}: ${names.length} names`);
    assert.deepEqual([...names], [...new Set(names)].sort(), `${library} is sorted and unique`);
  }
});

test('a name is known only in its own library', () => {
  // Lucide and Font Awesome name the same things differently; Tabler prefixes brands.
  assert.ok(isKnownIcon('lucide', 'life-buoy'));
  assert.ok(!isKnownIcon('fontawesome', 'life-buoy'));
  assert.ok(isKnownIcon('fontawesome', 'life-ring'));
  assert.ok(!isKnownIcon('lucide', 'life-ring'));
  assert.ok(isKnownIcon('tabler', 'brand-github'));
  assert.ok(!isKnownIcon('lucide', 'brand-github'));
  assert.ok(isKnownIcon('fontawesome', 'rocket-launch'), 'Pro names are in the Font Awesome list');
  assert.ok(isKnownIcon('lucide', 'home'), 'renamed Lucide icons keep their old name as an alias');
  assert.ok(isKnownIcon('lucide', 'house'));
  assert.ok(!isKnownIcon('lucide', 'House'), 'names are case-sensitive');
  for (const name of ['bot', 'file-braces', 'book-open', 'rocket']) assert.ok(isKnownIcon('lucide', name), name);
});

test('libraries and Font Awesome styles match the docs.json schema', () => {
  const libraryEnum = alternatives(schemasAtPath(['icons', 'library'], DOCS_SCHEMA)[0], DOCS_SCHEMA).flatMap(
    (s) => s.enum ?? [],
  );
  assert.deepEqual(libraryEnum, [...ICON_LIBRARIES]);
  const iconObject = alternatives(DOCS_SCHEMA.definitions!.icon, DOCS_SCHEMA).find((s) => s.properties?.style);
  assert.deepEqual(iconObject?.properties?.style.enum, [...FONT_AWESOME_STYLES]);
  assert.ok(isIconLibrary('tabler') && !isIconLibrary('feather') && !isIconLibrary(undefined));
  assert.ok(isFontAwesomeStyle('sharp-solid') && !isFontAwesomeStyle('bold'));
});

test('the front-coded lists decode to the names the generator encoded', async () => {
  // @ts-expect-error plain .mjs script without type declarations
  const { frontCode } = await import('../../../../../scripts/generate-icon-names.mjs');
  const names = ['a-arrow-down', 'a-arrow-up', 'arrow', 'arrow-down', 'arrow-down-long', 'b', 'bookmark', 'bookmarks'];
  const encoded: string = frontCode(names);
  assert.equal(encoded, 'Aa-arrow-downIupBrrowF-downK-longAbBookmarkIs');
  assert.deepEqual(decodeIconNames(encoded), names);
  // A prefix longer than 25 characters is shared only up to 25 (the letters A to Z).
  const long = ['abcdefghijklmnopqrstuvwxyz-one', 'abcdefghijklmnopqrstuvwxyz-two'];
  assert.equal(frontCode(long), 'Aabcdefghijklmnopqrstuvwxyz-oneZz-two');
  assert.deepEqual(decodeIconNames(frontCode(long)), long);
  assert.deepEqual(decodeIconNames(''), []);
  for (const library of ICON_LIBRARIES) {
    const list = JSON.parse(
      readFileSync(`server/src/service/config/features/generated/icons-${library}.json`, 'utf8'),
    ) as { count: number };
    assert.equal(iconNamesOf(library).length, list.count, library);
  }
});
