import { describe, expect, it } from 'vitest';
import { canvasEditorAt } from '../../../../src/shared/frames/canvas-editors.ts';
import { isPdfUrl } from '../../../../src/background/sources/pdf-address.ts';
import { frameRefusal, webOrigin } from '../../../../src/shared/frames/frame-refusal.ts';
import { nothingToRead } from '../../../../src/shared/frames/nothing-to-read.ts';
import {
  CANVAS_EDITOR_CODE,
  DOC_SELECTION_CODE,
} from '../../../../src/shared/frames/unreadable-codes.ts';

describe('nothingToRead', () => {
  it('says Google Docs draws its own text, and what to do instead', () => {
    const error = nothingToRead('selection', {
      pageUrl: 'https://docs.google.com/document/d/1x/edit',
    });
    expect(error).toMatchObject({ kind: 'invalid-input', code: 'canvas-editor' });
    expect(error.message).toMatch(/^Google Docs draws its text itself.*File › Download/);
  });

  it('says a selection in a Google Doc cannot be read, and offers the whole document or pasting', () => {
    const error = nothingToRead('selection', {
      pageUrl: 'https://docs.google.com/document/d/1AbCdEfGhIjKlMnOpQrStUvWxYz/edit',
      googleDoc: true,
      // A Doc's own frames are not what keeps its text: the Doc is named, not them.
      unreadable: { count: 1, sites: ['https://ads.example'] },
    });
    expect(error).toMatchObject({
      kind: 'invalid-input',
      field: 'text',
      code: DOC_SELECTION_CODE,
    });
    expect(error.message).toMatch(/Check the whole document/);
    expect(error.message).toContain('“Paste text to check”');
  });

  it('keeps the Doc’s selection words for a selection: a whole page is another matter', () => {
    const error = nothingToRead('page', {
      pageUrl: 'https://docs.google.com/document/d/1AbCdEfGhIjKlMnOpQrStUvWxYz/edit',
      googleDoc: true,
    });
    expect(error.code).not.toBe(DOC_SELECTION_CODE);
    expect(error.code).toBe(CANVAS_EDITOR_CODE);
  });

  it('names the frame of another site a selection may be in, with the way to allow it', () => {
    const error = nothingToRead('selection', {
      pageUrl: 'https://lms.example/grader',
      unreadable: { count: 2, sites: ['https://files.example', 'https://ads.example'] },
    });
    expect(error).toMatchObject({
      kind: 'permission',
      code: 'frame-access',
      site: 'https://files.example',
    });
    expect(error.message).toBe(
      'Nothing is selected in the parts of this page Authenticity Lens may read. The page shows ' +
        'a frame from files.example (and 1 more sites), which it may not read yet: allow access ' +
        'to files.example, then try again.',
    );
  });

  it('counts frames it cannot name, and says a page without text of its own has them', () => {
    const error = nothingToRead('page', { unreadable: { count: 3, sites: [] } });
    expect(error.message).toBe(
      'This page has no readable text of its own. It shows 3 frames of other sites, which ' +
        'Authenticity Lens may not read yet.',
    );
    expect(error.site).toBeUndefined();
  });

  it('says plainly that nothing is selected when nothing else is known', () => {
    expect(nothingToRead('selection', { pageUrl: 'https://a.example/' })).toEqual({
      kind: 'invalid-input',
      message: 'Nothing is selected. Select the text to check, then try again.',
      field: 'text',
      words: { key: 'error_nothingSelected', args: [] },
    });
  });
});

describe('frameRefusal', () => {
  it('names the frame’s site, with its origin to ask access for', () => {
    const error = frameRefusal(
      'Cannot access contents of the page. Extension manifest must request permission.',
      'https://files.example:8443/sub/essay.html?x=1',
    );
    expect(error).toMatchObject({ kind: 'permission', site: 'https://files.example:8443' });
    expect(error.message).toMatch(/^This is inside a frame from files\.example:8443, which/);
  });

  it('tells a frame that went away from one it may not read', () => {
    expect(frameRefusal('No frame with id 12 in tab 3.', 'https://a.example/').kind).toBe(
      'not-found',
    );
    expect(
      frameRefusal('Missing host permission', 'chrome-extension://x/viewer.html'),
    ).toMatchObject({ kind: 'permission', code: 'frame-access' });
  });
});

describe('addresses', () => {
  it('knows the apps that draw their text, and PDF files', () => {
    expect(canvasEditorAt('https://docs.google.com/spreadsheets/d/1/edit')).toBe('Google Sheets');
    expect(canvasEditorAt('https://docs.google.com/forms/d/1/viewform')).toBeUndefined();
    expect(canvasEditorAt('not a url')).toBeUndefined();
    expect(isPdfUrl('https://a.example/paper.PDF#page=2')).toBe(true);
    expect(isPdfUrl('https://a.example/pdf-viewer?file=x')).toBe(false);
    expect(webOrigin('about:srcdoc')).toBeUndefined();
  });
});
