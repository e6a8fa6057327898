// The navigation part of the mint.json -> docs.json upgrade: groups, tabs and anchors by URL prefix, versions.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { upgradeMintConfig } from '../../../../shared/src/upgrade/upgrade';
import type { UpgradeReport } from '../../../../shared/src/upgrade/report';

type Json = Record<string, unknown>;

function navigationOf(config: Json): { navigation: Json; report: UpgradeReport } {
  const result = upgradeMintConfig({ name: 'Site', colors: { primary: '#112233' }, ...config });
  assert.ok(result.ok);
  return { navigation: result.docsJson.navigation as Json, report: result.report };
}

/** Every page string below a docs.json navigation node, in order. */
function pagesIn(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (Array.isArray(node)) return node.flatMap(pagesIn);
  if (node && typeof node === 'object') {
    const object = node as Json;
    return ['pages', 'groups', 'tabs', 'anchors', 'versions', 'languages'].flatMap((key) =>
      key in object ? pagesIn(object[key]) : [],
    );
  }
  return [];
}

const names = (items: unknown, key: string) => (items as Json[]).map((item) => item[key]);

describe('groups only', () => {
  test('groups and nested groups keep their order, icons and hidden', () => {
    const navigation = [
      {
        group: 'Start',
        icon: 'rocket',
        iconType: 'duotone',
        pages: ['intro', { group: 'Deep', hidden: true, pages: ['a/b', 'a/c'] }, 'end'],
      },
      { group: 'Empty', pages: [] },
    ];
    const result = navigationOf({ navigation });
    assert.deepEqual(result.navigation, {
      groups: [
        {
          group: 'Start',
          icon: { name: 'rocket', style: 'duotone' },
          pages: ['intro', { group: 'Deep', hidden: true, pages: ['a/b', 'a/c'] }, 'end'],
        },
        { group: 'Empty', pages: [] },
      ],
    });
    assert.deepEqual(result.report.pages, { before: 4, after: 4 });
  });

  test('an unnamed group (allowed in mint.json, not in docs.json) is named after its first page, and reported', () => {
    const { navigation, report } = navigationOf({
      navigation: [{ group: '', pages: ['get-started/first_steps', 'b'] }, { pages: [] }],
    });
    assert.deepEqual(navigation, {
      groups: [
        { group: 'First steps', pages: ['get-started/first_steps', 'b'] },
        { group: 'Pages', pages: [] },
      ],
    });
    assert.match(
      report.notCarried.find((d) => d.from === 'navigation[0].group')!.reason,
      /named "First steps" after its first page/,
    );
    assert.ok(report.notCarried.some((d) => d.from === 'navigation[1]'));
  });

  test('entries that are neither pages nor groups are reported and left out', () => {
    const { navigation, report } = navigationOf({
      navigation: [{ group: 'G', pages: ['a', 42, { nope: 1 }] }, 'stray'],
    });
    assert.deepEqual(navigation, { groups: [{ group: 'G', pages: ['a'] }] });
    assert.ok(report.notCarried.some((d) => d.from === 'navigation[0].pages[1]'));
    assert.ok(report.notCarried.some((d) => d.from === 'navigation[1]'));
  });
});

