/**
 * Reads a request body up to a byte limit, so an oversized or endless upload costs at most the
 * limit in memory. A declared Content-Length over the limit is refused before reading anything.
 */
export type BodyRead = { ok: true; bytes: Uint8Array<ArrayBuffer> } | { ok: false; tooLarge: true };

const TOO_LARGE = { ok: false, tooLarge: true } as const;

export async function readBoundedBody(request: Request, maxBytes: number): Promise<BodyRead> {
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > maxBytes) return TOO_LARGE;
  if (!request.body) return { ok: true, bytes: new Uint8Array(0) };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return TOO_LARGE;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, bytes };
}
