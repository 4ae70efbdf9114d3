import { describe, expect, it } from 'vitest';
import english from '../../../../public/_locales/en/messages.json';
import french from '../../../../public/_locales/fr/messages.json';
import { createTranslator } from '../../../../src/shared/i18n/translator.ts';
import { errorDetail } from '../../../../src/shared/checks/error-detail.ts';
import { heatmapTarget } from '../../../../src/shared/checks/heatmap-eligibility.ts';
import type { CheckedImage, ImageCheck } from '../../../../src/shared/checks/check-record.ts';
import { imageCheck as imageCheckOf } from '../../../support/check-records.ts';

/** Over the service's limits at 8000x6000, sent scaled to 6000x4500. */
function imageCheck(
  src: string,
  original?: CheckedImage['original'],
  status: ImageCheck['status'] = 'done',
): ImageCheck {
  const sizes = { naturalWidth: 8000, naturalHeight: 6000, sentWidth: 6000, sentHeight: 4500 };
  return imageCheckOf(src, { status, image: { ...sizes, ...(original ? { original } : {}) } });
}

const code = (record: ImageCheck): string | undefined => {
  const target = heatmapTarget(record);
  return target.ok ? undefined : target.error.code;
};

describe('heatmapTarget', () => {
  it('sends the original address with a fileName of its real format', () => {
    const record = imageCheck('https://pics.example/a/photo.php?id=3', {
      format: 'webp',
      refit: [],
    });
    expect(heatmapTarget(record)).toEqual({
      ok: true,
      value: { url: 'https://pics.example/a/photo.php?id=3', fileName: 'photo.php.webp' },
    });
  });

  it('falls back to the address extension for records made before formats were kept', () => {
    const png = heatmapTarget(imageCheck('https://pics.example/cat.PNG'));
    expect(png.ok && png.value.fileName).toBe('cat.png');
    const unknown = heatmapTarget(imageCheck('https://pics.example/render'));
    expect(unknown.ok && unknown.value.fileName).toBe('render.jpg');
  });

  it('refuses, before any credit is spent, what the service could not download as it is', () => {
    expect(code(imageCheck('data:image/png;base64,AAAA'))).toBe('heatmap-address');
    expect(code(imageCheck('blob:https://pics.example/1-2'))).toBe('heatmap-address');
    expect(code(imageCheck('https://p.example/a.gif', { refit: ['format'] }))).toBe(
      'heatmap-format',
    );
    const big = heatmapTarget(
      imageCheck('https://p.example/a.jpg', { format: 'jpeg', refit: ['dimensions'] }),
    );
    expect(!big.ok && big.error.message).toMatch(/8000×6000 px/);
    expect(code(imageCheck('https://p.example/a.png', { format: 'png', refit: ['bytes'] }))).toBe(
      'heatmap-size',
    );
  });

  it('waits for the check itself, and refuses a check that failed before reading its image', () => {
    const running = heatmapTarget(imageCheck('https://p.example/a.jpg', undefined, 'running'));
    expect(!running.ok && running.error.kind).toBe('not-ready');
    const failed = imageCheck('https://p.example/a.jpg', undefined, 'failed');
    const refused = heatmapTarget({ ...failed, image: undefined });
    expect(!refused.ok && refused.error.kind).toBe('not-ready');
  });

  it('carries its reason in catalogue words, for the language of the page that shows it', () => {
    const fr = createTranslator('fr', french, english);
    const big = heatmapTarget(
      imageCheck('https://p.example/a.jpg', { format: 'jpeg', refit: ['dimensions'] }),
    );
    expect(!big.ok && errorDetail(big.error, fr)).toMatch(/^À 8000×6000 px, l’original dépasse/);
    const embedded = heatmapTarget(imageCheck('data:image/png;base64,AAAA'));
    expect(!embedded.ok && errorDetail(embedded.error, fr)).toMatch(/^Le service crée la carte/);
  });
});
