/**
 * A class set of document links from a page (an LMS submissions list): the page's links listed
 * through the content script, the chosen ones made a batch whose rows the worker fetches through
 * the guarded document path and reads; a broken link's row fails with its reason before anything
 * is spent for it, and the rest goes on; a row read is not fetched again after a worker restart.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ok } from '../../../../src/core/errors.ts';
import { startReceiver, type Receiver } from '../../helpers/receiver.ts';
import { AI_WRITTEN } from '../helpers/test-pages.ts';
import { startWorker, type TestWorker } from '../helpers/worker-harness.ts';
import { batchWaiter, rowNamed } from './batch-views.ts';

let w: TestWorker;
let site: Receiver;
const essay = (n: number): string =>
  `Essay ${n}. ${AI_WRITTEN}\nIt ends with a sentence of its own, number ${n}.`;

beforeEach(async () => {
  w = await startWorker();
  site = await startReceiver(({ path }) => {
    if (path === '/files/anna.txt') return { body: essay(1), contentType: 'text/plain' };
    if (path === '/files/ben.txt') return { body: essay(2), contentType: 'text/plain' };
    if (path === '/pluginfile.php/7/carl.docx') {
      // The platform's sign-in page where the file was expected.
      return {
        body: '<!doctype html><title>Log in</title><form><input type="password"></form>',
        contentType: 'text/html',
      };
    }
    return { status: 404, body: 'Not found', contentType: 'text/plain' };
  });
});
afterEach(async () => {
  await site.close();
  await w.close();
});

const sent = (): number => w.requestsTo('/writer-detector/') + w.requestsTo('/text-moderation/');
const fetched = (path: string): number => site.calls.filter((c) => c.path === path).length;

const batchWhere = batchWaiter(() => w);

describe('a class set of document links', () => {
  it('lists the page’s document links with the page’s address', async () => {
    const pageUrl = `${site.url}/mod/assign/view.php?id=3`;
    const tabId = w.fake.tabs.open({ url: pageUrl });
    const links = [{ url: `${site.url}/files/anna.txt`, label: 'Anna – essay' }];
    w.fake.contentScript.answer('content/list-document-links', () => ok({ links, leftOut: 2 }));
    expect(await w.askOk('batches/list-links', { tabId })).toEqual({ links, leftOut: 2, pageUrl });
  });

  it('lists the links of frames it may read, another site’s with that frame’s address, and counts those it may not', async () => {
    const pageUrl = `${site.url}/course/view.php?id=3`;
    const shelf = 'https://files.example.org/shelf/7';
    const tabId = w.fake.tabs.open({
      url: pageUrl,
      frames: [
        { frameId: 1, url: `${site.url}/mod/folder/view.php?id=9` },
        { frameId: 2, url: shelf },
        { frameId: 3, url: 'https://video.example.net/embed/1', scriptable: false },
      ],
    });
    const linkIn: Record<number, { url: string; label: string; frameUrl?: string }> = {
      0: { url: `${site.url}/files/anna.txt`, label: 'Anna' },
      1: { url: `${site.url}/files/ben.txt`, label: 'Ben' },
      // A page cannot choose the network rule its link is fetched under.
      2: { url: 'https://files.example.org/dana.docx', label: 'Dana', frameUrl: pageUrl },
    };
    w.fake.contentScript.answer('content/list-document-links', (_, __, frameId) =>
      ok({ links: [linkIn[frameId ?? 0]!], leftOut: 0 }),
    );
    const listed = await w.askOk('batches/list-links', { tabId });
    expect(listed).toEqual({
      links: [
        { url: `${site.url}/files/anna.txt`, label: 'Anna' },
        { url: `${site.url}/files/ben.txt`, label: 'Ben' },
        { url: 'https://files.example.org/dana.docx', label: 'Dana', frameUrl: shelf },
      ],
      leftOut: 0,
      pageUrl,
      unreadFrames: 1,
    });
    const created = await w.askOk('batches/create-links', {
      pageUrl,
      links: listed.links,
      kinds: ['ai-text'],
    });
    // Each row is fetched under the network rule of the document it stands in.
    expect(created.rows.map((r) => r.source.type === 'link' && r.source.pageUrl)).toEqual([
      pageUrl,
      pageUrl,
      shelf,
    ]);
  });

  it('fetches and reads each link; a broken one fails with its reason, nothing spent for it', async () => {
    const pageUrl = `${site.url}/mod/assign/view.php?id=3`;
    const created = await w.askOk('batches/create-links', {
      pageUrl,
      links: [
        { url: `${site.url}/files/anna.txt`, label: 'Anna' },
        { url: `${site.url}/files/gone.docx`, label: 'Gone' },
        { url: `${site.url}/pluginfile.php/7/carl.docx`, label: 'Carl' },
        { url: `${site.url}/files/ben.txt`, label: 'Ben' },
      ],
      kinds: ['ai-text', 'moderation'],
    });
    expect(created.rows.map((r) => r.source)).toEqual([
      { type: 'link', url: `${site.url}/files/anna.txt`, name: 'Anna', pageUrl },
      { type: 'link', url: `${site.url}/files/gone.docx`, name: 'Gone', pageUrl },
      { type: 'link', url: `${site.url}/pluginfile.php/7/carl.docx`, name: 'Carl', pageUrl },
      { type: 'link', url: `${site.url}/files/ben.txt`, name: 'Ben', pageUrl },
    ]);
    const ready = await batchWhere(created.id, 'the batch read', (b) => b.status === 'ready');
    expect(rowNamed(ready, 'Anna')).toMatchObject({ status: 'ready', format: 'txt' });
    expect(rowNamed(ready, 'Gone')).toMatchObject({
      status: 'failed',
      error: { kind: 'network', status: 404 },
    });
    expect(rowNamed(ready, 'Gone').error?.message).toContain('answered 404');
    expect(rowNamed(ready, 'Carl').status).toBe('failed');
    expect(rowNamed(ready, 'Carl').error?.message).toMatch(/web page|sign/i);
    expect(sent()).toBe(0);
    // The cost is of the two readable rows only.
    expect(rowNamed(ready, 'Gone').credits).toBeUndefined();

    const credits = ready.rows.reduce((s, r) => s + (r.credits ?? 0), 0);
    await w.askOk('batches/start', { id: created.id, confirmedCredits: credits });
    const done = await batchWhere(created.id, 'the batch done', (b) => b.status === 'done');
    expect(done.rows.map((r) => r.status)).toEqual(['done', 'failed', 'failed', 'done']);
    expect(rowNamed(done, 'Anna').aiShare).toBeGreaterThan(0.5);
    expect(w.requestsTo('/writer-detector/', 'POST')).toBe(2);
    expect(w.requestsTo('/text-moderation/', 'POST')).toBe(2);
  });

  it('does not fetch a row read before the worker stopped again', async () => {
    const { id } = await w.askOk('batches/create-links', {
      pageUrl: `${site.url}/course`,
      links: [
        { url: `${site.url}/files/anna.txt`, label: 'Anna' },
        { url: `${site.url}/files/ben.txt`, label: 'Ben' },
      ],
      kinds: ['ai-text'],
    });
    const ready = await batchWhere(id, 'the batch read', (b) => b.status === 'ready');
    await w.restart();
    await w.askOk('batches/start', {
      id,
      confirmedCredits: ready.rows.reduce((s, r) => s + (r.credits ?? 0), 0),
    });
    await batchWhere(id, 'the batch done', (b) => b.status === 'done');
    expect(fetched('/files/anna.txt')).toBe(1);
    expect(fetched('/files/ben.txt')).toBe(1);
    expect(w.requestsTo('/writer-detector/', 'POST')).toBe(2);
  });

  it('refuses a link batch with no links, before anything', async () => {
    const answer = await w.ask('batches/create-links', {
      pageUrl: `${site.url}/course`,
      links: [],
      kinds: ['ai-text'],
    });
    expect(answer).toMatchObject({ ok: false, error: { kind: 'invalid-input' } });
  });
});
