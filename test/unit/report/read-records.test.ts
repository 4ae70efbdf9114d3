/** The report page's records: read by the ids its address names, with the worker's messages. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { translatorIn } from '../../support/i18n/translator-in.ts';
import { aiTextCheck, moderationCheck, urlScanCheck } from '../../support/check-records.ts';
import type { CheckRecord } from '../../../src/shared/checks/check-record.ts';

const asked: { type: string; payload: unknown }[] = [];
let history: CheckRecord[] = [];
let failing = false;
vi.mock('../../../src/platform/messaging.ts', () => ({
  sendToBackground: (type: string, payload: { ids?: string[]; id?: string }) => {
    asked.push({ type, payload });
    if (failing) {
      return Promise.resolve({
        ok: false,
        error: { kind: 'internal', message: 'the history is closed' },
      });
    }
    if (type === 'checks/get') {
      const checks = history.filter((c) => payload.ids?.includes(c.id));
      return Promise.resolve({ ok: true, value: { ids: checks.map((c) => c.id), checks } });
    }
    const scan = history.find((c) => c.id === payload.id && c.kind === 'url-scan') ?? null;
    return Promise.resolve({ ok: true, value: { scan } });
  },
}));

const { readRecords } = await import('../../../src/report/read-records.ts');
const t = await translatorIn('en');

const ai = aiTextCheck({ id: 'al-ai-0001' });
const moderation = moderationCheck({ id: 'al-mod-0002' });
const scan = urlScanCheck({ id: 'al-scan-0003' });

beforeEach(() => {
  asked.length = 0;
  history = [moderation, ai, scan];
  failing = false;
});

describe('the report page’s records', () => {
  it('are the checks the address names, in its order, asked with checks/get', async () => {
    const read = await readRecords(
      { kind: 'checks', ids: ['al-ai-0001', 'al-mod-0002'], print: true },
      t,
    );
    expect(read).toEqual({ records: [ai, moderation] });
    expect(asked).toEqual([
      { type: 'checks/get', payload: { ids: ['al-ai-0001', 'al-mod-0002'] } },
    ]);
  });

  it('are a scan asked with scans/get', async () => {
    const read = await readRecords({ kind: 'scan', id: 'al-scan-0003', print: false }, t);
    expect(read).toEqual({ records: [scan] });
    expect(asked).toEqual([{ type: 'scans/get', payload: { id: 'al-scan-0003' } }]);
  });

  it('are none, said so, when history no longer holds one of them', async () => {
    history = [ai];
    const message = { problem: 'The checks of this report are no longer in the history.' };
    expect(
      await readRecords({ kind: 'checks', ids: ['al-ai-0001', 'al-mod-0002'], print: false }, t),
    ).toEqual(message);
    expect(await readRecords({ kind: 'scan', id: 'al-scan-0003', print: false }, t)).toEqual(
      message,
    );
  });

  it('are none, with the worker’s reason, when it cannot answer', async () => {
    failing = true;
    expect(await readRecords({ kind: 'scan', id: 'al-scan-0003', print: false }, t)).toEqual({
      problem: 'Could not make the report: the history is closed',
    });
  });
});
