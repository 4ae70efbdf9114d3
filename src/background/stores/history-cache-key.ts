/**
 * The identity of a check: its kind, the settings that change the answer, and the input. Equal
 * keys mean the service would answer the same, so history can answer instead, for free.
 */
export async function cacheKey(
  kind: string,
  settings: Record<string, unknown>,
  input: string | Uint8Array,
): Promise<string> {
  const sortedSettings = canonicalJson(settings);
  const head = new TextEncoder().encode(`${kind}\u0000${sortedSettings}\u0000`);
  const body = typeof input === 'string' ? new TextEncoder().encode(input) : input;
  const bytes = new Uint8Array(head.length + body.length);
  bytes.set(head);
  bytes.set(body, head.length);
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** JSON with object keys sorted at every depth, so equal settings give equal text. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
