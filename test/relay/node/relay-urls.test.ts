/** The pure pieces the extension imports (URL builders, hook secret) and the CLI settings. */
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deriveHookKey, deriveHookSecret } from '../../../src/relay-protocol/hook-secret.ts';
import { readRelayConfig } from '../../../src/relay/node/cli-options.ts';
import { DEFAULT_SETTINGS } from '../../../src/relay/relay-settings.ts';
import {
  eventStreamUrl,
  eventsUrl,
  exportCompletedWebhookUrl,
  exportDownloadUrl,
  exportPartUrl,
  exportTargets,
  imageResultWebhookUrl,
  newResultWebhookUrl,
  statusWebhookUrl,
  videoResultWebhookUrl,
} from '../../../src/relay-protocol/relay-urls.ts';

const BASE = 'http://127.0.0.1:8787';

describe('relay URL builders', () => {
  it('builds the hook URLs, keeping {STATUS} for the service to fill in', () => {
    expect(statusWebhookUrl(`${BASE}/`, 'al-1', 'S3cr-t_')).toBe(
      `${BASE}/hooks/al-1/S3cr-t_/status/{STATUS}`,
    );
    expect(newResultWebhookUrl(BASE, 'al-1', 's')).toBe(`${BASE}/hooks/al-1/s/new-result`);
    expect(imageResultWebhookUrl(BASE, 'img-1', 's')).toBe(`${BASE}/hooks/img-1/s/image-result`);
    expect(videoResultWebhookUrl(`${BASE}/`, 'vid 1', 'a/b')).toBe(
      `${BASE}/hooks/vid%201/a%2Fb/video-result`,
    );
    expect(exportCompletedWebhookUrl(BASE, 'al-1', 's', 'ex-1')).toBe(
      `${BASE}/hooks/al-1/s/exports/ex-1/completed`,
    );
    expect(exportPartUrl(BASE, 'al-1', 's', 'ex-1', 'pdf')).toBe(
      `${BASE}/hooks/al-1/s/exports/ex-1/pdf`,
    );
    expect(exportPartUrl(BASE, 'al-1', 's', 'ex-1', { resultId: 'a/b c' })).toBe(
      `${BASE}/hooks/al-1/s/exports/ex-1/results/a%2Fb%20c`,
    );
  });

  it('keeps a path prefix of the relay base URL', () => {
    expect(newResultWebhookUrl('https://example.test/relay/', 'al-1', 's')).toBe(
      'https://example.test/relay/hooks/al-1/s/new-result',
    );
    expect(
      eventsUrl('https://example.test/relay', { scanId: 'al-1', after: 4, waitSeconds: 20 }),
    ).toBe('https://example.test/relay/api/scans/al-1/events?after=4&wait=20');
  });

  it('builds the read API URLs', () => {
    expect(eventsUrl(BASE)).toBe(`${BASE}/api/events`);
    expect(eventsUrl(BASE, { after: 0, limit: 50 })).toBe(`${BASE}/api/events?after=0&limit=50`);
    expect(eventStreamUrl(BASE, { scanId: 'al-1', after: 9 })).toBe(
      `${BASE}/api/scans/al-1/events/stream?after=9`,
    );
    expect(exportDownloadUrl(BASE, 'al-1', 'ex-1', 'pdf')).toBe(
      `${BASE}/api/scans/al-1/exports/ex-1/pdf`,
    );
  });

  it('fills the delivery fields of an export request', () => {
    expect(exportTargets(BASE, 'al-1', 's', 'ex-1', { resultIds: ['r1'], pdf: true })).toEqual({
      completionWebhook: `${BASE}/hooks/al-1/s/exports/ex-1/completed`,
      crawledVersion: { verb: 'POST', endpoint: `${BASE}/hooks/al-1/s/exports/ex-1/crawled` },
      pdfReport: { verb: 'POST', endpoint: `${BASE}/hooks/al-1/s/exports/ex-1/pdf` },
      results: [
        { id: 'r1', verb: 'POST', endpoint: `${BASE}/hooks/al-1/s/exports/ex-1/results/r1` },
      ],
    });
  });
});

describe('hook secret', () => {
  it('is the base64url HMAC-SHA-256 of the scan id under the hook key of the token', async () => {
    const secret = await deriveHookSecret('relay-token-0123456789', 'al-scan-1');
    const hookKey = createHmac('sha256', 'relay-token-0123456789')
      .update('authenticity-lens relay hook key v2\u0000')
      .digest();
    expect(Buffer.from(await deriveHookKey('relay-token-0123456789'))).toEqual(hookKey);
    const expected = createHmac('sha256', hookKey)
      .update('authenticity-lens relay hook v2\u0000al-scan-1')
      .digest('base64url');
    expect(secret).toBe(expected);
    // 32 MAC bytes in base64url without padding.
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('differs per scan and per token', async () => {
    const a = await deriveHookSecret('token-a-0123456789', 'al-1');
    expect(await deriveHookSecret('token-a-0123456789', 'al-2')).not.toBe(a);
    expect(await deriveHookSecret('token-b-0123456789', 'al-1')).not.toBe(a);
  });
});

describe('relay settings', () => {
  it('defaults to 127.0.0.1:8787 and .relay/relay.sqlite', () => {
    expect(readRelayConfig([], {})).toEqual({
      ok: true,
      config: {
        host: '127.0.0.1',
        port: 8787,
        dbPath: '.relay/relay.sqlite',
        settings: DEFAULT_SETTINGS,
      },
    });
  });

  it('takes environment variables, with flags winning over them', () => {
    const env = {
      RELAY_PORT: '9000',
      RELAY_TOKEN: 'env-token-0123456789',
      RELAY_DB: '/tmp/a.sqlite',
    };
    const read = readRelayConfig(['--port', '9001', '--max-delivery-bytes', '1000'], env);
    expect(read).toMatchObject({
      ok: true,
      config: { port: 9001, token: 'env-token-0123456789', dbPath: '/tmp/a.sqlite' },
    });
    expect(read.ok && read.config.settings.limits.deliveryBytes).toBe(1000);
  });

  it('refuses bad values with a message, and answers --help', () => {
    expect(readRelayConfig(['--port', 'http'], {})).toMatchObject({ ok: false, message: /--port/ });
    expect(readRelayConfig(['--port', '70000'], {})).toMatchObject({ ok: false });
    expect(readRelayConfig([], { RELAY_TOKEN: 'short' })).toMatchObject({
      ok: false,
      message: /at least/,
    });
    // A bearer token is an RFC 6750 b64token; anything else could never authenticate.
    expect(readRelayConfig([], { RELAY_TOKEN: 'has:colon-and!bang-0123456789' })).toMatchObject({
      ok: false,
      message: /only letters, digits/,
    });
    expect(readRelayConfig([], { RELAY_TOKEN: 'b64/token+0123456789==' })).toMatchObject({
      ok: true,
    });
    // No flag for the token itself: it would show in the process list.
    expect(readRelayConfig(['--token', 'a-long-enough-token-0123456789'], {})).toMatchObject({
      ok: false,
    });
    expect(readRelayConfig(['--token-file', '/run/secrets/relay'], {})).toMatchObject({
      ok: true,
      config: { tokenFile: '/run/secrets/relay' },
    });
    expect(readRelayConfig(['--retention-days', '0'], {})).toMatchObject({
      ok: true,
      config: { settings: { guards: { retentionMs: 0 } } },
    });
    expect(readRelayConfig(['--colour'], {})).toMatchObject({ ok: false });
    expect(readRelayConfig(['--help'], {})).toEqual({ ok: false, help: true });
  });
});
