import { badRequest, missingParameter } from '../core/service-error.ts';
import { extensionOf } from './file-types.ts';

export const MAX_FILENAME = 255;

const invalid = (message: string) => badRequest(message, [{ param: 'filename', message }]);

/**
 * The file name's extension, when it is one of `allowed` (any case). The name is what the
 * report shows and the only thing the type is decided by, so a name without a supported
 * extension is refused outright.
 */
export function checkFileName<T extends string>(filename: unknown, allowed: readonly T[]): T {
  if (filename === undefined || filename === null || filename === '')
    throw missingParameter('filename');
  if (typeof filename !== 'string') throw invalid('filename must be a string.');
  if (filename.length > MAX_FILENAME)
    throw invalid(`filename is longer than ${MAX_FILENAME} characters.`);
  const extension = extensionOf(filename);
  const supported = allowed.find((candidate) => candidate === extension);
  if (!supported) {
    const found = extension ? `.${extension}` : 'the name has no extension';
    const list = allowed.map((e) => `.${e}`).join(' ');
    throw invalid(`File type not supported: ${found}. Supported: ${list}.`);
  }
  return supported;
}
