import { describe, expect, it } from 'vitest';
import {
  DOC_EXPORT_PATH,
  docTitle,
  exportedText,
  googleDocAt,
  GOOGLE_DOCS_HOST,
  TEST_DOCS_HOST,
  docsAccessPatterns,
} from '../../../../src/shared/google-docs/google-doc.ts';

// Docs ids are 44 characters of letters, digits, '-' and '_'.
const ID = '1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_aBcDe';

describe('googleDocAt', () => {
  it('knows a document by its id, with the export of its text on the same origin', () => {
    expect(ID).toHaveLength(44);
    expect(googleDocAt(`https://docs.google.com/document/d/${ID}/edit`)).toEqual({
      id: ID,
      exportPath: `/document/d/${ID}/export?format=txt`,
    });
    expect(googleDocAt(`https://docs.google.com/document/d/${ID}`)?.id).toBe(ID);
  });

  it('keeps the account a tab uses, so that account is the one asked', () => {
    expect(googleDocAt(`https://docs.google.com/document/u/1/d/${ID}/edit?tab=t.0`)).toEqual({
      id: ID,
      exportPath: `/document/u/1/d/${ID}/export?format=txt`,
    });
    // Older Workspace addresses name the domain first; the export keeps it.
    expect(
      googleDocAt(`https://docs.google.com/a/school.example.edu/document/d/${ID}/edit`),
    ).toEqual({
      id: ID,
      exportPath: `/a/school.example.edu/document/d/${ID}/export?format=txt`,
    });
  });

  it('gives only export paths a content script may be asked to fetch', () => {
    for (const url of [
      `https://docs.google.com/document/d/${ID}/edit`,
      `https://docs.google.com/document/u/2/d/${ID}/view`,
      `https://docs.google.com/a/school.example.edu/document/d/${ID}/edit`,
    ]) {
      expect(googleDocAt(url)?.exportPath).toMatch(DOC_EXPORT_PATH);
    }
    expect('/document/d/short/export?format=txt').not.toMatch(DOC_EXPORT_PATH);
    expect(`/document/d/${ID}/export?format=pdf`).not.toMatch(DOC_EXPORT_PATH);
    expect(`//evil.example/document/d/${ID}/export?format=txt`).not.toMatch(DOC_EXPORT_PATH);
  });

  it('leaves a published copy alone: it is an ordinary page with its text', () => {
    const published = `https://docs.google.com/document/d/e/2PACX-1vQ${'x'.repeat(76)}/pub`;
    expect(googleDocAt(published)).toBeUndefined();
  });

  it('is not fooled by Slides, Sheets or another protocol', () => {
    expect(googleDocAt(`https://docs.google.com/presentation/d/${ID}/edit`)).toBeUndefined();
    expect(googleDocAt(`https://docs.google.com/spreadsheets/d/${ID}/edit`)).toBeUndefined();
    expect(googleDocAt(`http://docs.google.com/document/d/${ID}/edit`)).toBeUndefined();
    expect(googleDocAt(`https://docs.google.com.evil.example/document/d/${ID}/edit`)).toBe(
      undefined,
    );
  });

  it('knows a stand-in host only when it is one of the hosts given', () => {
    const url = `http://docs.google.test:5555/document/d/${ID}/edit`;
    expect(googleDocAt(url)).toBeUndefined();
    const hosts = [GOOGLE_DOCS_HOST, TEST_DOCS_HOST];
    expect(googleDocAt(url, hosts)).toEqual({
      id: ID,
      exportPath: `/document/d/${ID}/export?format=txt`,
    });
    // Google's own address is still known beside it.
    expect(googleDocAt(`https://docs.google.com/document/d/${ID}/edit`, hosts)?.id).toBe(ID);
  });

  it('finds nothing in garbage, no address, or a short id', () => {
    expect(googleDocAt(undefined)).toBeUndefined();
    expect(googleDocAt('')).toBeUndefined();
    expect(googleDocAt('not a url')).toBeUndefined();
    expect(googleDocAt('https://docs.google.com/document/d/1x/edit')).toBeUndefined();
    expect(googleDocAt(`https://docs.google.com/document/d/${'a'.repeat(19)}/edit`)).toBe(
      undefined,
    );
    expect(googleDocAt(`https://docs.google.com/document/d/${'a'.repeat(20)}/edit`)?.id).toBe(
      'a'.repeat(20),
    );
  });
});

describe('docTitle', () => {
  it('drops the " - Google Docs" Docs adds to its tabs, with any dash', () => {
    expect(docTitle('Essay on rivers - Google Docs')).toBe('Essay on rivers');
    expect(docTitle('Essay on rivers – Google Docs')).toBe('Essay on rivers');
    expect(docTitle('Essay on rivers — Google Docs ')).toBe('Essay on rivers');
  });

  it('leaves other titles as they are', () => {
    expect(docTitle('Notes - draft 2')).toBe('Notes - draft 2');
    expect(docTitle('Google Docs tips - a guide')).toBe('Google Docs tips - a guide');
    expect(docTitle('  Spaced  ')).toBe('Spaced');
    expect(docTitle(undefined)).toBe('');
  });
});

describe('exportedText', () => {
  it('drops the byte order mark and makes every line end a line feed', () => {
    expect(exportedText('\uFEFFFirst line\r\nSecond\rThird\nFourth\r\n')).toBe(
      'First line\nSecond\nThird\nFourth',
    );
  });

  it('trims blank edges, keeping blank lines inside', () => {
    expect(exportedText('\r\n\r\n  Title\r\n\r\nBody  \r\n\r\n')).toBe('Title\n\nBody');
    expect(exportedText('\uFEFF')).toBe('');
  });

  it('keeps a byte order mark that is not at the start', () => {
    expect(exportedText('a\uFEFFb')).toBe('a\uFEFFb');
  });
});

describe('docsAccessPatterns', () => {
  it('names Docs and its download servers, for the host of the document', () => {
    expect(docsAccessPatterns(`https://docs.google.com/document/d/${ID}/edit`)).toEqual([
      'https://docs.google.com/*',
      'https://*.googleusercontent.com/*',
    ]);
    expect(docsAccessPatterns(`http://docs.google.test:4100/document/d/${ID}/edit`)).toEqual([
      'http://docs.google.test/*',
      'http://*.googleusercontent.test/*',
    ]);
  });

  it('names nothing for another site, so no prompt can be made to ask for it', () => {
    expect(docsAccessPatterns('https://evil.example/document/d/x/edit')).toBeUndefined();
    expect(docsAccessPatterns('not an address')).toBeUndefined();
  });
});
