import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CancellationTokenSource, LSPErrorCodes, ResponseError } from 'vscode-languageserver/node';
import { requestGuard } from '../../../server/src/lsp/requestGuard';

function guardWithLog() {
  const logged: string[] = [];
  return { guard: requestGuard((message) => logged.push(message)), logged };
}

test('a request cancelled before it runs is answered with RequestCancelled, and its work never runs', () => {
  const { guard } = guardWithLog();
  const source = new CancellationTokenSource();
  source.cancel();
  let ran = false;
  assert.throws(
    () => guard(source.token, 'Hover', () => (ran = true)),
    (error: unknown) => error instanceof ResponseError && error.code === LSPErrorCodes.RequestCancelled,
  );
  assert.equal(ran, false);
});

test('a failure is logged with what failed and its stack, and answered with null', () => {
  const { guard, logged } = guardWithLog();
  const answer = guard(new CancellationTokenSource().token, 'Document symbols', () => {
    throw new Error('broken tree');
  });
  assert.equal(answer, null);
  assert.equal(logged.length, 1);
  assert.match(logged[0], /^Document symbols failed: Error: broken tree\n\s+at /);
});

test('a ResponseError thrown on purpose reaches the client, unlogged', () => {
  const { guard, logged } = guardWithLog();
  const refusal = new ResponseError(-32600, 'Not renamed');
  assert.throws(
    () =>
      guard(undefined, 'Rename', () => {
        throw refusal;
      }),
    (error: unknown) => error === refusal,
  );
  assert.deepEqual(logged, []);
});

test('an asynchronous handler: its answer passes through, its rejection is logged and answered with null', async () => {
  const { guard, logged } = guardWithLog();
  assert.equal(await guard(undefined, 'Command', () => Promise.resolve(7)), 7);
  assert.equal(await guard(undefined, 'Command', () => Promise.reject(new Error('disk full'))), null);
  assert.equal(logged.length, 1);
  assert.match(logged[0], /^Command failed: Error: disk full/);
  const refusal = new ResponseError(-32600, 'refused');
  await assert.rejects(guard(undefined, 'Command', () => Promise.reject(refusal)) as Promise<unknown>, refusal);
});
