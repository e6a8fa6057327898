// The one safe reader of workspace files, against real files, links, devices and FIFOs in a temporary folder.
// Device and FIFO cases need a POSIX system and skip elsewhere, saying so.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import {
  describeReadFailure,
  FolderRealPaths,
  readRegularFile,
  readRegularFileSync,
  realPathInside,
  type ReadOptions,
  type ReadResult,
} from '../../../server/src/host/readRegularFile';

const posix = process.platform !== 'win32';
const skipUnlessPosix = posix ? false : 'needs POSIX devices and FIFOs';

function tempFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'docsite-read-unit-'));
  after(() => rmSync(folder, { recursive: true, force: true }));
  return folder;
}

/** Both variants must agree; returns the result. */
async function readBoth(path: string, options: ReadOptions): Promise<ReadResult> {
  const sync = readRegularFileSync(path, options);
  const async = await readRegularFile(path, options);
  assert.deepEqual(async, sync, `sync and async disagree on ${path}`);
  return sync;
}

test('a regular file is read whole as UTF-8', async () => {
  const folder = tempFolder();
  writeFileSync(join(folder, 'a.json'), '{"name":"Doçs"}');
  assert.deepEqual(await readBoth(join(folder, 'a.json'), { maxBytes: 100 }), {
    kind: 'text',
    text: '{"name":"Doçs"}',
    truncated: false,
  });
});

test('a file exactly at the cap is read; one byte over is refused with its size', async () => {
  const folder = tempFolder();
  writeFileSync(join(folder, 'at.txt'), 'x'.repeat(10));
  writeFileSync(join(folder, 'over.txt'), 'x'.repeat(11));
  assert.equal((await readBoth(join(folder, 'at.txt'), { maxBytes: 10 })).kind, 'text');
  assert.deepEqual(await readBoth(join(folder, 'over.txt'), { maxBytes: 10 }), {
    kind: 'tooLarge',
    size: 11,
    maxBytes: 10,
  });
});

test('truncate returns the head of a larger file and says it was cut', async () => {
  const folder = tempFolder();
  writeFileSync(join(folder, 'page.mdx'), '---\ntitle: T\n---\n' + 'body '.repeat(1000));
  const result = await readBoth(join(folder, 'page.mdx'), { maxBytes: 16, truncate: true });
  assert.deepEqual(result, { kind: 'text', text: '---\ntitle: T\n---', truncated: true });
});

test('a file bigger than one read chunk comes back whole, multi-byte characters across chunk ends included', async () => {
  const folder = tempFolder();
  // 'é' is two bytes: with an odd prefix, a 64 KB chunk boundary falls inside a character.
  const text = 'x' + 'é'.repeat(100_000);
  writeFileSync(join(folder, 'big.mdx'), text);
  assert.deepEqual(await readBoth(join(folder, 'big.mdx'), { maxBytes: 1_000_000 }), {
    kind: 'text',
    text,
    truncated: false,
  });
});

test('a missing file and a directory are values, not exceptions', async () => {
  const folder = tempFolder();
  assert.deepEqual(await readBoth(join(folder, 'nope.json'), { maxBytes: 10 }), { kind: 'missing' });
  assert.deepEqual(await readBoth(folder, { maxBytes: 10 }), { kind: 'notRegular', what: 'directory' });
});

test(
  'a symlink to /dev/zero is refused as a character device without reading it',
  { skip: skipUnlessPosix },
  async () => {
    const folder = tempFolder();
    symlinkSync('/dev/zero', join(folder, 'mint.json'));
    const result = await readBoth(join(folder, 'mint.json'), { maxBytes: 64 * 1024 * 1024 });
    assert.deepEqual(result, { kind: 'notRegular', what: 'character device' });
    assert.equal(
      describeReadFailure(result as Exclude<ReadResult, { kind: 'text' }>),
      'is a character device, not a regular file',
    );
  },
);

