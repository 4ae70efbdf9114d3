// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { ImagePlagiarismResultSchema } from '../../../../src/api/endpoints/image-plagiarism-result.ts';
import { WebMatchesView } from '../../../../src/popup/web/web-matches-view.tsx';
import { webSearchCheck } from '../../../support/check-records.ts';
import { inLanguage, translatorIn } from '../../../support/i18n/in-language.tsx';
import { IMAGE_PLAGIARISM_RESULT } from '../../api/fixtures.ts';

/** Seven exact copies, each on its own site, and one altered copy shown on no page. */
const result = v.parse(ImagePlagiarismResultSchema, {
  ...IMAGE_PLAGIARISM_RESULT,
  matches: {
    internet: [
      ...Array.from({ length: 7 }, (_, i) => ({
        url: `https://cdn${i}.example/a.jpg`,
        matchType: 0,
        webPages: [{ url: `https://site${i}.example/post` }],
      })),
      { url: 'ftp://files.example/a.jpg', matchType: 1 },
    ],
    score: { totalMatches: 8, fullMatches: 7, partialMatches: 1 },
  },
});
const check = webSearchCheck('https://example.com/a.jpg', { result });

afterEach(cleanup);

describe('WebMatchesView', () => {
  it('tells where the image was found in French, each count in its plural form', async () => {
    render(
      inLanguage(
        await translatorIn('fr'),
        <WebMatchesView check={check} result={result} showImage={false} />,
      ),
    );
    expect(screen.getByTestId('web-headline').textContent).toBe(
      'Trouvée sur 7 sites\u00a0: 7 copies exactes, 1 copie modifiée',
    );
    expect(screen.getAllByText('Copie exacte')).toHaveLength(5);
    fireEvent.click(screen.getByText('Afficher les 8 copies'));
    expect(screen.getByText('Copie modifiée')).toBeTruthy();
    expect(screen.getByText('Aucune page qui l’affiche n’a été trouvée.')).toBeTruthy();
    expect(screen.getByTitle('Pas une adresse web, donc pas de lien')).toBeTruthy();
  });

  it('stays in English outside a translated page', () => {
    render(<WebMatchesView check={check} result={result} showImage={false} />);
    expect(screen.getByTestId('web-headline').textContent).toBe(
      'Found on 7 sites: 7 exact copies, 1 altered copy',
    );
    expect(screen.getByText('Show all 8 copies')).toBeTruthy();
  });
});
