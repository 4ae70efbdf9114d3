import { appError, detailWords, type AppError } from '../../core/errors.ts';

/** Code of a `permission` error for a frame whose site the extension may not read (yet). */
export const FRAME_ACCESS_CODE = 'frame-access';

/** An address's origin when it is a web site's (access can be asked for), else undefined. */
export function webOrigin(url: string | undefined): string | undefined {
  if (!url || !URL.canParse(url)) return undefined;
  const parsed = new URL(url);
  return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : undefined;
}

/**
 * Why our script could not run in a frame of a readable page, naming the frame's site: mostly a
 * site the user has not granted (the toolbar click grants the tab's own site only).
 */
export function frameRefusal(message: string, frameUrl: string | undefined): AppError {
  if (/No frame with id|Invalid frame ?ids?|frame.*(removed|not found)/i.test(message)) {
    return appError('not-found', 'That frame of the page was closed or reloaded. Try again.', {
      words: detailWords('error_frameGone'),
    });
  }
  const origin = webOrigin(frameUrl);
  if (!origin) {
    return appError(
      'permission',
      'This is inside a frame that Authenticity Lens may not read (a browser page or an ' +
        'embedded viewer). Open the frame in its own tab and check it there.',
      { code: FRAME_ACCESS_CODE, words: detailWords('error_frameUnreadable') },
    );
  }
  const host = new URL(origin).host;
  return appError(
    'permission',
    `This is inside a frame from ${host}, which Authenticity Lens may not read yet. ` +
      `Allow access to ${host}, then try again.`,
    { code: FRAME_ACCESS_CODE, site: origin, words: detailWords('error_frameFromSite', host) },
  );
}
