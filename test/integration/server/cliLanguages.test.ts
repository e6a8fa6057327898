// `docsite check` as a process on a multilingual site generated in a temporary folder: the parity findings, the
// links across languages, the per-language table (stylish and SARIF), and a stated folder convention.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { after, test } from 'node:test';

const CLI = resolve(__dirname, '../../../server/out/cli.js');
const scratch = mkdtempSync(join(tmpdir(), 'docsite-languages-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

const TOPICS = ['quickstart', 'guides/deploy', 'guides/themes', 'reference/cli'];

/** A site in en (at the root), fr and ja (`folders` per language), with `drop` pages left out of a language. */
function generate(
  name: string,
  options: {
    folders?: Record<string, string>;
    drop?: Record<string, string[]>;
    unlisted?: Record<string, string[]>;
    pages?: Record<string, string>;
  } = {},
): string {
  const folder = join(scratch, name);
  const write = (file: string, text: string) => {
    mkdirSync(dirname(join(folder, file)), { recursive: true });
    writeFileSync(join(folder, file), text);
  };
  const languages = ['en', 'fr', 'ja'].map((code) => {
    const prefix = code === 'en' ? '' : `${options.folders?.[code] ?? code}/`;
    const kept = ['index', ...TOPICS].filter((t) => !(options.drop?.[code] ?? []).includes(t));
    for (const topic of kept)
      write(
        `${prefix}${topic}.mdx`,
        options.pages?.[`${prefix}${topic}`] ?? `---\ntitle: ${topic}\n---\n\n# ${topic}\n`,
      );
    const listed = kept.filter((t) => !(options.unlisted?.[code] ?? []).includes(t)).map((t) => `${prefix}${t}`);
    return { language: code, groups: [{ group: `Docs ${code}`, pages: listed }] };
  });
  write(
    'docs.json',
    JSON.stringify(
      {
        $schema: 'https://mintlify.com/docs.json',
        theme: 'mint',
        name: 'Docs',
        colors: { primary: '#166534' },
        navigation: { languages },
      },
      null,
      2,
    ),
  );
  return folder;
}

function run(args: string[], cwd: string) {
  const result = spawnSync(process.execPath, [CLI, ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

interface Reported {
  file: string;
  severity: string;
  code: string;
  message: string;
}

test('a site whose languages are in step: no findings, exit 0, and a table of equal languages', () => {
  const folder = generate('in-step');
  const json = run(['check', '.', '--format', 'json'], folder);
  assert.equal(json.code, 0, json.stderr);
  assert.deepEqual(JSON.parse(json.stdout), []);
  const stylish = run(['check', '.'], folder);
  assert.match(
    stylish.stdout,
    /^Languages of docs\.json:\nlanguage +pages +missing +not listed +no original\nen \(default\) +5\nfr +5 +0 +0 +0\nja +5 +0 +0 +0$/m,
  );
});

test('missing, not listed, no original and a link into English: each reported where it is, and counted', () => {
  const folder = generate('drifted', {
    drop: { fr: ['guides/themes'] },
    unlisted: { ja: ['reference/cli'] },
    pages: { 'fr/quickstart': '# Démarrage\n\nVoir [le déploiement](/guides/deploy).\n' },
  });
  // A page only French readers have.
  writeFileSync(join(folder, 'fr', 'local.mdx'), '# Local\n');
  const config = JSON.parse(readFileSync(join(folder, 'docs.json'), 'utf8'));
  config.navigation.languages[1].groups[0].pages.push('fr/local');
  writeFileSync(join(folder, 'docs.json'), JSON.stringify(config, null, 2));

  const result = run(['check', '.', '--format', 'json'], folder);
  assert.equal(result.code, 0, 'warnings and information only: a missing translation breaks no page');
  const reported = (JSON.parse(result.stdout) as Reported[]).filter((r) => /^(translation|link-other)/.test(r.code));
  const brief = reported.map((r) => `${r.file} ${r.severity} ${r.code}`).sort();
  assert.deepEqual(brief, [
    'docs.json info translation-orphan',
    'docs.json warning translation-missing',
    'docs.json warning translation-not-listed',
    'fr/quickstart.mdx warning link-other-language',
  ]);
  assert.match(
    reported.find((r) => r.code === 'translation-missing')!.message,
    /No "fr" counterpart of "guides\/themes"/,
  );
  assert.match(reported.find((r) => r.code === 'translation-not-listed')!.message, /"ja\/reference\/cli"/);
  assert.match(
    reported.find((r) => r.code === 'link-other-language')!.message,
    /the fr page is "\/fr\/guides\/deploy"/,
  );

  const sarif = JSON.parse(run(['check', '.', '--format', 'sarif'], folder).stdout);
  const rows = sarif.runs[0].properties.languages[0].rows as {
    language: string;
    pages: number;
    missing: number;
    notListed: number;
    noOriginal: number;
  }[];
  assert.deepEqual(
    rows.map((r) => [r.language, r.pages, r.missing, r.notListed, r.noOriginal]),
    [
      ['en', 5, 0, 0, 0],
      ['fr', 5, 1, 0, 1],
      ['ja', 4, 0, 1, 0],
    ],
  );

  // `--rule translation-missing=error` makes the gap fail the run, as a team's CI may want.
  assert.equal(run(['check', '.', '--rule', 'translation-missing=error'], folder).code, 1);
});

test('folders that are not language codes: not compared until .docsiterc.json states them', () => {
  const folder = generate('own-folders', { folders: { fr: 'francais', ja: 'nihongo' }, drop: { ja: ['quickstart'] } });
  const before = run(['check', '.'], folder);
  assert.match(before.stdout, /^fr +5 +not compared: no language folder found$/m);
  assert.doesNotMatch(before.stdout, /translation-missing/);
  writeFileSync(
    join(folder, '.docsiterc.json'),
    JSON.stringify({ languages: { folders: { fr: 'francais', ja: 'nihongo' } } }),
  );
  const after = run(['check', '.', '--format', 'json'], folder);
  const missing = (JSON.parse(after.stdout) as Reported[]).filter((r) => r.code === 'translation-missing');
  assert.equal(missing.length, 1);
  assert.match(missing[0].message, /^No "ja" counterpart of "quickstart" \(no page "nihongo\/quickstart"\)/);
  writeFileSync(join(folder, '.docsiterc.json'), JSON.stringify({ languages: { position: 'first' } }));
  const wrong = run(['check', '.'], folder);
  assert.equal(wrong.code, 2);
  assert.match(wrong.stderr, /"languages" "position" must be a whole number/);
});