describe('tabs by URL prefix', () => {
  const navigation = [
    { group: 'Guides', pages: ['intro', 'api/overview', 'guides/setup'] },
    { group: 'Endpoints', pages: ['api/users/list', 'api/users/get', { group: 'V2', pages: ['api/v2/x'] }] },
  ];

  test('pages go to the tab whose url prefixes them; the rest to the first tab, named by primaryTab', () => {
    const { navigation: nav, report } = navigationOf({
      navigation,
      primaryTab: { name: 'Home' },
      tabs: [
        { name: 'API', url: 'api' },
        { name: 'API v2', url: '/api/v2/' },
        { name: 'Status', url: 'https://status.x.dev' },
      ],
    });
    assert.deepEqual(nav, {
      tabs: [
        { tab: 'Home', groups: [{ group: 'Guides', pages: ['intro', 'guides/setup'] }] },
        {
          tab: 'API',
          groups: [
            { group: 'Guides', pages: ['api/overview'] },
            { group: 'Endpoints', pages: ['api/users/list', 'api/users/get'] },
          ],
        },
        { tab: 'API v2', groups: [{ group: 'Endpoints', pages: [{ group: 'V2', pages: ['api/v2/x'] }] }] },
        { tab: 'Status', href: 'https://status.x.dev' },
      ],
    });
    assert.equal(report.carried.find((c) => c.from === 'primaryTab')?.to, 'navigation.tabs[0] (tab)');
    assert.equal(report.carried.find((c) => c.from === 'tabs[1] "API v2"')?.to, 'navigation.tabs[2]');
    assert.deepEqual(report.pages, { before: 6, after: 6 });
  });

  test('the first tab is "Documentation" by default and is left out when every page has a tab', () => {
    const withRest = navigationOf({ navigation, tabs: [{ name: 'API', url: 'api' }] }).navigation;
    assert.deepEqual(names(withRest.tabs, 'tab'), ['Documentation', 'API']);
    const allCovered = navigationOf({
      navigation: [{ group: 'G', pages: ['api/a'] }],
      tabs: [{ name: 'API', url: 'api' }],
      primaryTab: { name: 'Home' },
    });
    assert.deepEqual(names(allCovered.navigation.tabs, 'tab'), ['API']);
    assert.ok(allCovered.report.notCarried.some((d) => d.from === 'primaryTab'));
  });

  test('a tab with no page is reported; one with an OpenAPI file keeps it, under its folder', () => {
    const { navigation: nav, report } = navigationOf({
      navigation: [{ group: 'G', pages: ['intro'] }],
      tabs: [
        { name: 'Empty', url: 'nothing-here' },
        { name: 'REST', url: 'rest', openapi: '/openapi.json' },
      ],
    });
    assert.deepEqual(nav.tabs, [
      { tab: 'Documentation', groups: [{ group: 'G', pages: ['intro'] }] },
      { tab: 'REST', openapi: { source: '/openapi.json', directory: 'rest' } },
    ]);
    assert.match(
      report.notCarried.find((d) => d.from === 'tabs[0] "Empty"')!.reason,
      /no page of the navigation is under/,
    );
  });

  test('of two tabs with the same url the first gets the pages; the longest prefix wins over a shorter one', () => {
    const { navigation: nav, report } = navigationOf({
      navigation: [{ group: 'G', pages: ['api/a', 'api/v2/b', '/api/v2/'] }],
      tabs: [
        { name: 'One', url: 'api' },
        { name: 'Two', url: 'api/' },
        { name: 'V2', url: 'api/v2' },
      ],
    });
    assert.deepEqual(nav.tabs, [
      { tab: 'One', groups: [{ group: 'G', pages: ['api/a'] }] },
      { tab: 'V2', groups: [{ group: 'G', pages: ['api/v2/b', '/api/v2/'] }] },
    ]);
    assert.ok(report.notCarried.some((d) => d.from === 'tabs[1] "Two"'));
  });

  test('isDefaultHidden becomes hidden', () => {
    const nav = navigationOf({
      navigation: [{ group: 'G', pages: ['x/a'] }],
      tabs: [{ name: 'X', url: 'x', isDefaultHidden: true }],
    }).navigation;
    assert.deepEqual(nav.tabs, [{ tab: 'X', hidden: true, groups: [{ group: 'G', pages: ['x/a'] }] }]);
  });

  test('a prefix matches whole path segments only', () => {
    const nav = navigationOf({
      navigation: [{ group: 'G', pages: ['api', 'apis/x', 'api/y'] }],
      tabs: [{ name: 'API', url: 'api' }],
    }).navigation;
    assert.deepEqual(nav.tabs, [
      { tab: 'Documentation', groups: [{ group: 'G', pages: ['apis/x'] }] },
      { tab: 'API', groups: [{ group: 'G', pages: ['api', 'api/y'] }] },
    ]);
  });
});

