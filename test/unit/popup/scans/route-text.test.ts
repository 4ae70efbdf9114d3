import { describe, expect, it } from 'vitest';
import { routeText as routeIn } from '../../../../src/popup/scans/route-text.ts';
import type { ScanRoute } from '../../../../src/shared/scans/scan-route.ts';
import { translatorIn } from '../../../support/i18n/in-language.tsx';

const english = await translatorIn('en');
const routeText = (route: ScanRoute, words?: number) => routeIn(english, route, words);

const ADDRESS = 'the page’s address; the service fetches the page itself';

describe('routeText', () => {
  it('says the address is sent, and why', () => {
    expect(routeText({ route: 'url', why: 'public' })).toEqual({
      what: ADDRESS,
      why: 'The page looks the same without your cookies, so nothing of it leaves the browser.',
    });
    expect(routeText({ route: 'url', why: 'unchecked' })).toEqual({
      what: ADDRESS,
      why: 'Whether the page looks the same without your sign-in could not be checked.',
    });
    expect(routeText({ route: 'url', why: 'chosen' })).toEqual({
      what: ADDRESS,
      why: 'You chose to send the address.',
    });
  });

  it('ignores a word count for an address', () => {
    expect(routeText({ route: 'url', why: 'chosen' }, 1200).what).toBe(ADDRESS);
  });

  // A record made before routes existed has no `submission` (routeOf gives { route: 'url' }):
  // its "Sent …" line must not claim a comparison that never ran.
  it('claims no comparison for a scan sent by address before routes existed', () => {
    expect(routeText({ route: 'url' })).toEqual({ what: ADDRESS });
  });

  it('says a selection is sent as a file, with its word count when given, and no reason', () => {
    const route: ScanRoute = {
      route: 'text',
      filename: 'Essay 17 (selection).txt',
      why: 'selection',
    };
    expect(routeText(route)).toEqual({
      what: 'the selected text, as the file “Essay 17 (selection).txt”',
      why: undefined,
    });
    expect(routeText(route, 1234567).what).toBe(
      'the selected text (1,234,567 words), as the file “Essay 17 (selection).txt”',
    );
    expect(routeText(route, 0).what).toBe(
      'the selected text (0 words), as the file “Essay 17 (selection).txt”',
    );
  });

  it('says the page’s text is sent by choice, and a PDF’s when the file is too large to send', () => {
    expect(routeText({ route: 'text', filename: 'Essay.txt', why: 'chosen' }, 850)).toEqual({
      what: 'the page’s text (850 words), as the file “Essay.txt”',
      why: 'You chose to send the text.',
    });
    expect(routeText({ route: 'text', filename: 'Big.txt', why: 'pdf-too-large' })).toEqual({
      what: 'the PDF’s text, as the file “Big.txt”',
      why: 'The PDF is larger than the service takes, so its text is sent.',
    });
  });

  it('says a Google Doc’s text is sent, read from Docs’ own export', () => {
    const text = routeText({ route: 'text', filename: 'Essay draft.txt', why: 'google-doc' }, 980);
    expect(text.what).toBe('the document’s text (980 words), as the file “Essay draft.txt”');
    expect(text.why).toMatch(/Google Docs/);
    expect(text.why).toMatch(/export/);
  });

  it('says pasted text is sent, with no reason to give', () => {
    expect(routeText({ route: 'text', filename: 'Pasted text.txt', why: 'pasted' }, 300)).toEqual({
      what: 'the pasted text (300 words), as the file “Pasted text.txt”',
      why: undefined,
    });
  });

  it('gives what the comparison saw as the reason for a page behind a sign-in', () => {
    const detail = 'Without your cookies the address leads to lms.example.edu/login.';
    const why = 'signed-in';
    expect(routeText({ route: 'text', filename: 'Grade 17.txt', why, detail }, 300)).toEqual({
      what: 'the page’s text (300 words), as the file “Grade 17.txt”',
      why: `${detail} The service would scan another page, so the text you see is sent.`,
    });
    expect(routeText({ route: 'text', filename: 'Grade 17.txt', why }).why).toBe(
      'The service could not see this page as you do. The service would scan another page, so the text you see is sent.',
    );
  });

  // Not "would scan another page": the service cannot reach a private address at all.
  it('says the service cannot reach a private address', () => {
    const detail = 'intranet.local is not on the public internet, so the service cannot fetch it.';
    expect(routeText({ route: 'text', filename: 'Q3.txt', why: 'not-public', detail }).why).toBe(
      `${detail} So the text you see is sent.`,
    );
    expect(routeText({ route: 'text', filename: 'Q3.txt', why: 'not-public' }).why).toBe(
      'The service cannot reach this address. So the text you see is sent.',
    );
  });

  it('says a PDF is sent as its file, with its size', () => {
    expect(
      routeText({
        route: 'file',
        filename: 'thesis.pdf',
        fileUrl: 'https://uni.example/thesis.pdf',
        bytes: 3 * 1024 * 1024 + 512 * 1024,
      }),
    ).toEqual({
      what: 'the PDF file “thesis.pdf” (3.5 MB)',
      why: 'The PDF was fetched with your session, so a PDF behind a sign-in is scanned too.',
    });
    expect(
      routeText({
        route: 'file',
        filename: 'tiny.pdf',
        fileUrl: 'https://u.example/t.pdf',
        bytes: 1,
      }).what,
    ).toBe('the PDF file “tiny.pdf” (0.0 MB)');
  });

  it('says an image is sent for OCR, in which language', () => {
    expect(
      routeText({
        route: 'ocr',
        filename: 'scan-01.png',
        imageSrc: 'https://cdn.example/scan-01.png',
        langCode: 'zh-CN',
      }),
    ).toEqual({
      what: 'the image “scan-01.png”, for the service to read its text',
      why: 'Text in the image is read in language “zh-CN”.',
    });
  });

  it('says it in the reader’s language, with the count and size written their way', async () => {
    const german = await translatorIn('de');
    expect(
      routeIn(german, { route: 'text', filename: 'Aufsatz.txt', why: 'selection' }, 1234567).what,
    ).toBe('der markierte Text (1.234.567 Wörter) als Datei „Aufsatz.txt“');
    expect(routeIn(german, { route: 'text', filename: 'Aufsatz.txt', why: 'chosen' }, 1)).toEqual({
      what: 'der Text der Seite (1 Wort) als Datei „Aufsatz.txt“',
      why: 'Sie haben gewählt, den Text zu senden.',
    });
    const french = await translatorIn('fr');
    expect(
      routeIn(french, {
        route: 'file',
        filename: 'these.pdf',
        fileUrl: 'https://uni.example/these.pdf',
        bytes: 3.5 * 1024 * 1024,
      }).what,
    ).toBe('le fichier PDF «\u00a0these.pdf\u00a0» (3,5\u00a0Mo)');
  });
});
