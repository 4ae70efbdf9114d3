/**
 * Text pasted into the popup, scanned for plagiarism: sent as "Pasted text.txt", saying why,
 * whatever the tab shows (nothing is read from it); refused with its count outside the limits
 * before anything is sent; answered from history once the same text's scan is done.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { UrlScanCheck } from '../../../../src/shared/checks/check-record.ts';
import { LIGHTHOUSE_FRESNEL } from '../../../fake-service/tests/helpers/fake-internet-text.ts';
import { FOLLOW_ALARM, startScanWorld, type ScanWorld } from '../helpers/scan-world.ts';
import { startWorker, type TestWorker } from '../helpers/worker-harness.ts';

let w: TestWorker;
let world: ScanWorld | undefined;

afterEach(async () => {
  await w.close();
  await world?.close();
  world = undefined;
});

const OWN = 'Our class visited the harbour and wrote about what the old keepers did each night. ';
/** An essay quoting one sentence of the fake internet word for word, as it is scanned. */
const ESSAY = `${OWN.repeat(3).trim()}\n${LIGHTHOUSE_FRESNEL}\n${OWN.repeat(3).trim()}`;
/** The same, as pasted: CRLF line ends and blank edges. */
const PASTED = `\r\n ${ESSAY.replace(/\n/g, '\r\n')}\r\n`;

async function start(): Promise<number> {
  w = await startWorker({ settings: { sandbox: false } });
  world = await startScanWorld(w);
  // The tab the popup was opened on: a browser page, which nothing can read.
  return w.fake.tabs.open({ url: 'chrome://newtab/', scriptable: false });
}

const fileSubmissions = (id?: string): number =>
  w.svc.control.requests.filter(
    (r) =>
      r.method === 'PUT' &&
      (id === undefined
        ? r.path.startsWith('/v3/scans/submit/file/')
        : r.path === `/v3/scans/submit/file/${id}`),
  ).length;

/** Follows the scan on its alarm until `probe` holds. */
function followUntil(id: string, what: string, probe: (scan: UrlScanCheck) => boolean) {
  return w.until(what, async () => {
    if (w.fake.alarms.scheduled(FOLLOW_ALARM)) w.fireAlarm(FOLLOW_ALARM);
    const { scan } = await w.askOk('scans/poll', { id, waitSeconds: 1 });
    return scan && probe(scan) ? scan : undefined;
  });
}

describe('pasted text scanned for plagiarism', () => {
  it('is sent as "Pasted text.txt" from any tab, and its copied sentence found', async () => {
    const tabId = await start();
    const scan = await w.askOk('scans/start-pasted', { tabId, text: PASTED });
    expect(scan).toMatchObject({
      input: ESSAY,
      source: {
        origin: 'pasted',
        tabId,
        title: '“Our class visited the harbour and wrote about what the old…”',
      },
      submission: { route: 'text', why: 'pasted', filename: 'Pasted text.txt' },
    });
    expect(fileSubmissions(scan.id)).toBe(1);
    expect(w.requestsTo('/v3/scans/submit/url/')).toBe(0);

    const read = await followUntil(
      scan.id,
      'the passages',
      (s) => s.result?.passagesState === 'read',
    );
    expect(read.result?.sources.some((s) => s.url?.includes('lighthouse-keepers'))).toBe(true);
    expect(read.result?.passages?.map((p) => ESSAY.slice(p.start, p.start + p.length))).toEqual([
      LIGHTHOUSE_FRESNEL,
    ]);
    // Nothing read from the tab, nothing painted there.
    expect(w.fake.contentScript.received).toEqual([]);
    expect(w.fake.log.count('scripting.executeScript')).toBe(0);
  });

  it('is answered from history once the same text was scanned, with nothing sent', async () => {
    const tabId = await start();
    const first = await w.askOk('scans/start-pasted', { tabId, text: PASTED });
    await followUntil(first.id, 'the first result', (s) => s.status === 'done');
    const sent = fileSubmissions();

    const again = await w.askOk('scans/start-pasted', { tabId, text: ESSAY });
    expect(again).toMatchObject({ status: 'done', cachedFrom: first.id, credits: 0, input: ESSAY });
    expect(again.id).not.toBe(first.id);
    expect(again.result?.sources.length).toBeGreaterThan(0);
    expect(fileSubmissions()).toBe(sent);
  });

  it('is refused with its count when too short or too long, before anything is sent', async () => {
    const tabId = await start();
    const short = await w.ask('scans/start-pasted', {
      tabId,
      text: `  ${'word '.repeat(50).trim()}\r\n\r\n`,
    });
    expect(short).toMatchObject({ ok: false, error: { kind: 'invalid-input', field: 'text' } });
    expect(!short.ok && short.error.message).toContain('at least 255 characters; this has 249.');

    const long = await w.ask('scans/start-pasted', { tabId, text: 'a'.repeat(100_001) });
    expect(long).toMatchObject({ ok: false, error: { kind: 'invalid-input', field: 'text' } });
    expect(!long.ok && long.error.message).toContain(
      'at most 100,000 characters; this has 100,001.',
    );

    expect(w.requestsTo('/v3/scans/')).toBe(0);
    expect(await (await w.history()).recent(10)).toEqual([]);
  });
});
