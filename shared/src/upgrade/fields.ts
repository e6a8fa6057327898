// The mint.json fields outside the navigation, one handler each: where its value goes in docs.json, or why it cannot
// go anywhere. A handler reads the legacy value (of any shape), writes into the docs.json sections it owns, and
// reports every field it saw.
import { type ReportBuilder, type JsonPath } from './report';
import { copyMap, isNonEmptyString, isObject, isString, setField, type JsonObject } from './values';

/** The docs.json being built: top-level sections, filled by the handlers, assembled in a fixed order at the end. */
export type Sections = Record<string, JsonObject | unknown>;

export interface FieldContext {
  readonly config: JsonObject;
  readonly out: Sections;
  readonly report: ReportBuilder;
}

type Handler = (value: unknown, context: FieldContext) => void;

/** A section object of the output, created on first use. */
function section(out: Sections, name: string): JsonObject {
  const existing = out[name];
  if (isObject(existing)) return existing;
  const created: JsonObject = {};
  out[name] = created;
  return created;
}

function subsection(parent: JsonObject, name: string): JsonObject {
  const existing = parent[name];
  if (isObject(existing)) return existing;
  const created: JsonObject = {};
  parent[name] = created;
  return created;
}

/** Reports a key of an object that the handler does not carry. */
function dropUnknownKeys(
  value: JsonObject,
  path: JsonPath,
  known: string[],
  report: ReportBuilder,
  reason = 'not a field mint.json defines here',
): void {
  for (const key of Object.keys(value)) if (!known.includes(key)) report.dropped([...path, key], reason);
}

const notObject = (report: ReportBuilder, path: JsonPath) => report.dropped(path, 'not an object');

/** Legacy looks -> the nearest docs.json theme (`mint` when nothing says otherwise). */
const LEGACY_THEMES: Record<string, string> = { venus: 'palm', quill: 'willow', prism: 'mint' };
const LEGACY_LAYOUT_THEMES: Record<string, string> = { sidenav: 'maple', solidSidenav: 'willow' };
export const DEFAULT_THEME = 'mint';
/** The legacy format's primary colour when a config set none; docs.json requires one. */
export const DEFAULT_PRIMARY_COLOR = '#16A34A';

const theme: Handler = (value, { config, out, report }) => {
  if (!isString(value)) return report.dropped(['theme'], 'not a theme name');
  const mapped = LEGACY_THEMES[value];
  const layoutTheme = isString(config.layout) ? LEGACY_LAYOUT_THEMES[config.layout] : undefined;
  if (layoutTheme) {
    report.dropped(['theme'], `\`layout: ${String(config.layout)}\` decides the docs.json theme (\`${layoutTheme}\`)`);
  } else if (mapped) {
    out.theme = mapped;
    report.carried(['theme'], 'theme', `the legacy \`${value}\` look is closest to docs.json's \`${mapped}\``);
  } else report.dropped(['theme'], `not a legacy theme (venus, quill, prism); docs.json gets \`${DEFAULT_THEME}\``);
};

const layout: Handler = (value, { out, report }) => {
  const mapped = isString(value) ? LEGACY_LAYOUT_THEMES[value] : undefined;
  if (mapped) {
    out.theme = mapped;
    report.carried(
      ['layout'],
      'theme',
      `docs.json themes replace layouts: \`${String(value)}\` is closest to \`${mapped}\``,
    );
  } else report.dropped(['layout'], 'docs.json has no layout setting: its themes decide the layout');
};

const name: Handler = (value, { out, report }) => {
  if (isString(value)) {
    out.name = value;
    report.carried(['name'], 'name');
  } else report.dropped(['name'], 'not a string');
};

const schemaUrl: Handler = (_value, { report }) =>
  report.carried(['$schema'], '$schema', 'the docs.json schema URL replaces the legacy one');

