// @vitest-environment jsdom
/** Finding named objects: the form that asks, and the answer over the image. */
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { objectDetectionCheck } from '../../../support/check-records.ts';
import { inLanguage, translatorIn } from '../../../support/i18n/in-language.tsx';
import { recordCanvasFrames } from '../../../support/recording-canvas.ts';

vi.mock('../../../../src/platform/messaging.ts', () => ({
  sendToBackground: () => Promise.resolve({ ok: true, value: {} }),
}));

const { FindObjectsForm } = await import('../../../../src/popup/objects/find-objects-form.tsx');
const { ObjectsResultView } = await import('../../../../src/popup/objects/objects-result-view.tsx');

/** A 4x2 answer: a face in the top half; the hand and the dog not found. */
const check = objectDetectionCheck('https://news.test/p.jpg', ['face', 'hand', 'dog'], {
  detectedObjects: [{ object: 'face', mask: { starts: [0], lengths: [4] } }],
  imageInfo: { shape: { width: 4, height: 2 } },
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ObjectsResultView', () => {
  it('draws what was found and names what was not', () => {
    recordCanvasFrames();
    render(<ObjectsResultView check={check} />);
    expect(screen.getByRole('img', { name: 'Found objects, marked over the image' }));
    expect(screen.getByTestId('objects-missing').textContent).toBe(
      'Not found in this image: hand, dog.',
    );
  });

  it('is shown in French, with the share and the plural of what was not found', async () => {
    recordCanvasFrames();
    render(inLanguage(await translatorIn('fr'), <ObjectsResultView check={check} />));
    expect(screen.getByRole('img', { name: 'L’image dans laquelle les objets ont été trouvés' }));
    expect(screen.getByRole('group', { name: 'Affichage\u00a0: Objets trouvés' }));
    expect(screen.getByTestId('objects-missing').textContent).toBe(
      'Introuvables dans cette image\u00a0: hand, dog.',
    );
    // French writes a (no-break) space before the percent sign.
    expect(screen.getByRole('checkbox', { name: /face/ }).parentElement?.textContent).toMatch(
      /^face 50[\u00a0\u202f]% de l’image$/,
    );
  });
});

describe('FindObjectsForm', () => {
  it('asks for up to three objects, in German', async () => {
    render(
      inLanguage(
        await translatorIn('de'),
        <FindObjectsForm src="https://news.test/p.jpg" tabId={1} onStarted={() => undefined} />,
      ),
    );
    const field = screen.getByRole<HTMLInputElement>('textbox', {
      name: 'Objekte in diesem Bild zeigen (bis zu 3, durch Kommas getrennt)',
    });
    // The names go to the service as typed: the example stays in English.
    expect(field.placeholder).toBe('face, hand');
    expect(screen.getByRole('button', { name: 'Objekte zeigen' }));
  });
});