describe('anchors', () => {
  test('without tabs, anchors are the root: the top anchor first (named by topAnchor), links to global.anchors', () => {
    const { navigation: nav, report } = navigationOf({
      navigation: [
        { group: 'Core', pages: ['overview', 'react/start'] },
        { group: 'Vue', pages: ['vue/start'] },
      ],
      topAnchor: { name: 'Vanilla', icon: 'js' },
      anchors: [
        { name: 'React', url: 'react', icon: 'react', color: '#61dafb' },
        { name: 'Community', url: 'https://discord.gg/x', icon: 'discord' },
        { name: 'Vue', url: 'vue', color: { from: '#111111', to: '#222222' } },
      ],
    });
    assert.deepEqual(nav, {
      anchors: [
        { anchor: 'Vanilla', icon: 'js', groups: [{ group: 'Core', pages: ['overview'] }] },
        {
          anchor: 'React',
          icon: 'react',
          color: { light: '#61dafb', dark: '#61dafb' },
          groups: [{ group: 'Core', pages: ['react/start'] }],
        },
        {
          anchor: 'Vue',
          color: { light: '#111111', dark: '#111111' },
          groups: [{ group: 'Vue', pages: ['vue/start'] }],
        },
      ],
      global: { anchors: [{ anchor: 'Community', icon: 'discord', href: 'https://discord.gg/x' }] },
    });
    assert.match(report.notCarried.find((d) => d.from === 'anchors[2].color "Vue"')!.reason, /gradient/);
    assert.equal(report.carried.find((c) => c.from === 'topAnchor')?.to, 'navigation.anchors[0] (anchor)');
  });

  test('only link anchors: groups at the root, links global', () => {
    const nav = navigationOf({
      navigation: [{ group: 'G', pages: ['a'] }],
      anchors: [{ name: 'GitHub', url: 'https://github.com/x' }],
    }).navigation;
    assert.deepEqual(nav, {
      groups: [{ group: 'G', pages: ['a'] }],
      global: { anchors: [{ anchor: 'GitHub', href: 'https://github.com/x' }] },
    });
  });

  test('an anchor with no page is reported and the groups stay at the root', () => {
    const { navigation: nav, report } = navigationOf({
      navigation: [{ group: 'G', pages: ['a'] }],
      anchors: [{ name: 'Ghost', url: 'ghost' }],
    });
    assert.deepEqual(nav, { groups: [{ group: 'G', pages: ['a'] }] });
    assert.ok(report.notCarried.some((d) => d.from === 'anchors[0] "Ghost"'));
  });

  test('with tabs, a tab whose pages fall under two or more anchors holds anchors; otherwise its groups', () => {
    const { navigation: nav, report } = navigationOf({
      navigation: [
        { group: 'Docs', pages: ['intro', 'sdk/js', 'sdk/py'] },
        { group: 'API', pages: ['api/a'] },
      ],
      tabs: [{ name: 'API', url: 'api' }],
      anchors: [
        { name: 'SDKs', url: 'sdk', icon: 'code' },
        { name: 'Ref', url: 'api' },
      ],
    });
    assert.deepEqual(nav.tabs, [
      {
        tab: 'Documentation',
        anchors: [
          { anchor: 'Documentation', icon: 'book-open', groups: [{ group: 'Docs', pages: ['intro'] }] },
          { anchor: 'SDKs', icon: 'code', groups: [{ group: 'Docs', pages: ['sdk/js', 'sdk/py'] }] },
        ],
      },
      { tab: 'API', groups: [{ group: 'API', pages: ['api/a'] }] },
    ]);
    assert.match(report.notCarried.find((d) => d.from === 'anchors[1] "Ref"')!.reason, /one tab/);
  });
});