const logo: Handler = (value, { out, report }) => {
  if (isString(value)) {
    out.logo = value;
    return report.carried(['logo'], 'logo');
  }
  if (!isObject(value)) return report.dropped(['logo'], 'not a path or a `{light, dark}` object');
  const result: JsonObject = {};
  for (const key of ['light', 'dark', 'href']) if (isString(value[key])) result[key] = value[key];
  dropUnknownKeys(value, ['logo'], ['light', 'dark', 'href'], report);
  out.logo = result;
  report.carried(['logo'], 'logo');
};

const favicon: Handler = (value, { out, report }) => {
  if (isString(value) || (isObject(value) && isString(value.light) && isString(value.dark))) {
    out.favicon = isString(value) ? value : { light: value.light, dark: value.dark };
    report.carried(['favicon'], 'favicon');
  } else report.dropped(['favicon'], 'not a path');
};

const colors: Handler = (value, { out, report }) => {
  if (!isObject(value)) return notObject(report, ['colors']);
  const result = section(out, 'colors');
  for (const key of ['primary', 'light', 'dark']) {
    if (value[key] === undefined) continue;
    if (isString(value[key])) {
      result[key] = value[key];
      report.carried(['colors', key], `colors.${key}`);
    } else report.dropped(['colors', key], 'not a hex colour');
  }
  if (value.background !== undefined) {
    if (isObject(value.background)) {
      const color: JsonObject = {};
      for (const mode of ['light', 'dark']) if (isString(value.background[mode])) color[mode] = value.background[mode];
      const target = section(out, 'background');
      target.color = { ...(isObject(target.color) ? target.color : {}), ...color };
      report.carried(['colors', 'background'], 'background.color');
    } else report.dropped(['colors', 'background'], 'not a `{light, dark}` object');
  }
  for (const key of ['ultraLight', 'ultraDark']) {
    if (value[key] !== undefined)
      report.dropped(
        ['colors', key],
        'docs.json has no such shade: it derives shades from `colors.primary`, `light` and `dark`',
      );
  }
  if (value.anchors !== undefined) {
    report.dropped(
      ['colors', 'anchors'],
      'docs.json has no site-wide anchor colour: each anchor takes its own `color: {light, dark}`',
    );
  }
  dropUnknownKeys(
    value,
    ['colors'],
    ['primary', 'light', 'dark', 'background', 'ultraLight', 'ultraDark', 'anchors'],
    report,
  );
};

const topbarLinks: Handler = (value, { out, report }) => {
  if (!Array.isArray(value)) return report.dropped(['topbarLinks'], 'not an array of links');
  const links: unknown[] = [];
  value.forEach((item, index) => {
    const path = ['topbarLinks', index];
    if (!isObject(item) || !isString(item.url)) return report.dropped(path, 'a link needs a `url`');
    const to = `navbar.links[${links.length}]`;
    const label = isString(item.name) ? item.name : undefined;
    if (item.type === 'github' || item.type === 'discord') {
      links.push({ type: item.type, ...(label !== undefined ? { label } : {}), href: item.url });
      report.carried(path, to, undefined, label);
    } else if (label !== undefined) {
      links.push({ label, href: item.url });
      const note =
        item.type !== undefined && item.type !== 'link'
          ? `its type \`${String(item.type)}\` is not a docs.json link type and was left out`
          : undefined;
      report.carried(path, to, note, label);
    } else return report.dropped(path, 'a link needs a `name` for its label');
    dropUnknownKeys(item, path, ['name', 'url', 'type'], report);
  });
  if (links.length) section(out, 'navbar').links = links;
};

const topbarCtaButton: Handler = (value, { out, report }) => {
  const path = ['topbarCtaButton'];
  if (!isObject(value) || !isString(value.url)) return report.dropped(path, 'a button needs a `url`');
  if (value.type === 'github') {
    section(out, 'navbar').primary = { type: 'github', href: value.url };
    report.carried(path, 'navbar.primary', 'as a `github` button');
  } else if (isNonEmptyString(value.name)) {
    section(out, 'navbar').primary = { type: 'button', label: value.name, href: value.url };
    report.carried(path, 'navbar.primary', '`name` becomes `label`, `url` becomes `href`');
  } else return report.dropped(path, 'a link button needs a `name` for its label');
  for (const key of ['style', 'arrow']) {
    if (value[key] !== undefined)
      report.dropped([...path, key], "docs.json has no setting for the button's look: the theme decides it");
  }
  dropUnknownKeys(value, path, ['type', 'url', 'name', 'style', 'arrow'], report);
};

