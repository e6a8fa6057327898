// `npm run emulator -- …`: start the user-group service emulator on 127.0.0.1 and print
// `listening on http://127.0.0.1:<port>` on stdout once it accepts connections.
import { USAGE, parseCli } from './cli';
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
  const store = new GroupStore(config.dataFile);
  if (config.seedFile !== undefined) await seedGroups(store, config.seedFile);
  const server = createEmulatorServer({
    tokens: config.tokens,
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

function fatal(message: string): never {
  process.stderr.write(`emulator: ${message}\n`);
  process.exit(2);
}

main().catch((error: unknown) => fatal((error as Error).message));
