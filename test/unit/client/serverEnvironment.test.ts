import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { serverEnvironment } from '../../../client/src/core/serverEnvironment';

const PARENT = {
  PATH: '/usr/bin',
  HOME: '/home/u',
  LC_ALL: 'C.UTF-8',
  Path: 'C:\\Windows',
  ELECTRON_RUN_AS_NODE: '1',
  DOCSITE_DEMO_API_TOKEN: 'demo-0123456789abcdef',
  DOCSITE_TEST_API_TOKEN: 'test-customer-0123456789abcdef',
  GITHUB_TOKEN: 'ghp_0123456789abcdef',
  NODE_OPTIONS: '--require /tmp/x.js',
};

test('only allow-listed variables reach the language server', () => {
  const env = serverEnvironment(PARENT);
  assert.deepEqual(
    Object.entries(env)
      .filter(([, value]) => value !== undefined)
      .map(([name]) => name)
      .sort(),
    ['ELECTRON_RUN_AS_NODE', 'HOME', 'LC_ALL', 'PATH', 'Path'],
  );
  // Every other variable is present as undefined, so it overrides the copy of process.env the language client makes.
  for (const name of ['DOCSITE_DEMO_API_TOKEN', 'DOCSITE_TEST_API_TOKEN', 'GITHUB_TOKEN', 'NODE_OPTIONS']) {
    assert.ok(name in env && env[name] === undefined, name);
  }
});

test('merged the way vscode-languageclient merges it, a child process sees none of the dropped variables', () => {
  // getEnvironment(env, fork) in vscode-languageclient: process.env, then the Electron switches, then ours.
  const merged = {
    ...process.env,
    ...PARENT,
    ELECTRON_RUN_AS_NODE: '1',
    ELECTRON_NO_ASAR: '1',
    ...serverEnvironment({ ...process.env, ...PARENT }),
  };
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(JSON.stringify(Object.keys(process.env)))'], {
    env: merged,
    encoding: 'utf8',
  });
  const names = JSON.parse(child.stdout) as string[];
  for (const name of ['DOCSITE_DEMO_API_TOKEN', 'DOCSITE_TEST_API_TOKEN', 'GITHUB_TOKEN', 'NODE_OPTIONS'])
    assert.ok(!names.includes(name), name);
  assert.ok(names.includes('PATH'));
});
