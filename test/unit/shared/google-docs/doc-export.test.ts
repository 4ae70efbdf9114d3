import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  DOC_EXPORT_DISABLED_CODE,
  DOC_NO_ACCESS_CODE,
  docExportOutcome,
  DocExportReplySchema,
  type DocExportReply,
} from '../../../../src/shared/google-docs/doc-export.ts';

const EXPORT_URL = 'https://docs.google.com/document/d/1AbCdEfGhIjKlMnOpQrStUvW/export?format=txt';

const reply = (over: Partial<DocExportReply>): DocExportReply => ({
  status: 200,
  finalUrl: EXPORT_URL,
  contentType: 'text/plain; charset=utf-8',
  title: 'Essay - Google Docs',
  ...over,
});

const failure = (r: DocExportReply) => {
  const outcome = docExportOutcome(r, EXPORT_URL);
  if (outcome.ok) throw new Error(`expected a failure, got ${JSON.stringify(outcome.value)}`);
  return outcome.error;
};

describe('docExportOutcome', () => {
  it('gives the text, as a check sends it', () => {
    expect(docExportOutcome(reply({ text: '\uFEFFOne\r\nTwo\r\n' }), EXPORT_URL)).toEqual({
      ok: true,
      value: 'One\nTwo',
    });
  });

  it('says a redirect away means no access, and that nothing was sent or spent', () => {
    const error = failure(reply({ status: 0, finalUrl: '', redirectedAway: true }));
    expect(error).toMatchObject({ kind: 'permission', code: DOC_NO_ACCESS_CODE });
    expect(error.message).toMatch(/sign in to Google/);
    expect(error.message).toContain('Nothing was sent and no credits were spent.');
  });

  it('takes a page at another address (a sign-in) for no access', () => {
    const error = failure(
      reply({
        finalUrl: 'https://accounts.google.com/v3/signin/identifier?continue=x',
        contentType: 'text/html; charset=utf-8',
      }),
    );
    expect(error).toMatchObject({ kind: 'permission', code: DOC_NO_ACCESS_CODE });
    expect(error.message).toMatch(/sign in to Google/);
  });

  it('takes a page at the export’s own address for no access too', () => {
    const error = failure(reply({ contentType: 'text/html' }));
    expect(error).toMatchObject({ kind: 'permission', code: DOC_NO_ACCESS_CODE });
    expect(error.message).toMatch(/answered with a page/);
    expect(error.message).toContain('Nothing was sent and no credits were spent.');
    // The query string is not part of the address compared; unknown final address is the same.
    expect(failure(reply({ finalUrl: `${EXPORT_URL}&x=1` })).message).toMatch(/with a page/);
    expect(failure(reply({ finalUrl: '' })).message).toMatch(/with a page/);
  });

  it('says the owner turned off downloading on 403', () => {
    const error = failure(reply({ status: 403, contentType: 'text/html' }));
    expect(error).toMatchObject({
      kind: 'permission',
      code: DOC_EXPORT_DISABLED_CODE,
      status: 403,
    });
    expect(error.message).toMatch(/turned off downloading/);
    expect(error.message).toContain('no credits were spent');
  });

  it('takes 401 and 404 for an account that cannot open the document', () => {
    for (const status of [401, 404]) {
      const error = failure(reply({ status, contentType: 'text/html' }));
      expect(error).toMatchObject({ kind: 'permission', code: DOC_NO_ACCESS_CODE });
      expect(error.message).toMatch(/cannot open it/);
    }
  });

  it('tells a failed fetch from an answer', () => {
    const error = failure(reply({ status: 0, finalUrl: '', contentType: '' }));
    expect(error.kind).toBe('network');
    expect(error.code).not.toBe(DOC_NO_ACCESS_CODE);
  });

  it('says what status Docs answered when it had a problem', () => {
    const error = failure(reply({ status: 500, contentType: 'text/html' }));
    expect(error).toMatchObject({ kind: 'service', status: 500 });
    expect(error.message).toContain('500');
  });
});

describe('DocExportReplySchema', () => {
  it('takes a reply as the content script sends it, and refuses a negative status', () => {
    expect(v.safeParse(DocExportReplySchema, reply({ text: 'x' })).success).toBe(true);
    expect(v.safeParse(DocExportReplySchema, reply({ status: -1 })).success).toBe(false);
    expect(v.safeParse(DocExportReplySchema, reply({ status: 200.5 })).success).toBe(false);
  });
});
