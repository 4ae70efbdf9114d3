import { describe, expect, it } from 'vitest';
import { readHeatmapAnswer } from '../../../../src/offscreen/heatmap/heatmap-answer.ts';
import { toBase64 } from '../../../../src/core/base64.ts';

const result = {
  model: 'ai-image-1-ultra-01-09-2025',
  result: { starts: [0], lengths: [2] },
  summary: { ai: 0.5, human: 0.5 },
  imageInfo: { shape: { width: 2, height: 2 } },
  scannedDocument: { scanId: 'h-1', actualCredits: 1, expectedCredits: 1 },
};

describe('readHeatmapAnswer', () => {
  it('reads the heatmap with the answer’s shares and credits', () => {
    const answer = readHeatmapAnswer({
      ...result,
      heatmap: { width: 2, height: 2, values: toBase64(new Uint8Array([9, 8, 7, 6])) },
    });
    expect(answer).toMatchObject({
      kind: 'answered',
      found: { kind: 'grid', grid: { width: 2, height: 2 } },
      summary: { ai: 0.5, human: 0.5 },
      credits: 1,
    });
  });

  it('is answered without a heatmap when the service left it out', () => {
    expect(readHeatmapAnswer(result)).toMatchObject({
      kind: 'answered',
      found: { kind: 'absent' },
    });
  });

  it('turns an error body into an explained failure; credits words make it a credits error', () => {
    const download = readHeatmapAnswer({
      scanId: 'h-1',
      error: { code: 'invalid_parameter', message: 'The image URL answered 404.' },
    });
    expect(download).toEqual({
      kind: 'failed',
      error: {
        kind: 'service',
        message: 'The service could not make the heatmap: The image URL answered 404.',
        code: 'invalid_parameter',
      },
    });
    const credits = readHeatmapAnswer({ error: 'Not enough credits' });
    expect(credits.kind === 'failed' && credits.error.kind).toBe('credits');
  });

  it('fails on an answer with neither a result nor a heatmap, or with a broken heatmap', () => {
    expect(readHeatmapAnswer({ hello: 1 }).kind).toBe('failed');
    const broken = readHeatmapAnswer({ ...result, heatmap: [[1, 2], [3]] });
    expect(broken.kind === 'failed' && broken.error.code).toBe('heatmap-format');
  });
});
