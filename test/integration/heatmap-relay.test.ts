/**
 * A heatmap over real HTTP, without the browser: submitted to the fake service with its webhook
 * on a real relay (heatmap-submission), read back from the relay (relay-reader) and interpreted
 * (heatmap-answer, read-heatmap), as the worker does.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { generateScanId } from '../../src/api/index.ts';
import { readHeatmapAnswer } from '../../src/offscreen/heatmap/heatmap-answer.ts';
import { submitHeatmap } from '../../src/background/heatmap/heatmap-submission.ts';
import {
  readScanEvents,
  type RelayAccess,
} from '../../src/background/relay-client/relay-reader.ts';
import type { RelayEvent } from '../../src/relay-protocol/relay-protocol.ts';
import { decodeMask } from '../../src/shared/mask/rle.ts';
import { ImageDetectionResultSchema } from '../../src/api/endpoints/image-detection-result.ts';
import * as v from 'valibot';
import { startTestRelay, TOKEN, type TestRelay } from '../relay/helpers/test-relay.ts';
import { png } from '../unit/api/helpers/images.ts';
import { startHarness, type Harness } from './helpers/setup.ts';
import { startReceiver, type Receiver } from './helpers/receiver.ts';

let h: Harness;
let site: Receiver;
let relay: TestRelay;
let access: RelayAccess;

beforeEach(async () => {
  h = await startHarness();
  site = await startReceiver((call) =>
    call.path === '/photo.png'
      ? { body: png(1024, 768), contentType: 'image/png' }
      : { status: 404, body: 'gone' },
  );
  relay = await startTestRelay();
  access = { baseUrl: relay.url, token: TOKEN };
});

afterEach(async () => {
  await h.svc.close();
  await site.close();
  await relay.dispose();
});

/** Long-polls the relay for the scan's image result, as the worker's follower does. */
async function imageResult(scanId: string): Promise<RelayEvent> {
  let cursor = 0;
  for (let look = 0; look < 10; look++) {
    const page = await readScanEvents(access, scanId, cursor, 2);
    if (!page.ok) throw new Error(page.error.message);
    const found = page.value.events.find((e) => e.kind === 'imageResult');
    if (found) return found;
    cursor = page.value.cursor;
  }
  throw new Error('no image result reached the relay');
}

describe('heatmaps through the relay', () => {
  it('delivers a heatmap that is hot where the AI mask is', async () => {
    const scanId = generateScanId();
    const sent = await submitHeatmap(h.client, {
      scanId,
      target: { url: `${site.url}/photo.png`, fileName: 'photo.png' },
      relay: access,
      sandbox: false,
    });
    expect(sent).toEqual({ ok: true, value: { accepted: true } });
    const submitted = h.svc.control.requests.find((r) =>
      r.path.includes('ai-image-detector-async'),
    );
    expect(submitted?.method).toBe('POST');

    const event = await imageResult(scanId);
    const answer = readHeatmapAnswer(event.payload);
    if (answer.kind !== 'answered' || answer.found.kind !== 'grid') {
      throw new Error(`unexpected answer ${JSON.stringify(answer).slice(0, 200)}`);
    }
    const { grid } = answer.found;
    expect([grid.width, grid.height]).toEqual([1024, 768]);
    expect(answer.credits).toBe(1);

    // Heat agrees with the yes/no mask of the same answer: hotter inside than outside.
    const result = v.parse(ImageDetectionResultSchema, event.payload);
    const mask = decodeMask(result.result ?? { starts: [], lengths: [] }, grid);
    if (!mask.ok) throw new Error(mask.error.message);
    let inside = 0;
    let insideCount = 0;
    let outside = 0;
    for (let i = 0; i < grid.values.length; i++) {
      if (mask.value[i] === 1) {
        inside += grid.values[i] as number;
        insideCount += 1;
      } else outside += grid.values[i] as number;
    }
    expect(insideCount).toBeGreaterThan(0);
    expect(inside / insideCount).toBeGreaterThan(outside / (grid.values.length - insideCount));
  });

  it('reports the service’s failure to download the image, in words', async () => {
    const scanId = generateScanId();
    const sent = await submitHeatmap(h.client, {
      scanId,
      target: { url: `${site.url}/missing.png`, fileName: 'missing.png' },
      relay: access,
      sandbox: true,
    });
    expect(sent.ok).toBe(true);
    const answer = readHeatmapAnswer((await imageResult(scanId)).payload);
    expect(answer.kind).toBe('failed');
    if (answer.kind === 'failed') expect(answer.error.message).toMatch(/404/);
  });

  it('answers 409 to a resubmitted id, which the worker takes as already sent', async () => {
    const scanId = generateScanId();
    const request = {
      scanId,
      target: { url: `${site.url}/photo.png`, fileName: 'photo.png' },
      relay: access,
      sandbox: true,
    };
    expect((await submitHeatmap(h.client, request)).ok).toBe(true);
    const again = await submitHeatmap(h.client, request);
    expect(!again.ok && again.error.kind).toBe('conflict');
    await imageResult(scanId);
  });
});