test(
  'a FIFO with no writer is refused at once instead of blocking the open',
  { skip: skipUnlessPosix && 'needs mkfifo' },
  async () => {
    const folder = tempFolder();
    const fifo = join(folder, 'page.mdx');
    try {
      execFileSync('mkfifo', [fifo]);
    } catch {
      return; // no mkfifo on this system: nothing to test
    }
    // Without O_NONBLOCK this open would block the test (and the server) until a writer appears: never.
    assert.deepEqual(await readBoth(fifo, { maxBytes: 1024, truncate: true }), { kind: 'notRegular', what: 'FIFO' });
  },
);

test(
  'a link to /dev/stdin is refused whatever stdin is (pipe, terminal, socket or /dev/null)',
  { skip: skipUnlessPosix },
  async () => {
    const folder = tempFolder();
    symlinkSync('/dev/stdin', join(folder, 'page.mdx'));
    const result = await readBoth(join(folder, 'page.mdx'), { maxBytes: 1024, truncate: true });
    // Under node --test stdin is /dev/null (a character device) or a pipe; either way nothing is read from it.
    assert.equal(result.kind, 'notRegular');
  },
);

test(
  'a file that reports size 0 but yields more than the cap (like /proc files) is refused while reading',
  { skip: existsSync('/proc/self/maps') ? false : 'needs /proc' },
  async () => {
    const result = await readBoth('/proc/self/maps', { maxBytes: 64 });
    assert.equal(result.kind, 'tooLarge');
    assert.ok(result.kind === 'tooLarge' && result.size === 65, 'reading stops one byte past the cap');
  },
);

test(
  'a file that reports size 0 but is under the cap (like /proc files) is read whole',
  { skip: existsSync('/proc/self/cmdline') ? false : 'needs /proc' },
  async () => {
    const result = await readBoth('/proc/self/cmdline', { maxBytes: 1_000_000 });
    assert.deepEqual(result, { kind: 'text', text: readFileSync('/proc/self/cmdline', 'utf8'), truncated: false });
    assert.ok(
      result.kind === 'text' && result.text.length > 0 && result.text.endsWith('\0'),
      'the whole argument list, ending with its NUL',
    );
  },
);

test(
  'with a root, a link whose real path is inside is followed and one leaving the root is refused',
  { skip: skipUnlessPosix },
  async () => {
    const folder = tempFolder();
    mkdirSync(join(folder, 'site'));
    mkdirSync(join(folder, 'outside'));
    writeFileSync(join(folder, 'site', 'real.mdx'), 'inside');
    writeFileSync(join(folder, 'outside', 'secret.mdx'), 'outside');
    symlinkSync('real.mdx', join(folder, 'site', 'alias.mdx'));
    symlinkSync('../outside', join(folder, 'site', 'link'));
    const root = join(folder, 'site');
    assert.deepEqual(await readBoth(join(root, 'alias.mdx'), { maxBytes: 100, root }), {
      kind: 'text',
      text: 'inside',
      truncated: false,
    });
    const refused = await readBoth(join(root, 'link', 'secret.mdx'), { maxBytes: 100, root });
    assert.equal(refused.kind, 'outsideRoot');
    // Without a root the same link is just a regular file.
    assert.equal((await readBoth(join(root, 'link', 'secret.mdx'), { maxBytes: 100 })).kind, 'text');
  },
);