const PLAYGROUND_DISPLAY: Record<string, string> = { show: 'interactive', simple: 'simple', hide: 'none' };

const api: Handler = (value, { out, report }) => {
  if (!isObject(value)) return notObject(report, ['api']);
  const target = section(out, 'api');
  if (value.baseUrl !== undefined) {
    if (isString(value.baseUrl) || (Array.isArray(value.baseUrl) && value.baseUrl.every(isString))) {
      subsection(target, 'mdx').server = value.baseUrl;
      report.carried(['api', 'baseUrl'], 'api.mdx.server');
    } else report.dropped(['api', 'baseUrl'], 'not a URL or an array of URLs');
  }
  if (isObject(value.auth)) {
    const auth: JsonObject = {};
    for (const key of ['method', 'name']) {
      if (isString(value.auth[key])) {
        auth[key] = value.auth[key];
        report.carried(['api', 'auth', key], `api.mdx.auth.${key}`);
      }
    }
    if (Object.keys(auth).length) subsection(target, 'mdx').auth = auth;
    if (value.auth.inputPrefix !== undefined)
      report.dropped(['api', 'auth', 'inputPrefix'], 'docs.json has no default prefix for the authentication field');
    dropUnknownKeys(value.auth, ['api', 'auth'], ['method', 'name', 'inputPrefix'], report);
  } else if (value.auth !== undefined) notObject(report, ['api', 'auth']);
  if (isObject(value.playground)) {
    const playground: JsonObject = {};
    if (isString(value.playground.mode) && PLAYGROUND_DISPLAY[value.playground.mode]) {
      playground.display = PLAYGROUND_DISPLAY[value.playground.mode];
      report.carried(
        ['api', 'playground', 'mode'],
        'api.playground.display',
        `\`${value.playground.mode}\` is called \`${String(playground.display)}\``,
      );
    } else if (value.playground.mode !== undefined)
      report.dropped(['api', 'playground', 'mode'], 'not one of show, simple, hide');
    if (typeof value.playground.disableProxy === 'boolean') {
      playground.proxy = !value.playground.disableProxy;
      report.carried(
        ['api', 'playground', 'disableProxy'],
        'api.playground.proxy',
        'the opposite sense: `proxy` is true when requests go through the proxy',
      );
    }
    if (Object.keys(playground).length) target.playground = playground;
    dropUnknownKeys(value.playground, ['api', 'playground'], ['mode', 'disableProxy'], report);
  } else if (value.playground !== undefined) notObject(report, ['api', 'playground']);
  if (isObject(value.request)) {
    const example = value.request.example;
    if (isObject(example)) {
      const examples: JsonObject = {};
      if (Array.isArray(example.languages) && example.languages.every(isString)) {
        examples.languages = example.languages;
        report.carried(['api', 'request', 'example', 'languages'], 'api.examples.languages');
      }
      if (typeof example.showOptionalParams === 'boolean') {
        examples.defaults = example.showOptionalParams ? 'all' : 'required';
        report.carried(
          ['api', 'request', 'example', 'showOptionalParams'],
          'api.examples.defaults',
          `\`${String(example.showOptionalParams)}\` is \`${String(examples.defaults)}\``,
        );
      }
      if (Object.keys(examples).length) target.examples = examples;
      dropUnknownKeys(example, ['api', 'request', 'example'], ['languages', 'showOptionalParams'], report);
    }
    dropUnknownKeys(value.request, ['api', 'request'], ['example'], report);
  } else if (value.request !== undefined) notObject(report, ['api', 'request']);
  if (isObject(value.paramFields)) {
    const params: JsonObject = {};
    if (isString(value.paramFields.expanded)) {
      params.expanded = value.paramFields.expanded === 'all' ? 'all' : 'closed';
      report.carried(
        ['api', 'paramFields', 'expanded'],
        'api.params.expanded',
        value.paramFields.expanded === 'all'
          ? undefined
          : `docs.json knows \`all\` and \`closed\`: \`${value.paramFields.expanded}\` becomes \`closed\``,
      );
    }
    if (Array.isArray(value.paramFields.post) && value.paramFields.post.every(isString)) {
      params.post = value.paramFields.post;
      report.carried(['api', 'paramFields', 'post'], 'api.params.post');
    }
    if (Object.keys(params).length) target.params = params;
    dropUnknownKeys(value.paramFields, ['api', 'paramFields'], ['expanded', 'post'], report);
  } else if (value.paramFields !== undefined) notObject(report, ['api', 'paramFields']);
  if (value.maintainOrder !== undefined)
    report.dropped(['api', 'maintainOrder'], 'deprecated in mint.json and gone from docs.json');
  dropUnknownKeys(value, ['api'], ['baseUrl', 'auth', 'playground', 'request', 'paramFields', 'maintainOrder'], report);
  if (Object.keys(target).length === 0) delete out.api;
};

