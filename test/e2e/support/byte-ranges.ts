import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Answers a GET with the whole body, or the one byte range it asks for (`Range: bytes=a-b`, as
 * media elements ask): browsers can seek a video only in a file whose server serves ranges (else
 * `seekable` ends at 0 and every seek goes back to the start). Several ranges at once, which no
 * player asks, get the whole body.
 */
export function sendBytes(
  request: IncomingMessage,
  response: ServerResponse,
  body: Uint8Array,
  type: string,
): void {
  const size = body.byteLength;
  const asked = /^bytes=(\d*)-(\d*)$/.exec(request.headers.range ?? '');
  if (!asked) {
    response.writeHead(200, { 'content-type': type, 'accept-ranges': 'bytes' });
    response.end(body);
    return;
  }
  const [, from = '', to = ''] = asked;
  // "bytes=-500" is the last 500 bytes; "bytes=500-" from byte 500 to the end.
  const start = from === '' ? Math.max(0, size - Number(to)) : Number(from);
  const end = from === '' || to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start > end || start >= size) {
    response.writeHead(416, { 'content-range': `bytes */${size}` }).end();
    return;
  }
  response.writeHead(206, {
    'content-type': type,
    'accept-ranges': 'bytes',
    'content-range': `bytes ${start}-${end}/${size}`,
    'content-length': String(end - start + 1),
  });
  response.end(body.subarray(start, end + 1));
}
