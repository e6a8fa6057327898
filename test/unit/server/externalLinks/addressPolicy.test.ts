// The address policy of the external-link checker: what a link may reach, judged on resolved addresses.
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { test } from 'node:test';
import {
  guardedLookup,
  isNonPublicAddress,
  literalNonPublicHost,
  mayConnect,
  type LookupFunction,
} from '../../../../server/src/host/externalLinks/addressPolicy';
import { LinkChecker } from '../../../../server/src/host/externalLinks/linkChecker';
import { DEFAULT_EXTERNAL_LINK_SETTINGS } from '../../../../server/src/service/externalLinks/settings';

test('loopback, private, link-local and mapped addresses are non-public; public ones are not', () => {
  for (const address of [
    '127.0.0.1',
    '127.9.9.9',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '0.0.0.0',
    '100.64.0.1',
    '::1',
    '::',
    'fe80::1',
    'fc00::1',
    'fd12:3456::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '64:ff9b::a9fe:a9fe',
    '2002:c0a8:101::1',
    '[::1]',
    'not-an-address',
  ]) {
    assert.equal(isNonPublicAddress(address), true, address);
  }
  for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8', '172.32.0.1'])
    assert.equal(isNonPublicAddress(address), false, address);
});

test('only a link written with a non-public host may reach it, and only that host', () => {
  assert.equal(literalNonPublicHost('127.0.0.1'), '127.0.0.1');
  assert.equal(literalNonPublicHost('LOCALHOST'), 'localhost');
  assert.equal(
    literalNonPublicHost(new URL('http://2130706433/').hostname),
    '127.0.0.1',
    'the URL parser makes a decimal host the address it is',
  );
  assert.equal(literalNonPublicHost('example.com'), undefined);
  assert.equal(literalNonPublicHost('8.8.8.8'), undefined);
  assert.equal(mayConnect('example.com', '93.184.216.34', undefined), true);
  assert.equal(mayConnect('example.com', '127.0.0.1', undefined), false, 'a public name resolving to loopback');
  assert.equal(mayConnect('127.0.0.1', '127.0.0.1', '127.0.0.1'), true);
  assert.equal(mayConnect('10.0.0.5', '10.0.0.5', '127.0.0.1'), false, 'a redirect to another private address');
  assert.equal(mayConnect('localhost', '127.0.0.1', 'localhost'), true);
  assert.equal(mayConnect('localhost', '10.0.0.1', 'localhost'), false, 'localhost reaches its loopback only');
});

test('the guarded lookup refuses an answer holding a non-public address (every address judged)', async () => {
  const stub: LookupFunction = (_host, _options, callback) =>
    callback(null, [
      { address: '93.184.216.34', family: 4 },
      { address: '::ffff:127.0.0.1', family: 6 },
    ]);
  const error = await new Promise<NodeJS.ErrnoException | null>((resolve) =>
    guardedLookup(stub, undefined)('rebind.example', { all: true }, (e) => resolve(e)),
  );
  assert.equal(error?.code, 'EADDRREFUSED');
  const single = await new Promise<string>((resolve) =>
    guardedLookup((_h, _o, cb) => cb(null, [{ address: '93.184.216.34', family: 4 }]), undefined)(
      'ok.example',
      {},
      (_e, a) => resolve(a as string),
    ),
  );
  assert.equal(single, '93.184.216.34');
});

test('a public-looking host that resolves to loopback is refused at connect time: nothing reaches the server', async () => {
  let hits = 0;
  const server = http.createServer((_req, res) => {
    hits++;
    res.end('secret');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    // The name resolves to loopback when the connection is made (as after DNS rebinding, whatever an earlier lookup
    // said): the connection's own lookup is the one judged.
    let lookups = 0;
    const toLoopback: LookupFunction = (_host, _options, callback) => {
      lookups++;
      callback(null, [{ address: '127.0.0.1', family: 4 }]);
    };
    const checker = new LinkChecker({
      settings: { ...DEFAULT_EXTERNAL_LINK_SETTINGS, retries: 0 },
      userAgent: 'test',
      lookup: toLoopback,
    });
    const outcome = await checker.check(`http://docs.example.com:${port}/`);
    checker.close();
    assert.deepEqual(outcome, { kind: 'address-refused', host: 'docs.example.com', address: '127.0.0.1' });
    assert.equal(lookups, 1, "judged at the connection's lookup");
    // A redirect from an allowed literal host to a public-looking name resolving to loopback is refused as well.
    const redirecting = http.createServer((_req, res) => {
      res.writeHead(302, { location: `http://internal.example.com:${port}/` });
      res.end();
    });
    await new Promise<void>((resolve) => redirecting.listen(0, '127.0.0.1', resolve));
    const second = new LinkChecker({
      settings: { ...DEFAULT_EXTERNAL_LINK_SETTINGS, retries: 0 },
      userAgent: 'test',
      lookup: (_h, _o, cb) => cb(null, [{ address: '127.0.0.1', family: 4 }]),
    });
    const redirected = await second.check(`http://127.0.0.1:${(redirecting.address() as AddressInfo).port}/`);
    second.close();
    redirecting.close();
    assert.equal(redirected.kind, 'address-refused');
    assert.equal(hits, 0, 'the loopback server got no request');
  } finally {
    server.close();
  }
});