const openapi: Handler = (value, { out, report }) => {
  if (isString(value) || (Array.isArray(value) && value.every(isString))) {
    section(out, 'api').openapi = value;
    report.carried(['openapi'], 'api.openapi');
  } else report.dropped(['openapi'], 'not a path or URL, or an array of them');
};

/** footerSocials as an object, or the older array of `{type, url}`. */
function readSocials(value: unknown, path: JsonPath, report: ReportBuilder): JsonObject | undefined {
  if (isObject(value)) {
    const socials: JsonObject = {};
    for (const [key, url] of Object.entries(value)) {
      if (isString(url)) addSocial(socials, key, url, [...path, key], report);
      else report.dropped([...path, key], 'not a URL');
    }
    return socials;
  }
  if (Array.isArray(value)) {
    const socials: JsonObject = {};
    value.forEach((item, index) => {
      if (isObject(item) && isString(item.type) && isString(item.url))
        addSocial(socials, item.type, item.url, [...path, index], report);
      else report.dropped([...path, index], 'needs a `type` and a `url`');
    });
    return socials;
  }
  report.dropped(path, 'not a map of platform to URL');
  return undefined;
}

/** docs.json takes only https profile URLs (the generator's validator rejects `http://`, which mint.json took): an
 * http URL is carried as https, which every social network serves; anything else is no URL the generator accepts. */
function addSocial(socials: JsonObject, key: string, url: string, path: JsonPath, report: ReportBuilder): void {
  const trimmed = url.trim();
  if (/^http:\/\//i.test(trimmed)) {
    setField(socials, key, `https://${trimmed.slice(7)}`);
    report.carried(
      path,
      `footer.socials.${key}`,
      'the http URL becomes https: docs.json accepts only https profile URLs',
    );
  } else if (/^https:\/\/[^\s/]/i.test(trimmed)) setField(socials, key, trimmed);
  else report.dropped(path, 'not an https URL, which docs.json requires for a social profile');
}

const footerSocials: Handler = (value, { out, report }) => {
  const socials = readSocials(value, ['footerSocials'], report);
  if (!socials) return;
  const footer = section(out, 'footer');
  footer.socials = { ...(isObject(footer.socials) ? footer.socials : {}), ...socials };
  report.carried(
    ['footerSocials'],
    'footer.socials',
    Array.isArray(value) ? 'the list of `{type, url}` becomes a map of platform to URL' : undefined,
  );
};

