// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CLASSIFICATION,
  type TextDetectionResult,
} from '../../../../src/api/endpoints/text-detection-result.ts';
import { aiTextCheck, imageCheck, moderationCheck } from '../../../support/check-records.ts';
import { inLanguage, translatorIn } from '../../../support/i18n/in-language.tsx';

// The views ask the worker for nothing while they are only shown.
vi.mock('../../../../src/platform/messaging.ts', () => ({
  sendToBackground: () => Promise.resolve({ ok: true, value: {} }),
}));

const { AiResultView } = await import('../../../../src/popup/checks/ai-result-view.tsx');
const { PaintNote } = await import('../../../../src/popup/checks/paint-note.tsx');
const { ResultMeta } = await import('../../../../src/popup/checks/result-meta.tsx');
const { HeatmapPanel } = await import('../../../../src/popup/checks/heatmap-panel.tsx');

/** A long text of three sections, the first two AI-written. */
function aiAnswer(): { input: string; result: TextDetectionResult } {
  const part = 'A sentence of words that goes on for a while. '.repeat(12);
  const input = part.repeat(3);
  const section = (i: number, ai: boolean) => ({
    classification: ai ? CLASSIFICATION.ai : CLASSIFICATION.human,
    matches: [{ text: { chars: { starts: [i * part.length], lengths: [part.length] } } }],
  });
  return {
    input,
    result: {
      results: [section(0, true), section(1, true), section(2, false)],
      summary: { ai: 0.8, human: 0.2 },
      modelVersion: 'v3',
    },
  };
}

afterEach(cleanup);

describe('check results in German', () => {
  it('words the AI result, its counts and figures the German way', async () => {
    const de = await translatorIn('de');
    const { input, result } = aiAnswer();
    const check = aiTextCheck({ input, result, credits: 3 });
    const { container } = render(inLanguage(de, <AiResultView check={check} result={result} />));

    expect(screen.getByTestId('ai-share').textContent).toBe('80\u00a0%');
    expect(container.querySelector('.share-figure')?.textContent).toBe(
      '80\u00a0% des Textes von KI geschrieben',
    );
    expect(screen.getByRole('meter').getAttribute('aria-label')).toBe(
      'Anteil des Textes, der von KI geschrieben ist',
    );
    expect(screen.getByTestId('ai-verdict').textContent).toBe(
      'Dieser Text wirkt größtenteils von KI geschrieben.',
    );
    expect(screen.getByTestId('section-count').textContent).toBe(
      '2 von 3 Abschnitten von KI geschrieben',
    );
    // Folded: the length with German grouping, and what is marked.
    expect(container.querySelector('summary')?.textContent).toBe(
      `Der ganze Text (${input.length.toLocaleString('de')} Zeichen), mit markierten KI-Abschnitten`,
    );
    expect(input.length).toBeGreaterThan(1_000);
    expect(container.querySelector('mark.section-ai')?.getAttribute('title')).toBe(
      'Von KI geschrieben',
    );
    const meta = [...screen.getByTestId('result-meta').querySelectorAll('span')];
    expect(meta.map((span) => span.textContent)).toEqual(['Modell v3', '3 Credits']);
  });

  it('says one credit and one section in the singular', async () => {
    const de = await translatorIn('de');
    render(
      inLanguage(de, <ResultMeta check={aiTextCheck({ credits: 1 })} modelVersion={undefined} />),
    );
    expect(screen.getByTestId('result-meta').textContent).toBe('1 Credit');
    cleanup();

    const check = moderationCheck({
      source: { origin: 'page', tabId: 1, textId: 't1' },
      painted: { shown: 0, partly: 0, missing: 1, reason: 'form-field' },
    });
    render(inLanguage(de, <PaintNote check={check} />));
    expect(screen.getByTestId('paint-note').textContent).toBe(
      'Auf der Seite nicht angezeigt: 1 von 1 beanstandeten Passage, denn Text in einem Formularfeld kann auf der Seite nicht markiert werden.',
    );
  });

  it('offers and prices the heatmap in German', async () => {
    const de = await translatorIn('de');
    const check = imageCheck('https://pics.example/a.jpg', {
      image: { original: { format: 'jpeg', refit: [] } },
    });
    render(inLanguage(de, <HeatmapPanel check={check} />));
    expect(screen.getByRole('button').textContent).toBe('Heatmap anfordern');
    expect(screen.getByTestId('heatmap-panel').textContent).toContain('das kostet 1 Credit.');
    cleanup();

    // The reason there can be none comes as catalogue words, said in the page's language.
    render(inLanguage(de, <HeatmapPanel check={imageCheck('data:image/png;base64,AAAA')} />));
    expect(screen.getByTestId('heatmap-unavailable').textContent).toMatch(
      /^Keine Heatmap für dieses Bild: Der Dienst erstellt eine Heatmap/,
    );
  });
});

describe('check results in French', () => {
  it('says which marks could not be shown and why, with French typography', async () => {
    const fr = await translatorIn('fr');
    const check = aiTextCheck({
      source: { origin: 'page', tabId: 1, textId: 't1' },
      painted: { shown: 5, partly: 1, missing: 2, reason: 'changed' },
    });
    render(inLanguage(fr, <PaintNote check={check} />));
    expect(screen.getByTestId('paint-note').textContent).toBe(
      'Non affichées sur la page\u00a0: 2 sur 8 sections\u00a0; en partie seulement\u00a0: 1, car la page a changé après sa lecture. Vérifiez-la de nouveau pour les surligner.',
    );
  });
});
