/**
 * A guarded fetch's failure as an error people can read: what happened to the request, in the
 * reader's language, naming the site. The caller's `field` and `code` say what was being fetched.
 */
import { appError, detailWords, type AppError } from '../../core/errors.ts';
import type { FetchFailure } from './guarded-fetch.ts';

const hostOf = (url: string): string => (URL.canParse(url) ? new URL(url).host : url);

const PLAIN_WEB = /^https?:$/;

export function fetchFailureError(
  failure: FetchFailure,
  extra: Omit<AppError, 'kind' | 'message' | 'words'> = {},
): AppError {
  switch (failure.why) {
    case 'address': {
      const url = URL.canParse(failure.url) ? new URL(failure.url) : undefined;
      const web = !!url && PLAIN_WEB.test(url.protocol) && !url.username && !url.password;
      return web
        ? appError('invalid-input', `Not fetched: ${failure.reason}`, {
            ...extra,
            words: detailWords('error_fetchLocalNetwork', hostOf(failure.url)),
          })
        : appError('invalid-input', `Not fetched: ${failure.reason}`, {
            ...extra,
            words: detailWords('error_fetchNotWeb'),
          });
    }
    case 'too-many-redirects':
      return appError('network', `${hostOf(failure.url)} redirected over ${failure.limit} times.`, {
        ...extra,
        words: detailWords('error_fetchRedirects', hostOf(failure.url), failure.limit),
      });
    case 'redirect-unseen':
      return appError(
        'permission',
        `${hostOf(failure.url)} redirects where the worker could not see; not followed.`,
        { ...extra, words: detailWords('error_fetchRedirectUnseen', hostOf(failure.url)) },
      );
    case 'too-large': {
      const mb = Math.round(failure.limit / (1024 * 1024));
      return appError(
        'invalid-input',
        `The file from ${hostOf(failure.url)} is over ${mb} MB (${failure.declared ?? 'stopped at the limit'}).`,
        { ...extra, words: detailWords('error_fetchTooLarge', hostOf(failure.url), mb) },
      );
    }
    case 'timeout': {
      const seconds = Math.round(failure.ms / 1000);
      return appError(
        'network',
        `${hostOf(failure.url)} did not send the file within ${seconds} s.`,
        { ...extra, words: detailWords('error_fetchTimeout', hostOf(failure.url), seconds) },
      );
    }
    case 'too-slow': {
      const [kb, seconds] = [
        Math.round(failure.minBytes / 1024),
        Math.round(failure.windowMs / 1000),
      ];
      return appError(
        'network',
        `${hostOf(failure.url)} sent the file slower than ${kb} KB in ${seconds} s; given up.`,
        { ...extra, words: detailWords('error_fetchTooSlow', hostOf(failure.url), kb, seconds) },
      );
    }
    case 'network':
      return appError('network', `The file could not be fetched from ${hostOf(failure.url)}.`, {
        ...extra,
        words: detailWords('error_fetchNetwork', hostOf(failure.url)),
      });
  }
}
