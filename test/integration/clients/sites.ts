// The two small sites the real-client tests edit: one per config format, each with a page linked from another, a
// page entry whose file is missing, and a page to rename.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const CONFIGS = {
  'docs.json': {
    $schema: 'https://mintlify.com/docs.json',
    theme: 'mint',
    name: 'Docs',
    colors: { primary: '#166534' },
    navigation: { groups: [{ group: 'Start', pages: ['intro', 'guides/setup', 'new-page'] }] },
  },
  'mint.json': {
    name: 'Docs',
    navigation: [{ group: 'Start', pages: ['intro', 'guides/setup', 'new-page'] }],
  },
} as const;

export type ConfigName = keyof typeof CONFIGS;

/** Writes the site for `config` into `root`. */
export function writeSite(root: string, config: ConfigName): void {
  mkdirSync(join(root, 'guides'), { recursive: true });
  writeFileSync(join(root, 'intro.mdx'), '---\ntitle: Intro\n---\n\nSee [setup](/guides/setup).\n');
  writeFileSync(join(root, 'guides', 'setup.mdx'), '---\ntitle: Setup\n---\n');
  writeFileSync(join(root, config), JSON.stringify(CONFIGS[config], null, 2) + '\n');
}
