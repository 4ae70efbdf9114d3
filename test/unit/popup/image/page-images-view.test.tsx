// @vitest-environment jsdom
/** The page's images the popup lists: size, what tells them apart, a button per check, and what was left out. */
import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { PageImagesView } from '../../../../src/popup/image/page-images-view.tsx';
import type { PageImage, PageImages } from '../../../../src/shared/messages/index.ts';
import { inLanguage, translatorIn } from '../../../support/i18n/in-language.tsx';

const image = (change: Partial<PageImage> = {}): PageImage => ({
  src: 'https://news.test/img/harbour.jpg',
  kind: 'img',
  alt: '',
  naturalWidth: 1200,
  naturalHeight: 800,
  estimated: false,
  shownWidth: 600,
  shownHeight: 400,
  thumbnail: false,
  ...change,
});

const LISTED: PageImages = {
  images: [
    image(),
    image({
      src: 'https://cdn.test/wide.webp',
      kind: 'background',
      estimated: true,
      waiting: true,
      frameUrl: 'https://video.test/embed/1',
      frameId: 2,
    }),
  ],
  tooSmall: 3,
  unreadableFrames: { count: 2, sites: ['https://ads.test/x', 'https://maps.test/'] },
};

const nothing = (): Promise<void> => Promise.resolve();
const view = (listed: PageImages, sandbox = false) => (
  <PageImagesView images={listed} sandbox={sandbox} onCheck={nothing} onScanText={nothing} />
);
/** The line under each image's name: its size and what tells it apart. */
const details = (): string[] =>
  [...document.querySelectorAll('li p.muted:not(.warning)')].map((p) => p.textContent ?? '');

afterEach(cleanup);

describe('PageImagesView', () => {
  it('lists each image with its size and a button per check', () => {
    render(view(LISTED));
    expect(screen.getByRole('heading').textContent).toBe('Images on this page');
    expect(details()).toEqual([
      '1200×800 px',
      '1200 px wide (largest source), background, not loaded on the page yet, in a frame from video.test',
    ]);
    expect(screen.getByRole('button', { name: 'Check for AI: harbour.jpg' }).textContent).toBe(
      'Check for AI',
    );
    expect(
      screen.getByRole('button', { name: 'Find on the web · 1 credit: harbour.jpg' }).textContent,
    ).toBe('Find on the web · 1 credit');
    expect(screen.getByRole('button', { name: 'Check its text for plagiarism: wide.webp' }));
  });

  it('says how many were too small and which frames it could not read', () => {
    render(view(LISTED));
    expect(screen.getByTestId('too-small').textContent).toBe(
      '3 images are under 512 px, too small to check for AI; right-click one to find it on the web.',
    );
    expect(screen.getByTestId('unreadable-frames').textContent).toBe(
      '2 frames of other sites (ads.test, maps.test) may hold more images, which Authenticity Lens may not read: right-click an image there to check it.',
    );
  });

  it('says one of each in the singular', () => {
    render(view({ images: [], tooSmall: 1, unreadableFrames: { count: 1, sites: [] } }));
    expect(screen.getByTestId('no-images').textContent).toBe(
      'No image on this page is large enough to check.',
    );
    expect(screen.getByTestId('too-small').textContent).toBe(
      '1 image is under 512 px, too small to check for AI; right-click it to find it on the web.',
    );
    expect(screen.getByTestId('unreadable-frames').textContent).toMatch(
      /^A frame of another site may hold more images/,
    );
  });

  it('is shown in German, with counts and costs the German way', async () => {
    render(inLanguage(await translatorIn('de'), view(LISTED, true)));
    expect(screen.getByRole('heading').textContent).toBe('Bilder auf dieser Seite');
    expect(details()).toEqual([
      '1200×800 px',
      '1200 px breit (größte Quelle), Hintergrund, auf der Seite noch nicht geladen, in einem Frame von video.test',
    ]);
    expect(screen.getByRole('button', { name: 'Auf KI prüfen: harbour.jpg' }).textContent).toBe(
      'Auf KI prüfen',
    );
    expect(
      screen.getByRole('button', {
        name: 'Im Web suchen · kostenlos im Sandbox-Modus: harbour.jpg',
      }),
    );
    expect(screen.getByTestId('too-small').textContent).toBe(
      '3 Bilder sind kleiner als 512 px und damit zu klein für die KI-Prüfung; klicken Sie mit der rechten Maustaste auf eines, um es im Web zu suchen.',
    );
    expect(screen.getByTestId('unreadable-frames').textContent).toMatch(
      /^2 Frames anderer Websites \(ads\.test, maps\.test\) können weitere Bilder enthalten/,
    );
  });

  it('writes the web search’s credits in the reader’s plural', async () => {
    render(inLanguage(await translatorIn('de'), view({ ...LISTED, tooSmall: 1 })));
    expect(screen.getByRole('button', { name: 'Im Web suchen · 1 Credit: harbour.jpg' }));
    expect(screen.getByTestId('too-small').textContent).toMatch(/^1 Bild ist kleiner als 512 px/);
  });

  it('lists names the Japanese way', async () => {
    render(inLanguage(await translatorIn('ja'), view(LISTED)));
    expect(details()[1]).toBe(
      '幅1200px（最大のソース）、背景、ページでまだ読み込まれていません、video.testのフレーム内',
    );
    expect(screen.getByTestId('unreadable-frames').textContent).toMatch(
      /^他のサイト（ads\.test、maps\.test）のフレーム2個に/,
    );
  });
});