describe('versions', () => {
  test('groups, tabs and anchors go to their version; unversioned ones to every version; default kept', () => {
    const { navigation: nav } = navigationOf({
      versions: ['v2', { name: 'v1', default: true }],
      navigation: [
        { group: 'Shared', pages: ['intro'] },
        { group: 'New', version: 'v2', pages: ['v2/a'] },
        { group: 'Old', version: 'v1', pages: ['v1/a'] },
      ],
    });
    assert.deepEqual(nav, {
      versions: [
        {
          version: 'v2',
          groups: [
            { group: 'Shared', pages: ['intro'] },
            { group: 'New', pages: ['v2/a'] },
          ],
        },
        {
          version: 'v1',
          default: true,
          groups: [
            { group: 'Shared', pages: ['intro'] },
            { group: 'Old', pages: ['v1/a'] },
          ],
        },
      ],
    });
  });

  test('versions that are links to another site are reported as not carried', () => {
    const { navigation: nav, report } = navigationOf({
      versions: ['v2', { name: 'v1', url: 'https://v1.x.dev' }],
      navigation: [{ group: 'G', pages: ['a'] }],
    });
    assert.deepEqual(names(nav.versions, 'version'), ['v2']);
    assert.match(report.notCarried.find((d) => d.from === 'versions[1] "v1"')!.reason, /link to another site/);
  });

  test('a group of a version that is not carried is reported, and its pages counted as not carried', () => {
    const { report } = navigationOf({
      versions: ['v2'],
      navigation: [
        { group: 'G', pages: ['a'] },
        { group: 'Gone', version: 'v0', pages: ['b'] },
      ],
    });
    assert.ok(report.notCarried.some((d) => d.from === 'navigation[1] "Gone"'));
    assert.deepEqual(report.pages, { before: 2, after: 1 });
  });

  test('versions that all name a locale become languages', () => {
    const { navigation: nav } = navigationOf({
      versions: [
        { name: 'English', locale: 'en', default: true },
        { name: 'Français', locale: 'fr' },
      ],
      navigation: [{ group: 'G', pages: ['a'] }],
    });
    assert.deepEqual(names(nav.languages, 'language'), ['en', 'fr']);
  });

  test('without versions, a version field is reported and ignored', () => {
    const { navigation: nav, report } = navigationOf({ navigation: [{ group: 'G', version: 'v1', pages: ['a'] }] });
    assert.deepEqual(nav, { groups: [{ group: 'G', pages: ['a'] }] });
    assert.ok(report.notCarried.some((d) => d.from === 'navigation[0].version "G"'));
  });
});

describe('every page entry is carried, in order', () => {
  test('a site with tabs, anchors and versions lists each page entry exactly as often as its versions', () => {
    const config = {
      versions: ['a', 'b'],
      tabs: [
        { name: 'T1', url: 't1' },
        { name: 'T2', url: 't2', version: 'b' },
      ],
      anchors: [
        { name: 'A', url: 't1/x' },
        { name: 'L', url: 'https://l.dev' },
      ],
      navigation: [
        { group: 'G1', pages: ['home', 't1/one', 't1/x/two', 't2/three'] },
        { group: 'G2', version: 'a', pages: ['t1/x/four', { group: 'N', pages: ['five', 't2/six'] }] },
      ],
    };
    const { navigation: nav, report } = navigationOf(config);
    const [a, b] = nav.versions as Json[];
    assert.deepEqual(pagesIn(a), ['home', 't2/three', 'five', 't2/six', 't1/one', 't1/x/two', 't1/x/four']);
    assert.deepEqual(pagesIn(b), ['home', 't1/one', 't1/x/two', 't2/three']);
    assert.deepEqual(report.pages, { before: 7, after: 7 });
  });
});
