/** Scan settings: the relay token goes in and never comes out; it is for one relay address. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTestRelay, TOKEN, type TestRelay } from '../../../relay/helpers/test-relay.ts';
import { startWorker, type TestWorker } from '../helpers/worker-harness.ts';

let w: TestWorker;
let relay: TestRelay;
beforeEach(async () => {
  w = await startWorker();
  relay = await startTestRelay();
});
afterEach(async () => {
  await w.close();
  await relay.dispose();
});

describe('scan settings', () => {
  it('keep the relay token write-only, and say which host access is missing', async () => {
    w.fake.grantedOrigins.clear();
    const saved = await w.askOk('scans/settings-save', {
      settings: { relayUrl: relay.url, pdfReport: false },
      relayToken: TOKEN,
    });
    expect(saved).toMatchObject({
      hasRelayToken: true,
      settings: { relayUrl: relay.url, pdfReport: false },
      missingHostAccess: ['http://127.0.0.1/*'],
    });
    expect(JSON.stringify(w.exchanges.map((e) => e.reply))).not.toContain(TOKEN);
    expect(await w.askOk('scans/settings-get', {})).toEqual(saved);
  });

  it('forget the token when the relay moves without a new one', async () => {
    await w.askOk('scans/settings-save', { settings: { relayUrl: relay.url }, relayToken: TOKEN });
    const moved = await w.askOk('scans/settings-save', {
      settings: { relayUrl: 'http://localhost:9' },
    });
    expect(moved.hasRelayToken).toBe(false);
  });

  it('check that the relay is up and takes the token', async () => {
    await w.askOk('scans/settings-save', { settings: { relayUrl: relay.url }, relayToken: TOKEN });
    expect(await w.askOk('scans/relay-check', {})).toEqual({
      protocol: 2,
      member: { name: 'Owner', role: 'owner' },
    });

    await w.askOk('scans/settings-save', { relayToken: 'wrong-token-0123456789abcdef' });
    expect(await w.ask('scans/relay-check', {})).toMatchObject({
      ok: false,
      error: { kind: 'auth', code: 'relay-token' },
    });
  });

  it('stop sending a token the relay refused, until another is saved or the user checks again', async () => {
    const { relayAccess } = await import('../../../../src/background/relay-client/relay-access.ts');
    const { readScanEvents } =
      await import('../../../../src/background/relay-client/relay-reader.ts');
    let reads = 0;
    const passOn = globalThis.fetch;
    vi.stubGlobal('fetch', (input: string | URL | Request, init?: RequestInit) => {
      if (String(input instanceof Request ? input.url : input).startsWith(relay.url)) reads++;
      return passOn(input, init);
    });
    const relayReads = (): number => reads;
    await w.askOk('scans/settings-save', {
      settings: { relayUrl: relay.url },
      relayToken: 'revoked-token-0123456789abcdef',
    });
    // A background read with the refused token: refused once by the relay, then not sent again
    // (each refusal counts as a failed sign-in there, and enough shut this browser out).
    const first = await relayAccess();
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    expect(await readScanEvents(first.value, 'scan-1', 0)).toMatchObject({
      ok: false,
      error: { kind: 'auth', code: 'relay-token' },
    });
    const sent = relayReads();
    const refused = await relayAccess();
    expect(refused).toMatchObject({ ok: false, error: { kind: 'auth', code: 'relay-token' } });
    expect(refused.ok ? '' : refused.error.message).toMatch(/replaced or revoked/);
    expect(relayReads()).toBe(sent);
    // The user's own check still asks the relay.
    expect(await w.ask('scans/relay-check', {})).toMatchObject({
      ok: false,
      error: { kind: 'auth' },
    });
    expect(relayReads()).toBeGreaterThan(sent);
    // A new token is sent at once.
    await w.askOk('scans/settings-save', { relayToken: TOKEN });
    expect((await relayAccess()).ok).toBe(true);
  });
});
