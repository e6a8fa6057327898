// `docsite check --external` on 5,000 links over 200 hosts, all on this machine: 200 HTTP servers on 127.0.0.1
// (one port each, so one "host" each for the per-host limits), each answering after LATENCY_MS like a near server,
// one link in 50 answering 404. The CLI runs as a whole process, with the default settings, three times on the same
// site: the first run (empty cache), a cached run right after (every entry fresh: no request may be sent), and an
// offline run. Each row: wall time, requests counted on the servers, findings reported. Never the internet: the
// links are written with 127.0.0.1, which the address policy allows because the link names it.
// Prints a table; `--json` adds one JSON line.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from './lsp/servers';
import { formatTable } from './lsp/stats';

const HOSTS = 200;
const LINKS = 5_000;
const PAGES = 100;
const LATENCY_MS = 5;
const CLI = join(REPO_ROOT, 'server', 'out', 'cli.js');

let requests = 0;
async function startServers(): Promise<http.Server[]> {
  const servers: http.Server[] = [];
  for (let i = 0; i < HOSTS; i++) {
    const server = http.createServer((req, res) => {
      requests++;
      setTimeout(() => {
        res.writeHead(req.url?.includes('/gone/') ? 404 : 200, { 'content-type': 'text/html' });
        res.end();
      }, LATENCY_MS);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    servers.push(server);
  }
  return servers;
}

function writeSite(folder: string, ports: number[]): void {
  const pages = Array.from({ length: PAGES }, (_, i) => `page-${i}`);
  const perPage = LINKS / PAGES;
  for (let p = 0; p < PAGES; p++) {
    const lines = ['---', `title: Page ${p}`, '---', ''];
    for (let k = 0; k < perPage; k++) {
      const n = p * perPage + k;
      const port = ports[n % HOSTS];
      lines.push(`- [link ${n}](http://127.0.0.1:${port}/${n % 50 === 0 ? 'gone' : 'docs'}/${n})`);
    }
    writeFileSync(join(folder, `${pages[p]}.mdx`), lines.join('\n') + '\n');
  }
  writeFileSync(
    join(folder, 'docs.json'),
    JSON.stringify({ name: 'Bench', theme: 'mint', colors: { primary: '#0D9373' }, navigation: { pages } }, null, 2),
  );
}

function runCli(
  cwd: string,
  flag: string,
): Promise<{ ms: number; code: number | null; findings: number; stderr: string }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [CLI, 'check', flag, '--format', 'json'], { cwd });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (code) => {
      let findings = -1;
      try {
        findings = (JSON.parse(stdout) as { code: string }[]).filter((d) => d.code.startsWith('external-link')).length;
      } catch {
        // reported as -1
      }
      resolve({ ms: performance.now() - started, code, findings, stderr: stderr.trim() });
    });
  });
}

async function main(): Promise<void> {
  const scratch = mkdtempSync(join(tmpdir(), 'docsite-bench-external-'));
  const servers = await startServers();
  try {
    const site = join(scratch, 'site');
    mkdirSync(site);
    writeSite(
      site,
      servers.map((s) => (s.address() as AddressInfo).port),
    );
    const rows: { run: string; ms: number; requests: number; findings: number; stderr: string }[] = [];
    for (const [run, flag] of [
      ['first run', '--external'],
      ['cached run', '--external'],
      ['offline run', '--offline'],
    ] as const) {
      const before = requests;
      const result = await runCli(site, flag);
      if (result.code !== 1) throw new Error(`${run}: exit ${result.code}: ${result.stderr}`);
      rows.push({
        run,
        ms: Math.round(result.ms),
        requests: requests - before,
        findings: result.findings,
        stderr: result.stderr,
      });
    }
    console.log(
      `${LINKS} links (${LINKS / 50} planted 404s) in ${PAGES} pages over ${HOSTS} hosts on 127.0.0.1, ${LATENCY_MS} ms per answer; default settings`,
    );
    console.log(
      formatTable([
        ['run', 'wall', 'requests sent', 'findings'],
        ...rows.map((r) => [r.run, `${r.ms} ms`, String(r.requests), String(r.findings)]),
      ]),
    );
    for (const row of rows) console.log(`  ${row.run}: ${row.stderr}`);
    if (rows[1].requests !== 0 || rows[2].requests !== 0)
      throw new Error('the cached and offline runs must send nothing');
    if (process.argv.includes('--json'))
      console.log(
        JSON.stringify({
          bench: 'external-links',
          links: LINKS,
          hosts: HOSTS,
          rows: rows.map(({ run, ms, requests: sent, findings }) => ({ run, ms, requests: sent, findings })),
        }),
      );
  } finally {
    for (const server of servers) {
      server.close();
      server.closeAllConnections();
    }
    rmSync(scratch, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
