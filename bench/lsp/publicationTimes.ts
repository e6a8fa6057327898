// When each publication of the config's diagnostics arrives after a cold first open: a server that answers in steps
// (ours, while the workspace is still being walked) publishes more than once. Starts our server on a generated site,
// opens the config with the bench's planted enum error and prints the time of every publication until the one that
// holds the missing page (the complete answer), in each of `--rounds` fresh servers.
// Usage: node --import tsx bench/lsp/publicationTimes.ts [--pages=100000] [--docs-json] [--rounds=2] [--cpu-prof=dir]
import { DEFAULT_SERVER_SETTINGS } from '../../shared/src/settings';
import { createDocsSiteWorkspace } from './docsSiteWorkspace';
import { LspSession } from './lspSession';
import { replaceAt } from './measure';
import { describeOurBuild, ourServer } from './servers';
import { createSiteWorkspace } from './siteWorkspace';

const argv = process.argv.slice(2);
const pages = Number(argv.find((a) => a.startsWith('--pages='))?.slice('--pages='.length) ?? 100_000);
const docsJson = argv.includes('--docs-json');
const rounds = Number(argv.find((a) => a.startsWith('--rounds='))?.slice('--rounds='.length) ?? 2);
const profileDir = argv.find((a) => a.startsWith('--cpu-prof='))?.slice('--cpu-prof='.length);

async function main(): Promise<void> {
  const site = docsJson ? createDocsSiteWorkspace(pages) : createSiteWorkspace(pages);
  console.log(describeOurBuild());
  try {
    for (let round = 1; round <= rounds; round++) {
      const session = await LspSession.start(
        ourServer(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
        {
          workspaceDir: site.dir,
          settings: { docsite: DEFAULT_SERVER_SETTINGS, json: { validate: { enable: true } } },
        },
      );
      try {
        const times: string[] = [];
        // The planted text is made before the clock starts, as bench 40 does: the time is the server's and the pipe's.
        const planted = replaceAt(site.configText, site, 'x');
        const start = performance.now();
        const complete = session.waitForDiagnostics(
          site.configUri,
          (diagnostics) => {
            times.push(`${(performance.now() - start).toFixed(0)} ms (${diagnostics.length} problems)`);
            return diagnostics.some((d) => d.range.start.line === site.missingPageLine);
          },
          120_000,
        );
        await session.open(site.configUri, planted);
        await complete;
        console.log(`${docsJson ? 'docs.json' : 'mint.json'}, ${pages} pages, run ${round}: ${times.join(', ')}`);
      } finally {
        await session.stop();
      }
    }
  } finally {
    site.dispose();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
