import { test } from 'node:test';
import assert from 'node:assert/strict';
import { REDACTED, Redactor, maskToken } from '../../../client/src/core/redaction';

void test('a registered token is replaced wherever it appears', () => {
  const redactor = new Redactor();
  redactor.add('s3cr3t-api-token');
  const out = redactor.redact('calling with s3cr3t-api-token and again s3cr3t-api-token.');
  assert.equal(out, `calling with ${REDACTED} and again ${REDACTED}.`);
});

void test('a token that contains another registered token is replaced whole', () => {
  const redactor = new Redactor();
  redactor.add('abcdef');
  redactor.add('abcdefghij');
  assert.equal(redactor.redact('x abcdefghij y abcdef'), `x ${REDACTED} y ${REDACTED}`);
});

void test('a JSON-escaped form of a registered token is replaced too', () => {
  const redactor = new Redactor();
  redactor.add('tok"en\\value');
  const logged = JSON.stringify({ note: 'tok"en\\value' });
  assert.ok(!redactor.redact(logged).includes('en\\\\value'));
  assert.ok(redactor.redact(logged).includes(REDACTED));
});

void test('very short secrets are not replaced literally (they would shred the log)', () => {
  const redactor = new Redactor();
  redactor.add('ab');
  assert.equal(redactor.size, 0);
  assert.equal(redactor.redact('about abba'), 'about abba');
});

void test('an Authorization header value is redacted even when never registered', () => {
  const redactor = new Redactor();
  assert.equal(redactor.redact('Authorization: Token abc'), `Authorization: Token ${REDACTED}`);
  assert.equal(redactor.redact('authorization: bearer xyz, next'), `authorization: bearer ${REDACTED}, next`);
  assert.equal(redactor.redact('{"Authorization":"Token q"}'), `{"Authorization":"Token ${REDACTED}"}`);
  assert.equal(redactor.redact('sent with Token abc123def'), `sent with Token ${REDACTED}`);
});

void test('the word "token" in prose is left alone', () => {
  const redactor = new Redactor();
  for (const line of [
    'API token set for "Prod".',
    'Use Rotate Token to change it.',
    'plain http would send the API token unencrypted',
  ]) {
    assert.equal(redactor.redact(line), line);
  }
});

void test('token fields in logged JSON are redacted', () => {
  const redactor = new Redactor();
  const out = redactor.redact('{"token":"short1","current_token": "short2","name":"Acme"}');
  assert.equal(out, `{"token":"${REDACTED}","current_token": "${REDACTED}","name":"Acme"}`);
});

void test('long random-looking runs are redacted, ordinary long words are kept', () => {
  const redactor = new Redactor();
  assert.equal(redactor.redact('got 9f8e7d6c5b4a39281706f5e4d3c2b1a0 back'), `got ${REDACTED} back`);
  assert.equal(redactor.redact('internationalizationandlocalization'), 'internationalizationandlocalization');
  assert.equal(redactor.redact('group acme-corp in Testing'), 'group acme-corp in Testing');
});

void test('maskToken shows the last four characters of a long token only', () => {
  assert.equal(maskToken('0123456789abcdefWXYZ'), '••••••••WXYZ');
  assert.equal(maskToken('short'), '••••••••');
  assert.equal(maskToken(undefined), '(none stored)');
});
