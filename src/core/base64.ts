/**
 * Bytes to and from base64, for binary data crossing runtime messages (JSON only), the service's
 * base64 upload and the relay's hook secrets (base64url). btoa/atob on chunks: works in a service
 * worker and on edge runtimes, where Buffer does not.
 */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/** The URL- and file-name-safe alphabet (RFC 4648 §5), without padding. */
export function toBase64Url(bytes: Uint8Array): string {
  return toBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Undefined for text that is not base64. */
export function fromBase64(text: string): Uint8Array<ArrayBuffer> | undefined {
  let binary: string;
  try {
    binary = atob(text);
  } catch {
    return undefined; // not base64: the caller explains
  }
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * How many bytes a base64 text decodes to, from its length alone (white space ignored): checks a
 * size limit without decoding. Not a validity check.
 */
export function base64DecodedLength(text: string): number {
  const body = text.replace(/\s/g, '');
  const padding = body.endsWith('==') ? 2 : body.endsWith('=') ? 1 : 0;
  return Math.floor((body.length * 3) / 4) - padding;
}