const footer: Handler = (value, { out, report }) => {
  if (!isObject(value)) return notObject(report, ['footer']);
  const target = section(out, 'footer');
  if (value.socials !== undefined) {
    const socials = readSocials(value.socials, ['footer', 'socials'], report);
    if (socials) {
      // mint.json's footerSocials (read after this) wins over footer.socials for the same platform.
      target.socials = { ...socials, ...(isObject(target.socials) ? target.socials : {}) };
      report.carried(['footer', 'socials'], 'footer.socials');
    }
  }
  if (Array.isArray(value.links)) {
    const columns: unknown[] = [];
    value.links.forEach((column, index) => {
      const path = ['footer', 'links', index];
      if (!isObject(column) || !Array.isArray(column.links)) return report.dropped(path, 'a column needs `links`');
      const items = column.links
        .filter((link, linkIndex) => {
          const ok = isObject(link) && isString(link.label) && isString(link.url);
          if (!ok) report.dropped([...path, 'links', linkIndex], 'a link needs a `label` and a `url`');
          return ok;
        })
        .map((link) => ({ label: (link as JsonObject).label, href: (link as JsonObject).url }));
      if (!items.length) return report.dropped(path, 'no link to carry');
      columns.push({ ...(isString(column.title) ? { header: column.title } : {}), items });
      report.carried(
        path,
        `footer.links[${columns.length - 1}]`,
        '`title` becomes `header`, `links` become `items` with `href`',
      );
    });
    if (columns.length) target.links = columns;
  } else if (value.links !== undefined) report.dropped(['footer', 'links'], 'not an array of columns');
  dropUnknownKeys(value, ['footer'], ['socials', 'links'], report);
  if (Object.keys(target).length === 0) delete out.footer;
};

const feedback: Handler = (_value, { report }) =>
  report.dropped(
    ['feedback'],
    'docs.json has no setting for the feedback buttons (thumbs rating, suggest edit, raise issue); they are no longer configured in the site config file',
  );

const modeToggle: Handler = (value, { out, report }) => {
  if (!isObject(value)) return notObject(report, ['modeToggle']);
  const appearance = section(out, 'appearance');
  if (value.default === 'light' || value.default === 'dark') {
    appearance.default = value.default;
    report.carried(['modeToggle', 'default'], 'appearance.default');
  } else if (value.default !== undefined) report.dropped(['modeToggle', 'default'], 'not `light` or `dark`');
  if (typeof value.isHidden === 'boolean') {
    appearance.strict = value.isHidden;
    report.carried(['modeToggle', 'isHidden'], 'appearance.strict', 'a hidden toggle is a strict appearance');
  }
  dropUnknownKeys(value, ['modeToggle'], ['default', 'isHidden'], report);
  if (Object.keys(appearance).length === 0) delete out.appearance;
};

const backgroundImage: Handler = (value, { out, report }) => {
  if (!isString(value)) return report.dropped(['backgroundImage'], 'not a path');
  section(out, 'background').image = value;
  report.carried(['backgroundImage'], 'background.image');
};

const DECORATIONS = ['gradient', 'grid', 'windows'];

const background: Handler = (value, { out, report }) => {
  if (!isObject(value)) return notObject(report, ['background']);
  if (isString(value.style) && DECORATIONS.includes(value.style)) {
    section(out, 'background').decoration = value.style;
    report.carried(['background', 'style'], 'background.decoration');
  } else if (value.style !== undefined) report.dropped(['background', 'style'], `not one of ${DECORATIONS.join(', ')}`);
  dropUnknownKeys(value, ['background'], ['style'], report);
};

const metadata: Handler = (value, { out, report }) => {
  if (!isObject(value)) return notObject(report, ['metadata']);
  const seo = section(out, 'seo');
  const metatags = isObject(seo.metatags) ? seo.metatags : {};
  const tags = copyMap(value);
  for (const [key, tag] of Object.entries(value)) {
    if (!isString(tag)) {
      report.dropped(['metadata', key], 'a meta tag value must be a string');
      delete tags[key];
    }
  }
  // mint.json's `metadata` are the meta tags; docs.json's `metadata` is another setting (page timestamps).
  seo.metatags = Object.assign(copyMap(metatags), tags);
  report.carried(['metadata'], 'seo.metatags', 'docs.json keeps meta tags under `seo`');
};

