/**
 * `"language": null` as real clients send it: an official client of the service sends it on
 * moderation by default (and may on AI text), and the service reads it as "no language given"
 * (detected automatically). Raw JSON over HTTP to the fake service, then through our client.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startHarness, AI_TEXT, type Harness } from './helpers/setup.ts';

let h: Harness;

beforeEach(async () => {
  h = await startHarness();
});

afterEach(async () => {
  await h.svc.close();
});

const ENDPOINTS: [name: string, path: string, body: Record<string, unknown>][] = [
  ['AI text detection', '/v2/writer-detector/lang-null-1/check', { text: AI_TEXT }],
  [
    'moderation',
    '/v1/text-moderation/lang-null-2/check',
    { text: 'They tried to hack the server.', labels: [{ id: 'cybersecurity-v1' }] },
  ],
];

describe('"language": null', () => {
  it.each(ENDPOINTS)('is answered 200 by %s, sent as raw JSON', async (_name, path, body) => {
    expect((await h.client.login()).ok).toBe(true);
    const json = JSON.stringify({ ...body, language: null, sandbox: true });
    expect(json).toContain('"language":null');
    const response = await fetch(`${h.svc.apiUrl}${path}`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${h.tokenStore.current?.accessToken ?? ''}`,
        'Content-Type': 'application/json',
      },
      body: json,
    });
    expect(response.status).toBe(200);
  });

  it('is taken by our client as "detect it", and left out of what it sends', async () => {
    const sent: string[] = [];
    const client = h.makeClient({
      fetch: (input, init) => {
        if (typeof init.body === 'string') sent.push(init.body);
        return fetch(input, init);
      },
    });
    const text = await client.detectAiText('lang-null-3', { text: AI_TEXT, language: null });
    expect(text.ok).toBe(true);
    const moderation = await client.moderateText('lang-null-4', {
      text: 'They tried to hack the server.',
      language: null,
      labels: [{ id: 'cybersecurity-v1' }],
    });
    expect(moderation.ok).toBe(true);
    const checks = sent.filter((body) => body.includes('"text"'));
    expect(checks).toHaveLength(2);
    for (const body of checks) expect(body).not.toContain('language');
  });
});
