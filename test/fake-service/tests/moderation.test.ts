import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT, field, startTestService, type TestService } from './helpers/service.ts';

const ALL_LABELS = [
  'toxic-v1',
  'profanity-v1',
  'hate-speech-v1',
  'harassment-v1',
  'self-harm-v1',
  'adult-v1',
  'violent-v1',
  'drugs-v1',
  'firearms-v1',
  'cybersecurity-v1',
].map((id) => ({ id }));

interface Moderation {
  modelVersion: string;
  moderations: { text: { chars: { labels: number[]; starts: number[]; lengths: number[] } } };
  legend: { index: number; id: string }[];
  scannedDocument: { scanId: string; actualCredits: number };
}

describe('text moderation POST /v1/text-moderation/{scanId}/check', () => {
  let service: TestService;
  let token: string;
  const check = (json: unknown, scanId = 'mod-1') =>
    service.call('POST', `/v1/text-moderation/${scanId}/check`, { token, json });

  beforeAll(async () => {
    service = await startTestService();
    token = await service.login();
  });
  afterAll(() => service.close());

  it('returns keyword spans with labels that index into the legend', async () => {
    const text = 'They tried to hack the server and sell a rifle. Damn.';
    const response = await check({ text, language: 'en', labels: ALL_LABELS });
    expect(response.status).toBe(200);
    const body = response.json as Moderation;
    expect(body.modelVersion).toBe('v1');
    const { labels, starts, lengths } = body.moderations.text.chars;
    const found = labels.map((label, i) => ({
      id: body.legend.find((entry) => entry.index === label)?.id,
      text: text.slice(starts[i], starts[i]! + lengths[i]!),
    }));
    expect(found).toEqual([
      { id: 'cybersecurity-v1', text: 'hack' },
      { id: 'firearms-v1', text: 'rifle' },
      { id: 'profanity-v1', text: 'Damn' },
    ]);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(body.scannedDocument).toMatchObject({ scanId: 'mod-1', actualCredits: 1 });
  });

  it('only reports the requested labels', async () => {
    const body = (await check({ text: 'hack the rifle', labels: [{ id: 'firearms-v1' }] }))
      .json as Moderation;
    expect(body.moderations.text.chars.labels.map((i) => body.legend[i]?.id)).toEqual([
      'firearms-v1',
    ]);
  });

  it('treats "language": null like no language at all (English)', async () => {
    const text = 'They tried to hack the server and sell a rifle. Damn.';
    const withNull = await check({ text, language: null, labels: ALL_LABELS });
    expect(withNull.status).toBe(200);
    const without = await check({ text, labels: ALL_LABELS });
    expect(field(without.json, 'moderations.text.chars.labels')).toEqual(
      expect.arrayContaining([expect.any(Number)]),
    );
    expect(field(withNull.json, 'moderations')).toEqual(field(without.json, 'moderations'));
  });

  it.each([
    ['an unknown label', { text: 'hello', labels: [{ id: 'spam-v1' }] }],
    ['no labels', { text: 'hello', labels: [] }],
    ['labels missing', { text: 'hello' }],
    ['empty text', { text: '', labels: ALL_LABELS }],
    ['text over 25000 chars', { text: 'a'.repeat(25_001), labels: ALL_LABELS }],
    ['a language other than en', { text: 'hola', language: 'es', labels: ALL_LABELS }],
  ])('answers 400 for %s', async (_name, json) => {
    expect((await check(json)).status).toBe(400);
  });

  it('answers 401 without a token, 402 without credits, charges nothing in sandbox', async () => {
    expect(
      (
        await service.call('POST', '/v1/text-moderation/mod-2/check', {
          json: { text: 'x', labels: ALL_LABELS },
        })
      ).status,
    ).toBe(401);
    service.control.setCredits(DEMO_ACCOUNT.email, 0);
    const broke = await check({ text: 'hello', labels: ALL_LABELS });
    expect(broke.status).toBe(402);
    expect(field(broke.json, 'error.id')).toBe('insufficient_credits');
    expect((await check({ text: 'hello', labels: ALL_LABELS, sandbox: true })).status).toBe(200);
    expect(service.control.credits(DEMO_ACCOUNT.email)).toBe(0);
  });
});