const seo: Handler = (value, { out, report }) => {
  if (!isObject(value)) return notObject(report, ['seo']);
  const target = section(out, 'seo');
  if (value.indexing === 'navigable' || value.indexing === 'all') {
    target.indexing = value.indexing;
    report.carried(['seo', 'indexing'], 'seo.indexing');
  } else if (value.indexing !== undefined) report.dropped(['seo', 'indexing'], 'not `navigable` or `all`');
  if (typeof value.indexHiddenPages === 'boolean') {
    if (target.indexing === undefined) target.indexing = value.indexHiddenPages ? 'all' : 'navigable';
    report.carried(
      ['seo', 'indexHiddenPages'],
      'seo.indexing',
      `\`${String(value.indexHiddenPages)}\` is \`${value.indexHiddenPages ? 'all' : 'navigable'}\``,
    );
  }
  if (isObject(value.metatags)) {
    // `metadata` (handled after `seo`) adds to these and wins for the same tag.
    target.metatags = Object.assign(copyMap(value.metatags), isObject(target.metatags) ? target.metatags : {});
    report.carried(['seo', 'metatags'], 'seo.metatags');
  } else if (value.metatags !== undefined) notObject(report, ['seo', 'metatags']);
  dropUnknownKeys(value, ['seo'], ['indexing', 'indexHiddenPages', 'metatags'], report);
  if (Object.keys(target).length === 0) delete out.seo;
};

const search: Handler = (value, { out, report }) => {
  if (!isObject(value)) return notObject(report, ['search']);
  if (isString(value.prompt)) {
    section(out, 'search').prompt = value.prompt;
    report.carried(['search', 'prompt'], 'search.prompt');
  }
  if (value.location !== undefined)
    report.dropped(
      ['search', 'location'],
      'docs.json has no setting for where the search box sits: the theme decides it',
    );
  dropUnknownKeys(value, ['search'], ['prompt', 'location'], report);
};

const redirects: Handler = (value, { out, report }) => {
  if (!Array.isArray(value)) return report.dropped(['redirects'], 'not an array');
  const result: unknown[] = [];
  value.forEach((item, index) => {
    if (!isObject(item) || !isString(item.source) || !isString(item.destination)) {
      return report.dropped(['redirects', index], 'a redirect needs a `source` and a `destination`');
    }
    result.push({
      source: item.source,
      destination: item.destination,
      ...(typeof item.permanent === 'boolean' ? { permanent: item.permanent } : {}),
    });
    dropUnknownKeys(item, ['redirects', index], ['source', 'destination', 'permanent'], report);
  });
  if (result.length) {
    out.redirects = result;
    report.carried(['redirects'], 'redirects', `${result.length} redirect${result.length === 1 ? '' : 's'}`);
  }
};

const analytics: Handler = (value, { out, report }) => {
  if (!isObject(value)) return notObject(report, ['analytics']);
  const integrations = section(out, 'integrations');
  for (const [provider, settings] of Object.entries(value)) {
    if (!isObject(settings)) {
      report.dropped(['analytics', provider], 'not an object of settings');
      continue;
    }
    setField(integrations, provider, copyMap(settings));
    report.carried(['analytics', provider], `integrations.${provider}`);
  }
};

/** mint.json named these by a bare id; docs.json wraps it in an object. */
const INTEGRATION_IDS: Record<string, string> = { intercom: 'appId', frontchat: 'snippetId' };

const integrations: Handler = (value, { out, report }) => {
  if (!isObject(value)) return notObject(report, ['integrations']);
  const target = section(out, 'integrations');
  for (const [key, setting] of Object.entries(value)) {
    const idField = INTEGRATION_IDS[key];
    if (idField && isString(setting)) {
      setField(target, key, { [idField]: setting });
      report.carried(['integrations', key], `integrations.${key}.${idField}`);
    } else if (isObject(setting)) {
      setField(target, key, copyMap(setting));
      report.carried(['integrations', key], `integrations.${key}`);
    } else report.dropped(['integrations', key], 'not an integration setting');
  }
};

