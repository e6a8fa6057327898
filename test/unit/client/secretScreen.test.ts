// The secret screen against every form in which an echoing server or a serializer can hand a token back.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SecretScreen } from '../../../client/src/api/secretScreen';
import { Redactor } from '../../../client/src/core/redaction';
import { echoedForms } from '../../support/echoedForms';

// Slashes and pluses, so URL-encoding and `\/` escaping change it.
const TOKEN = 'Kx9/Qw3+Lm7zR2vT8/nB5+yH4cJ6wP1d';

test('the screen finds a token in every form an echo can take', () => {
  const screen = new SecretScreen();
  screen.add(TOKEN);
  for (const [form, text] of Object.entries(echoedForms(TOKEN))) assert.equal(screen.exposes(text), true, form);
});

test('the screen lets ordinary text through', () => {
  const screen = new SecretScreen();
  screen.add(TOKEN);
  screen.add('ugt_wWicGfrIvUpK4p-ZfuJllKXpkV24lbJ4B846SV4rc78');
  for (const text of [
    'the body is nested more than 64 levels deep; the emulator accepts at most 64',
    'no user group has this current_token',
    '"user_group_id" must be a string',
    'rate limit exceeded; retry later',
    'Kx9 is a name, so is Qw3',
  ]) {
    assert.equal(screen.exposes(text), false, text);
  }
});

test('the log redactor leaves no form of a registered token in a line', () => {
  const redactor = new Redactor();
  redactor.add(TOKEN);
  const probe = new SecretScreen();
  probe.add(TOKEN);
  for (const [form, text] of Object.entries(echoedForms(TOKEN))) {
    const line = redactor.redact(`[Prod] rotate-token attempt 1: ${text}`);
    assert.equal(probe.exposes(line), false, `${form}: ${line}`);
  }
  // Known forms are replaced in place, keeping the rest of the line readable.
  assert.equal(redactor.redact(`{"token":"${TOKEN.replace(/\//g, '\\/')}"}`), '{"token":"[redacted]"}');
  assert.equal(redactor.redact(`url ${encodeURIComponent(TOKEN)} end`), 'url [redacted] end');
  assert.equal(redactor.redact('Rotate Token: HTTP 404 in 12 ms'), 'Rotate Token: HTTP 404 in 12 ms');
});
