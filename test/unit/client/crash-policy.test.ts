// The client's restart policy: a killed server comes back, and the user is
// told once, never in a loop.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CrashPolicy, MAX_RESTARTS, WINDOW_MS } from '../../../client/src/crash-policy';

test('the first crash restarts the server and is announced', () => {
  const policy = new CrashPolicy();
  assert.deepEqual(policy.onCrash(1_000), { restart: true, notice: 'restarted' });
});

test('later crashes within the budget restart silently', () => {
  const policy = new CrashPolicy();
  policy.onCrash(0);
  for (let i = 1; i < MAX_RESTARTS; i++) assert.deepEqual(policy.onCrash(i * 1000), { restart: true, notice: null });
});

test('a crash beyond the budget stops restarting, announced once', () => {
  const policy = new CrashPolicy();
  for (let i = 0; i < MAX_RESTARTS; i++) assert.equal(policy.onCrash(i).restart, true);
  assert.deepEqual(policy.onCrash(MAX_RESTARTS), { restart: false, notice: 'gave-up' });
  assert.deepEqual(policy.onCrash(MAX_RESTARTS + 1), { restart: false, notice: null });
});

test('crashes spread wider than the window keep restarting, still announced only once', () => {
  const policy = new CrashPolicy();
  const notices: (string | null)[] = [];
  for (let i = 0; i < 20; i++) {
    const d = policy.onCrash(i * (WINDOW_MS / 2));
    assert.equal(d.restart, true, `crash ${i}`);
    notices.push(d.notice);
  }
  assert.deepEqual(
    notices.filter((n) => n !== null),
    ['restarted'],
  );
});

test('a manual restart gives a fresh budget and a new announcement', () => {
  const policy = new CrashPolicy();
  for (let i = 0; i <= MAX_RESTARTS; i++) policy.onCrash(i);
  assert.equal(policy.onCrash(10).restart, false);
  policy.reset();
  assert.deepEqual(policy.onCrash(11), { restart: true, notice: 'restarted' });
});
