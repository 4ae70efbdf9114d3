/** The SHA-256 of a text as UTF-8, in hex: WebCrypto, in every browser and in Node. */
export async function textFingerprint(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}