function upgradeFont(value: JsonObject, path: JsonPath, report: ReportBuilder): JsonObject | undefined {
  if (!isString(value.family)) {
    report.dropped(path, 'a font needs a `family`');
    return undefined;
  }
  const font: JsonObject = { family: value.family };
  if (typeof value.weight === 'number') font.weight = value.weight;
  if (isString(value.url)) font.source = value.url;
  if (isString(value.format)) font.format = value.format;
  dropUnknownKeys(value, path, ['family', 'weight', 'url', 'format'], report);
  return font;
}

const font: Handler = (value, { out, report }) => {
  if (!isObject(value)) return notObject(report, ['font']);
  if ('family' in value) {
    const result = upgradeFont(value, ['font'], report);
    if (result) {
      out.fonts = result;
      report.carried(['font'], 'fonts', isString(value.url) ? '`url` becomes `source`' : undefined);
    }
    return;
  }
  const fonts: JsonObject = {};
  for (const [from, to] of [
    ['headings', 'heading'],
    ['body', 'body'],
  ] as const) {
    if (!isObject(value[from])) {
      if (value[from] !== undefined) notObject(report, ['font', from]);
      continue;
    }
    const result = upgradeFont(value[from] as JsonObject, ['font', from], report);
    if (result) {
      fonts[to] = result;
      report.carried(['font', from], `fonts.${to}`, from !== to ? '`headings` is called `heading`' : undefined);
    }
  }
  dropUnknownKeys(value, ['font'], ['headings', 'body'], report);
  if (Object.keys(fonts).length) out.fonts = fonts;
};

const codeBlock: Handler = (value, { out, report }) => {
  if (!isObject(value)) return notObject(report, ['codeBlock']);
  if (isString(value.mode)) {
    const mode = value.mode === 'dark' ? 'dark' : 'system';
    section(out, 'styling').codeblocks = mode;
    report.carried(
      ['codeBlock', 'mode'],
      'styling.codeblocks',
      value.mode === mode ? undefined : `\`${value.mode}\` is called \`${mode}\``,
    );
  }
  dropUnknownKeys(value, ['codeBlock'], ['mode'], report);
};

const eyebrow: Handler = (value, { out, report }) => {
  if (!isObject(value)) return notObject(report, ['eyebrow']);
  if (isString(value.display)) {
    const style = value.display === 'breadcrumbs' ? 'breadcrumbs' : 'section';
    section(out, 'styling').eyebrows = style;
    report.carried(
      ['eyebrow', 'display'],
      'styling.eyebrows',
      value.display === style ? undefined : `\`${value.display}\` is called \`${style}\``,
    );
  }
  dropUnknownKeys(value, ['eyebrow'], ['display'], report);
};

const noSuccessor =
  (field: string, reason: string): Handler =>
  (_value, { report }) =>
    report.dropped([field], reason);

/** Fields the navigation conversion reads (navigation.ts reports them). */
export const NAVIGATION_FIELDS = ['navigation', 'tabs', 'anchors', 'versions', 'topAnchor', 'primaryTab'];

/** Every mint.json field but the navigation ones, in the order they are handled (later ones may merge over earlier). */
export const FIELD_HANDLERS: Record<string, Handler> = {
  $schema: schemaUrl,
  name,
  layout,
  theme,
  logo,
  favicon,
  colors,
  topbarLinks,
  topbarCtaButton,
  api,
  openapi,
  footer,
  footerSocials,
  feedback,
  modeToggle,
  backgroundImage,
  background,
  seo,
  metadata,
  search,
  redirects,
  analytics,
  integrations,
  font,
  codeBlock,
  eyebrow,
  rounded: noSuccessor('rounded', 'docs.json has no corner setting: the theme decides it'),
  sidebar: noSuccessor('sidebar', 'docs.json has no sidebar item style: the theme decides it'),
  topbar: noSuccessor('topbar', 'docs.json has no top bar style: the theme decides it'),
  isWhiteLabeled: noSuccessor('isWhiteLabeled', 'docs.json has no white-label setting'),
};
