// Generates a config with N navigation pages (sections of 50, each with a nested group two levels deep, as real
// configs nest them) and the list of page files that make every page exist, for the service-level bench.

export interface GeneratedSite {
  text: string;
  /** Page files relative to the site root. */
  files: string[];
  /** Offset inside an empty string entry of a pages array, where page-path completion is asked. */
  pageCompletionOffset: number;
}

const PER_SECTION = 50;

export function generateConfig(pages: number): GeneratedSite {
  const files: string[] = [];
  const sections: unknown[] = [];
  for (let start = 0, section = 0; start < pages; start += PER_SECTION, section++) {
    const own: string[] = [];
    const nested: string[] = [];
    for (let i = start; i < Math.min(start + PER_SECTION, pages); i++) {
      const page = `section-${section}/page-${i}`;
      files.push(`${page}.mdx`);
      (i - start < PER_SECTION / 2 ? own : nested).push(i % 7 === 0 ? `/${page}` : page);
    }
    sections.push({
      group: `Section ${section}`,
      icon: 'book',
      pages: [...own, { group: `More ${section}`, pages: [{ group: `Deep ${section}`, pages: nested }] }],
    });
  }
  const config = {
    $schema: 'https://mintlify.com/schema.json',
    name: 'Bench Site',
    logo: { light: '/logo/light.svg', dark: '/logo/dark.svg' },
    favicon: '/favicon.svg',
    colors: { primary: '#0D9373', light: '#07C983', dark: '#0D9373', anchors: { from: '#0D9373', to: '#07C983' } },
    topbarCtaButton: { name: 'Dashboard', url: 'https://example.com' },
    versions: ['v1', 'v2'],
    anchors: [{ name: 'API', url: 'api', icon: 'code', iconType: 'duotone', version: 'v1' }],
    api: { baseUrl: 'https://api.example.com', auth: { method: 'bearer' }, playground: { mode: 'show' } },
    footerSocials: { github: 'https://github.com/example', x: 'https://x.com/example' },
    modeToggle: { default: 'dark' },
    navigation: [{ group: 'Completion', pages: ['__CURSOR__'] }, ...sections],
  };
  files.push('logo/light.svg', 'logo/dark.svg', 'favicon.svg');
  const marked = JSON.stringify(config, null, 2);
  const pageCompletionOffset = marked.indexOf('"__CURSOR__"') + 1;
  // The completion entry is an empty string: a page being typed (it is also a diagnostic: an empty page path).
  return { text: marked.replace('"__CURSOR__"', '""'), files, pageCompletionOffset };
}
