/**
 * Checks of an AI video detection request before it is sent: the video's address (the service
 * downloads it, so only http(s) addresses work: not `blob:` or `data:` ones a page makes), the
 * header pairs it sends along, the method it downloads with, and the file name whose extension
 * tells the service the container. Messages in English for the log and catalogue words for the
 * reader (`worded`).
 */
import * as v from 'valibot';
import { detailWords } from '../../core/errors.ts';
import { worded } from './worded.ts';

/** The extensions the submit page lists for `filename`. */
export const VIDEO_EXTENSIONS = [
  '.mp4',
  '.avi',
  '.mov',
  '.mkv',
  '.webm',
  '.flv',
  '.wmv',
  '.mpg',
  '.m4v',
  '.3gp',
  '.mxf',
] as const;

/** "Supported values: GET, POST, PUT" for `verb`. */
export const VIDEO_VERBS = ['GET', 'POST', 'PUT'] as const;

/** Addresses are quoted back to the reader, shortened: a `data:` address can be megabytes. */
const QUOTE_MAX = 80;

function quoted(value: string): string {
  return value.length > QUOTE_MAX ? `${value.slice(0, QUOTE_MAX - 1)}…` : value;
}

function isHttpUrl(value: string): boolean {
  try {
    const protocol = new URL(value).protocol;
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false; // not a URL: the message says what works
  }
}

export const VideoUrlSchema = v.pipe(
  v.string(
    worded(
      () => 'The video has no address the service could download it from.',
      () => detailWords('video_reqUrlMissing'),
    ),
  ),
  v.nonEmpty(
    worded(
      () => 'The video has no address the service could download it from.',
      () => detailWords('video_reqUrlMissing'),
    ),
  ),
  v.check(
    isHttpUrl,
    worded(
      (issue) =>
        `The service can download videos only from http:// or https:// addresses; ` +
        `"${quoted(String(issue.input))}" is not one.`,
      (issue) => detailWords('video_reqUrlScheme', quoted(String(issue.input))),
    ),
  ),
);

/** RFC 9110 token characters: what a header name may hold. */
const HEADER_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
/** Control characters other than tab would split or end the header line. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const HEADER_VALUE_BAD = /[\u0000-\u0008\u000a-\u001f\u007f]/;

const pairsMessage = worded(
  () => 'The headers for downloading the video must be pairs of a name and a value.',
  () => detailWords('video_reqHeaders'),
);

/** `[["Name","Value"], …]`, each name a token and each value one line. */
export const VideoHeaderPairsSchema = v.pipe(
  v.array(v.tuple([v.string(pairsMessage), v.string(pairsMessage)], pairsMessage), pairsMessage),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    for (const [name, value] of dataset.value) {
      if (!HEADER_NAME.test(name)) {
        addIssue({
          message: worded(
            () => `"${quoted(name)}" is not a valid header name.`,
            () => detailWords('video_reqHeaderName', quoted(name)),
          ),
        });
        return;
      }
      if (HEADER_VALUE_BAD.test(value)) {
        addIssue({
          message: worded(
            () => `The value of the header "${name}" contains a line break or a control character.`,
            () => detailWords('video_reqHeaderValue', name),
          ),
        });
        return;
      }
    }
  }),
);

export const VideoVerbSchema = v.picklist(
  VIDEO_VERBS,
  worded(
    (issue) =>
      `The service can download the video with GET, POST or PUT only, not "${String(issue.input)}".`,
    (issue) => detailWords('video_reqVerb', String(issue.input)),
  ),
);

/** Containers by the MIME type a page declares (`<source type>`), for a name when the URL has none. */
const EXTENSION_OF_MIME: Record<string, (typeof VIDEO_EXTENSIONS)[number]> = {
  'video/mp4': '.mp4',
  'video/webm': '.webm',
  'video/quicktime': '.mov',
  'video/x-matroska': '.mkv',
  'video/x-msvideo': '.avi',
  'video/x-flv': '.flv',
  'video/x-ms-wmv': '.wmv',
  'video/mpeg': '.mpg',
  'video/x-m4v': '.m4v',
  'video/3gpp': '.3gp',
  'application/mxf': '.mxf',
};

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot).toLowerCase() : '';
}

function isVideoExtension(extension: string): boolean {
  return (VIDEO_EXTENSIONS as readonly string[]).includes(extension);
}

/**
 * The `filename` to send for a video at `url` (the service requires one, with the container's
 * extension): the address's last path segment when it ends in a video extension, else `video`
 * with the extension of the declared MIME type, else `video.mp4`, the commonest container.
 */
export function videoFileName(url: string, mime?: string): string {
  let last = '';
  try {
    const path = new URL(url).pathname;
    last = decodeURIComponent(path.slice(path.lastIndexOf('/') + 1));
  } catch {
    // Not a URL (refused elsewhere) or a malformed escape: name it by its type.
  }
  if (last.length > 0 && last.length <= 255 && isVideoExtension(extensionOf(last))) return last;
  const type = mime?.split(';')[0]?.trim().toLowerCase() ?? '';
  return `video${EXTENSION_OF_MIME[type] ?? '.mp4'}`;
}
