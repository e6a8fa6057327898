import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ForegroundWork } from '../../../server/src/lsp/foregroundWork';
import { ValidationScheduler } from '../../../server/src/lsp/validationScheduler';

/** Resolves once `count` validations have run, with the uris in order. */
function recorder(count: number) {
  const seen: string[] = [];
  let done: (uris: string[]) => void = () => undefined;
  const finished = new Promise<string[]>((resolve) => (done = resolve));
  const validate = async (uri: string) => {
    seen.push(uri);
    if (seen.length === count) done(seen);
  };
  return { seen, finished, validate };
}

test('a burst of changes to one document is validated once', { timeout: 5000 }, async () => {
  const { seen, finished, validate } = recorder(2);
  const scheduler = new ValidationScheduler(validate, 20);
  for (let i = 0; i < 10; i++) scheduler.schedule('a');
  scheduler.schedule('b');
  assert.deepEqual(await finished, ['a', 'b']);
  assert.equal(seen.length, 2);
  scheduler.dispose();
});

test(
  'an immediate validation (open) is not postponed by the change event that follows it',
  { timeout: 5000 },
  async () => {
    const { finished, validate } = recorder(1);
    const scheduler = new ValidationScheduler(validate, 60_000);
    scheduler.schedule('a', true);
    scheduler.schedule('a');
    assert.deepEqual(await finished, ['a']);
    scheduler.dispose();
  },
);

test('cancel drops a pending validation', { timeout: 5000 }, async () => {
  const { seen, finished, validate } = recorder(1);
  const scheduler = new ValidationScheduler(validate, 10);
  scheduler.schedule('gone');
  scheduler.cancel('gone');
  scheduler.schedule('kept');
  assert.deepEqual(await finished, ['kept']);
  assert.deepEqual(seen, ['kept']);
  scheduler.dispose();
});

test(
  'background work waits while a validation is pending or running, and goes on once it is published',
  { timeout: 5000 },
  async () => {
    const foreground = new ForegroundWork(30);
    let finishValidation: () => void = () => undefined;
    const validations: string[] = [];
    const scheduler = new ValidationScheduler(
      (uri) =>
        new Promise<void>((resolve) => {
          validations.push(uri);
          finishValidation = resolve;
        }),
      10,
      foreground,
    );
    assert.equal(foreground.busy, false);
    scheduler.schedule('a');
    scheduler.schedule('a'); // restarting the timer counts the document once
    assert.equal(foreground.busy, true);
    let resumed = false;
    const background = foreground.idle().then(() => (resumed = true));
    await new Promise((resolve) => setTimeout(resolve, 40));
    assert.deepEqual(validations, ['a'], 'the timer fired');
    assert.equal(resumed, false, 'still waiting: the validation has not finished');
    finishValidation();
    const endedAt = performance.now();
    await background;
    assert.ok(performance.now() - endedAt >= 25, 'background work waits for the quiet time after the last validation');
    assert.equal(foreground.busy, false);

    await new Promise((resolve) => setTimeout(resolve, 40));
    scheduler.schedule('b');
    scheduler.cancel('b');
    let wokeAfterCancel = false;
    await foreground.idle().then(() => (wokeAfterCancel = true));
    assert.equal(wokeAfterCancel, true, 'a cancelled validation is not waited for past the quiet time');
    scheduler.dispose();
  },
);
