/**
 * What Docs answered when asked for a document's plain-text export, and what that means for the
 * user. The content script fetches the export (same origin, with the session); this module
 * decides, so both browsers and the tests read the answer the same way. Pure.
 */
import * as v from 'valibot';
import {
  appError,
  detailWords,
  err,
  ok,
  type AppError,
  type DetailWords,
  type Result,
} from '../../core/errors.ts';
import { exportedText } from './google-doc.ts';

import {
  DOC_ACCESS_CODE,
  DOC_EXPORT_DISABLED_CODE,
  DOC_NO_ACCESS_CODE,
  DOC_UNREACHABLE_CODE,
} from './doc-error-codes.ts';

export {
  DOC_ACCESS_CODE,
  DOC_EXPORT_DISABLED_CODE,
  DOC_NO_ACCESS_CODE,
  DOC_UNREACHABLE_CODE,
} from './doc-error-codes.ts';

export const DocExportReplySchema = v.object({
  /** 0 when the fetch itself failed. */
  status: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** Where the answer came from, after redirects ('' when unknown). */
  finalUrl: v.string(),
  contentType: v.string(),
  /** The body, when it was a successful plain-text answer. */
  text: v.optional(v.string()),
  /** The export sent the request elsewhere, to a place the page may not follow (a sign-in). */
  redirectedAway: v.optional(v.boolean()),
  /** The tab's own title (Docs: "<title> - Google Docs"). */
  title: v.string(),
});
export type DocExportReply = v.InferOutput<typeof DocExportReplySchema>;

/** Asks for leave to read the export from the worker (see DOC_ACCESS_CODE). */
export function docAccessNeeded(docUrl: string): AppError {
  return appError(
    'permission',
    'Google Docs answered from another of its addresses (its download server, or its sign-in page), which Authenticity Lens may read only once you allow it. Nothing was sent and no credits were spent.',
    { code: DOC_ACCESS_CODE, site: docUrl, words: detailWords('error_docAccessNeeded') },
  );
}

/**
 * Docs' answer as a reply: its status and type, and its body only when it is the plain text.
 * The same for the page's fetch and the worker's.
 */
export async function exportReplyOf(
  response: Response,
  requested: string,
  title: string,
): Promise<DocExportReply> {
  const contentType = response.headers.get('content-type') ?? '';
  const plain = response.ok && /^text\/plain\b/i.test(contentType);
  return {
    status: response.status,
    finalUrl: response.url || requested,
    contentType,
    title,
    ...(plain ? { text: await response.text() } : {}),
  };
}

/** Why Docs gave no text to this browser's session: English for the log, and its words. */
const WHY_NO_ACCESS = {
  signIn: ['it asked to sign in to Google first', detailWords('error_docSignInFirst')],
  page: ['it answered with a page instead of the text', detailWords('error_docPageInstead')],
  account: [
    'the Google account signed in here cannot open it',
    detailWords('error_docAccountCannotOpen'),
  ],
} satisfies Record<string, [string, DetailWords]>;

const noAccess = (why: keyof typeof WHY_NO_ACCESS): AppError => {
  const [english, words] = WHY_NO_ACCESS[why];
  return appError(
    'permission',
    `Google Docs did not give this document’s text: ${english}. Nothing was sent and no credits were spent.`,
    { code: DOC_NO_ACCESS_CODE, words },
  );
};

/**
 * The document's text from Docs' answer, or why there is none. A sign-in page, a redirect away
 * or 401/404 mean this browser's Google session cannot open the document; 403 while the tab
 * shows it means its owner turned off downloading (viewers then cannot export).
 */
export function docExportOutcome(reply: DocExportReply, exportUrl: string): Result<string> {
  if (reply.text !== undefined) return ok(exportedText(reply.text));
  if (reply.redirectedAway) return err(noAccess('signIn'));
  const sameAddress = !reply.finalUrl || samePath(reply.finalUrl, exportUrl);
  if (reply.status >= 200 && reply.status < 300) {
    return err(noAccess(sameAddress ? 'page' : 'signIn'));
  }
  if (reply.status === 403) {
    return err(
      appError(
        'permission',
        'The owner of this document turned off downloading, printing and copying for viewers, so Google Docs does not give its text. Nothing was sent and no credits were spent.',
        {
          code: DOC_EXPORT_DISABLED_CODE,
          status: 403,
          words: detailWords('error_docExportDisabled'),
        },
      ),
    );
  }
  if (reply.status === 401 || reply.status === 404) {
    return err(noAccess('account'));
  }
  if (reply.status === 0) {
    return err(
      appError('network', 'Google Docs could not be reached to read this document.', {
        code: DOC_UNREACHABLE_CODE,
        words: detailWords('error_docUnreachable'),
      }),
    );
  }
  return err(
    appError(
      'service',
      `Google Docs answered ${reply.status} when asked for this document’s text. Try again in a moment.`,
      { status: reply.status, words: detailWords('error_docStatus', String(reply.status)) },
    ),
  );
}

function samePath(a: string, b: string): boolean {
  if (!URL.canParse(a) || !URL.canParse(b)) return false;
  const [x, y] = [new URL(a), new URL(b)];
  return x.origin === y.origin && x.pathname === y.pathname;
}
