// `npm run emulator -- …`: start the user-group service emulator on 127.0.0.1 and print
// `listening on http://127.0.0.1:<port>` on stdout once it accepts connections.
import { readFileSync, statSync } from 'node:fs';
import { USAGE, parseCli, parseTokenList } from './cli';
import type { ApiToken } from './auth';
import { RequestLog } from './requestLog';
import { seedGroups } from './seed';
import { createEmulatorServer } from './server';
import { GroupStore } from './store';

async function main(): Promise<void> {
  if (process.argv.includes('--help')) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  let config;
  try {
    config = parseCli(process.argv.slice(2));
  } catch (error) {
    fatal(`${(error as Error).message}\n\n${USAGE}`);
  }
  let tokens: ApiToken[];
  try {
    tokens = parseTokenList(
      await readTokenSource(config.tokensFrom),
      config.tokensFrom === '-' ? 'stdin' : config.tokensFrom,
    );
  } catch (error) {
    fatal(`${(error as Error).message}\n\n${USAGE}`);
  }
  const store = new GroupStore(config.dataFile);
  if (config.seedFile !== undefined) await seedGroups(store, config.seedFile);
  const server = createEmulatorServer({
    tokens,
    store,
    faults: config.faults,
    log: new RequestLog(config.log),
    control: config.control,
  });
  server.listen(config.port, '127.0.0.1', () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    process.stdout.write(`listening on http://127.0.0.1:${port}\n`);
  });
  server.on('error', (error) => fatal(`cannot listen on 127.0.0.1:${config.port}: ${error.message}`));

  const stop = (): void => {
    // Stop taking requests; answers in flight (and their saves) finish, then exit.
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 3000).unref();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

/** The tokens' text: stdin (read to its end) for `-`, else the file. */
async function readTokenSource(source: string): Promise<string> {
  if (source === '-') {
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  }
  let text: string;
  try {
    text = readFileSync(source, 'utf8');
  } catch (error) {
    throw new Error(
      `cannot read the tokens file ${source}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
    );
  }
  if (process.platform !== 'win32' && (statSync(source).mode & 0o077) !== 0) {
    process.stderr.write(`emulator: warning: other users can read the tokens file ${source}; chmod 600 it\n`);
  }
  return text;
}

function fatal(message: string): never {
  process.stderr.write(`emulator: ${message}\n`);
  process.exit(2);
}

main().catch((error: unknown) => fatal((error as Error).message));
