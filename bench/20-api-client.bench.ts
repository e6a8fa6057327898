// User-group API client against the real emulator process:
//  1. overhead: the client's get-or-create vs the same call through plain undici.request (same Agent settings),
//     in alternating pairs so drift on a shared machine hits both alike; target ratio of medians <= 1.15;
//  2. bulk: get-or-create of 1,000 new groups with bounded concurrency vs one by one, with 2 ms added service
//     latency standing in for a network round trip.
import { bulkGetOrCreate } from '../client/src/api/bulk';
import { createUserGroupClient } from '../client/src/api/createClient';
import { spawnEmulator } from '../emulator/src/testing/spawnEmulator';
import { plainAgent, plainGetOrCreate } from './api/plainUndici';
import { fmt, measurePerCall, median, timeMs } from './api/timing';

const API_TOKEN = 'bench-api-token-0123456789';
const WARMUP_CALLS = 600;
const PAIRS = 2000;
const BULK_GROUPS = 1000;
const BULK_CONCURRENCY = 8;
const BULK_LATENCY_MS = 2;
const OVERHEAD_TARGET = 1.15;

async function main(): Promise<void> {
  const emulator = await spawnEmulator({ tokens: [API_TOKEN], dataFile: null, log: 'none' });
  const client = createUserGroupClient({ baseUrl: emulator.baseUrl, apiToken: API_TOKEN });
  const agent = plainAgent();
  try {
    const existing = { name: 'Bench', user_group_id: 'bench-existing' };
    await client.getOrCreate(existing);

    // Warm both paths (JIT, connections) before measuring.
    await measurePerCall(WARMUP_CALLS, () => client.getOrCreate(existing));
    await measurePerCall(WARMUP_CALLS, () => plainGetOrCreate(agent, emulator.baseUrl, API_TOKEN, existing));

    // Paired calls, alternating which side goes first, timed one by one; medians shrug off load spikes from other
    // processes on a shared machine, which would swamp a mean.
    const clientCalls: number[] = [];
    const plainCalls: number[] = [];
    const cpuTotal = { client: 0, plain: 0 };
    const timeOne = async (side: 'client' | 'plain'): Promise<void> => {
      const cpu = process.cpuUsage();
      const started = performance.now();
      if (side === 'client') await client.getOrCreate(existing);
      else await plainGetOrCreate(agent, emulator.baseUrl, API_TOKEN, existing);
      (side === 'client' ? clientCalls : plainCalls).push(performance.now() - started);
      const used = process.cpuUsage(cpu);
      cpuTotal[side] += (used.user + used.system) / 1000;
    };
    for (let i = 0; i < PAIRS; i++) {
      const order: Array<'client' | 'plain'> = i % 2 === 0 ? ['client', 'plain'] : ['plain', 'client'];
      for (const side of order) await timeOne(side);
    }
    const clientMs = median(clientCalls);
    const plainMs = median(plainCalls);
    const ratio = clientMs / plainMs;
    console.log(`get-or-create of an existing group, ${PAIRS} paired sequential calls (median per call):`);
    console.log(`  plain undici.request  ${fmt(plainMs)}  (caller CPU ${fmt(cpuTotal.plain / PAIRS)} mean)`);
    console.log(`  UserGroupClient       ${fmt(clientMs)}  (caller CPU ${fmt(cpuTotal.client / PAIRS)} mean)`);
    console.log(
      `  ratio client/plain    ${ratio.toFixed(3)}  (target <= ${OVERHEAD_TARGET}: ${ratio <= OVERHEAD_TARGET ? 'met' : 'MISSED'})`,
    );

    await emulator.setFaults({ latencyMs: BULK_LATENCY_MS });
    const groups = (prefix: string): Array<{ name: string; user_group_id: string }> =>
      Array.from({ length: BULK_GROUPS }, (_, i) => ({ name: `Group ${i}`, user_group_id: `${prefix}-${i}` }));

    let created = 0;
    const bulkMs = await timeMs(async () => {
      const outcomes = await bulkGetOrCreate(client, groups('bulk'), { concurrency: BULK_CONCURRENCY });
      created = outcomes.filter((outcome) => outcome.status === 'done' && outcome.value.newUserGroup).length;
    });
    const sequentialMs = await timeMs(async () => {
      for (const fields of groups('seq')) await client.getOrCreate(fields);
    });
    if (created !== BULK_GROUPS) throw new Error(`bulk created ${created} of ${BULK_GROUPS} groups`);
    console.log(`bulk get-or-create of ${BULK_GROUPS} new groups (${BULK_LATENCY_MS} ms added service latency):`);
    console.log(`  one by one            ${fmt(sequentialMs, 0)}`);
    console.log(`  concurrency ${BULK_CONCURRENCY}         ${fmt(bulkMs, 0)}`);
    console.log(`  speed-up              ${(sequentialMs / bulkMs).toFixed(2)}x`);
    if (process.argv.includes('--json')) {
      console.log(
        JSON.stringify({
          cases: [
            {
              metric: 'get_or_create_ms',
              ours: clientMs,
              peer: plainMs,
              ratio,
              note: 'UserGroupClient vs plain undici.request',
            },
            { metric: 'bulk_sequential_ms', ours: sequentialMs },
            { metric: 'bulk_concurrent_ms', ours: bulkMs },
          ],
        }),
      );
    }
  } finally {
    await client.close();
    await agent.close();
    await emulator.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
