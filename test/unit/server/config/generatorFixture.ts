// A docs.json that the generator's validator accepts and that holds every kind of object its schema knows (each
// top-level setting, every navigation level, the integrations), for differential tests against the validator: an
// unknown key put into any of its objects must get the same verdict from our checks as from the generator's.
export const RICH_DOCS_JSON = {
  $schema: 'https://mintlify.com/docs.json',
  theme: 'mint',
  name: 'Docs',
  description: 'A site',
  colors: { primary: '#0D9373', light: '#07C983', dark: '#0D9373' },
  logo: { light: '/logo/light.svg', dark: '/logo/dark.svg', href: 'https://example.com' },
  favicon: { light: '/favicon-light.svg', dark: '/favicon-dark.svg' },
  icons: { library: 'fontawesome' },
  appearance: { default: 'system', strict: false },
  background: {
    image: { light: '/bg-light.png', dark: '/bg-dark.png' },
    decoration: 'gradient',
    color: { light: '#ffffff', dark: '#000000' },
  },
  fonts: { family: 'Inter', heading: { family: 'Inter', weight: 600 }, body: { family: 'Inter', weight: 400 } },
  styling: {
    eyebrows: 'section',
    codeblocks: { theme: { light: 'github-light', dark: 'github-dark' }, languages: { custom: ['/languages/x.json'] } },
  },
  contextual: {
    options: [
      'copy',
      {
        title: 'Ask',
        description: 'Ask a bot',
        icon: 'robot',
        href: { base: 'https://example.com/ask', query: [{ key: 'q', value: '$page' }] },
      },
    ],
    display: 'header',
  },
  redirects: [{ source: '/old', destination: '/intro', permanent: true }],
  errors: { '404': { redirect: false, title: 'Not here', description: 'Gone' } },
  api: {
    openapi: 'openapi.json',
    params: { expanded: 'all' },
    playground: { display: 'interactive', proxy: true },
    examples: { languages: ['curl'], defaults: 'required', prefill: true },
    mdx: { auth: { method: 'bearer' }, server: 'https://api.example.com' },
  },
  seo: {
    metatags: { 'og:site_name': 'Docs' },
    indexing: 'navigable',
    organization: { name: 'Example', url: 'https://example.com' },
    trailingSlash: false,
    paths: [{ path: 'guides', metatags: { robots: 'noindex' } }],
  },
  interaction: { drilldown: true },
  markdown: { schema: true },
  search: { prompt: 'Search' },
  thumbnails: { appearance: 'light', background: '/thumb.png', fonts: { family: 'Inter' } },
  metadata: { timestamp: true },
  integrations: {
    amplitude: { apiKey: 'k' },
    clearbit: { publicApiKey: 'k' },
    fathom: { siteId: 's' },
    ga4: { measurementId: 'G-123' },
    gtm: { tagId: 'G-123' },
    heap: { appId: 'a' },
    hotjar: { hjid: '1', hjsv: '6' },
    intercom: { appId: 'abcdef' },
    koala: { publicApiKey: 'pk' },
    logrocket: { appId: 'a/b' },
    mixpanel: { projectToken: 't' },
    pirsch: { id: 'i' },
    plausible: { domain: 'example.com' },
    posthog: { apiKey: 'phc_x' },
    segment: { key: 'k' },
    telemetry: { enabled: true },
    cookies: { key: 'k', value: 'v' },
    adobe: { launchUrl: 'https://assets.adobedtm.com/launch.js' },
    clarity: { projectId: 'p' },
    frontchat: { snippetId: 'abcdef' },
    hightouch: { writeKey: 'w' },
    onetrust: { domainScript: 'd' },
    transcend: { bundleId: 'b' },
  },
  navbar: {
    links: [{ label: 'Blog', href: 'https://example.com/blog' }],
    primary: { type: 'button', label: 'Sign in', href: 'https://example.com/login' },
  },
  footer: {
    socials: { x: 'https://x.com/example' },
    links: [{ header: 'More', items: [{ label: 'Status', href: 'https://status.example.com' }] }],
  },
  banner: { content: 'News', dismissible: true, color: { light: '#ffffff', dark: '#000000' } },
  navigation: {
    global: { anchors: [{ anchor: 'Blog', icon: 'book', href: 'https://example.com/blog' }] },
    tabs: [
      {
        tab: 'Guides',
        icon: { name: 'book', style: 'solid' },
        groups: [
          {
            group: 'Start',
            icon: 'rocket',
            expanded: true,
            pages: ['intro', { group: 'Nested', pages: ['nested/a'] }],
          },
          { group: 'API', openapi: { source: 'openapi.json', directory: 'api' }, pages: ['api/a'] },
        ],
      },
      {
        tab: 'Reference',
        anchors: [{ anchor: 'Core', color: { light: '#111111', dark: '#222222' }, pages: ['ref/a'] }],
      },
      { tab: 'More', dropdowns: [{ dropdown: 'Tools', description: 'Tools', pages: ['tools/a'] }] },
      { tab: 'Events', asyncapi: { source: 'asyncapi.yaml', directory: 'events' }, pages: ['events/a'] },
      { tab: 'Menu', menu: [{ item: 'Item', pages: ['menu/a'] }] },
      { tab: 'External', href: 'https://example.com' },
      { tab: 'SDK', sdk: { format: 'typedoc', source: 'sdk/typedoc.json', directory: 'sdk' } },
      { tab: 'GraphQL', graphql: { source: 'schema.graphql', directory: 'graphql' } },
    ],
  },
} as const;

/** The same shapes in the other navigation roots (products, versions, languages). */
export const RICH_NAVIGATIONS = [
  {
    products: [
      {
        product: 'One',
        description: 'First',
        icon: 'box',
        color: { light: '#111111', dark: '#222222' },
        menu: [{ item: 'Item', pages: ['one/a'] }],
      },
      { product: 'Two', href: 'https://example.com/two' },
    ],
  },
  {
    versions: [
      {
        version: 'v2',
        default: true,
        global: { anchors: [{ anchor: 'Status', href: 'https://status.example.com' }] },
        pages: ['v2/a'],
      },
      { version: 'v1', pages: ['v1/a'] },
    ],
  },
  {
    languages: [
      {
        language: 'en',
        default: true,
        banner: { content: 'Hi' },
        navbar: { links: [{ label: 'Blog', href: 'https://example.com/blog' }] },
        footer: { socials: { github: 'https://github.com/example' } },
        pages: ['en/a'],
      },
      { language: 'fr', pages: ['fr/a'] },
    ],
  },
  {
    anchors: [
      {
        anchor: 'Docs',
        icon: 'book',
        color: { light: '#111111', dark: '#222222' },
        openapi: { source: 'openapi.json', directory: 'api' },
        groups: [{ group: 'G', pages: ['a'] }],
      },
    ],
  },
  {
    dropdowns: [
      {
        dropdown: 'Docs',
        color: { light: '#111111', dark: '#222222' },
        asyncapi: { source: 'asyncapi.yaml', directory: 'events' },
        groups: [{ group: 'G', pages: ['a'] }],
      },
    ],
  },
  {
    groups: [
      { group: 'G', asyncapi: { source: 'asyncapi.yaml', directory: 'events' }, pages: ['a'] },
      { group: 'H', pages: ['b'] },
    ],
  },
  {
    tabs: [
      { tab: 'API', openapi: { source: 'openapi.json', directory: 'api' }, groups: [{ group: 'G', pages: ['a'] }] },
    ],
  },
] as const;