test(
  'with remembered folder real paths, a linked file or folder is judged exactly as without them',
  { skip: skipUnlessPosix },
  () => {
    const folder = tempFolder();
    mkdirSync(join(folder, 'site', 'guides'), { recursive: true });
    mkdirSync(join(folder, 'outside'));
    writeFileSync(join(folder, 'site', 'guides', 'real.mdx'), 'inside');
    writeFileSync(join(folder, 'outside', 'secret.mdx'), 'outside');
    symlinkSync('real.mdx', join(folder, 'site', 'guides', 'alias.mdx'));
    symlinkSync('../../outside/secret.mdx', join(folder, 'site', 'guides', 'leak.mdx'));
    symlinkSync('../outside', join(folder, 'site', 'link'));
    symlinkSync('guides', join(folder, 'site', 'also'));
    const root = join(folder, 'site');
    const folders = new FolderRealPaths();
    for (const name of [
      'guides/real.mdx',
      'guides/alias.mdx',
      'guides/leak.mdx',
      'link/secret.mdx',
      'also/real.mdx',
      'guides/none.mdx',
    ]) {
      const path = join(root, name);
      const quick = readRegularFileSync(path, { maxBytes: 100, root, folders });
      assert.deepEqual(quick, readRegularFileSync(path, { maxBytes: 100, root }), name);
    }
    assert.equal(
      readRegularFileSync(join(root, 'guides', 'leak.mdx'), { maxBytes: 100, root, folders }).kind,
      'outsideRoot',
    );
    assert.deepEqual(readRegularFileSync(join(root, 'guides', 'alias.mdx'), { maxBytes: 100, root, folders }), {
      kind: 'text',
      text: 'inside',
      truncated: false,
    });
  },
);

test(
  'realPathInside resolves the nearest existing folder of a target that does not exist yet',
  { skip: skipUnlessPosix },
  () => {
    const folder = tempFolder();
    mkdirSync(join(folder, 'site', 'docs'), { recursive: true });
    mkdirSync(join(folder, 'outside'));
    symlinkSync('../outside', join(folder, 'site', 'link'));
    symlinkSync('../nowhere', join(folder, 'site', 'dangling'));
    const root = join(folder, 'site');
    assert.equal(realPathInside(join(root, 'docs', 'new', 'page.mdx'), root), true);
    assert.equal(realPathInside(join(root, 'link', 'new', 'page.mdx'), root), false);
    assert.equal(realPathInside(join(root, 'link'), root), false);
    assert.equal(realPathInside(join(root, 'dangling', 'page.mdx'), root), false, 'a dangling link is not walked past');
    assert.equal(realPathInside(join(folder, 'outside', 'x.mdx'), root), false);
  },
);

/** Runs `read` counting the decodings of a buffer to text. */
async function countingDecodes(read: () => Promise<ReadResult>): Promise<{ result: ReadResult; decodes: number }> {
  const original = Buffer.prototype.toString;
  let decodes = 0;
  Buffer.prototype.toString = function (this: Buffer, ...args: Parameters<Buffer['toString']>) {
    decodes++;
    return original.apply(this, args);
  } as Buffer['toString'];
  try {
    return { result: await read(), decodes };
  } finally {
    Buffer.prototype.toString = original;
  }
}

test('a file holding the expected text gives that text without decoding the file; any difference reads it', async () => {
  const folder = tempFolder();
  const path = join(folder, 'docs.json');
  // Surrogate pairs and 2- and 3-byte characters on every side of the comparison's chunk ends.
  const expected = `{"name": "${'a🎉é€'.repeat(30_000)}"}`;
  const read = (expectedText: string) => readRegularFile(path, { maxBytes: 10_000_000, expectedText });
  writeFileSync(path, expected);
  const same = await countingDecodes(() => read(expected));
  assert.deepEqual(same.result, { kind: 'text', text: expected, truncated: false });
  assert.equal(same.decodes, 0, 'the file holds the expected text: nothing decoded');

  const cases = [
    expected.replace('€"}', '₤"}'), // the same size, one character different at the end
    `${expected}\n`, // one byte more
    expected.slice(0, -1), // one byte less
    expected.replace('a🎉', 'ab🎉'),
  ];
  for (const onDisk of cases) {
    writeFileSync(path, onDisk);
    const other = await countingDecodes(() => read(expected));
    assert.deepEqual(other.result, { kind: 'text', text: onDisk, truncated: false });
    assert.ok(other.decodes > 0);
  }
  // Bytes that are not UTF-8: decoded (to replacement characters), as without an expected text.
  writeFileSync(path, Buffer.from([0x7b, 0xff, 0x7d]));
  assert.deepEqual(await read('{\uFFFD}'), { kind: 'text', text: '{\uFFFD}', truncated: false });
});
