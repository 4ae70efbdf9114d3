/**
 * Reads a request body up to a byte limit, so an oversized or endless upload costs at most the
 * limit in memory. A declared Content-Length over the limit is refused before reading anything.
 *
 * Why not hono/body-limit: it is route middleware, so it would read the body before the hook
 * secret is checked and outside the large-body gate (relay-limits.test.ts: "checks the secret
 * before the size"; relay-attacks.test.ts: "reads only a bounded number of large uploads"); it
 * has no time bound (relay-attacks.test.ts: "closes a body that trickles in", 408); and it
 * leaves the upload stream unread rather than cancelling it.
 */
export type BodyRead =
  { ok: true; bytes: Uint8Array<ArrayBuffer> } | { ok: false; why: 'too-large' | 'timeout' };

const TOO_LARGE = { ok: false, why: 'too-large' } as const;
const TIMED_OUT = { ok: false, why: 'timeout' } as const;

/**
 * Reads a request body up to `maxBytes`, and within `timeoutMs` in all: a body trickling in a
 * byte at a time would otherwise hold a connection (and its memory) for minutes.
 */
export async function readBoundedBody(
  request: Request,
  maxBytes: number,
  timeoutMs = Number.POSITIVE_INFINITY,
): Promise<BodyRead> {
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > maxBytes) return TOO_LARGE;
  if (!request.body) return { ok: true, bytes: new Uint8Array(0) };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<'timeout'>((resolve) => {
    if (Number.isFinite(timeoutMs)) timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  for (;;) {
    const next = await Promise.race([reader.read(), deadline]);
    if (next === 'timeout') {
      // Cancelling a stream that already broke changes nothing: the answer is the same.
      await reader.cancel().catch(() => undefined);
      return TIMED_OUT;
    }
    const { done, value } = next;
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      clearTimeout(timer);
      await reader.cancel().catch(() => undefined); // as above
      return TOO_LARGE;
    }
    chunks.push(value);
  }
  clearTimeout(timer);
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, bytes };
}
