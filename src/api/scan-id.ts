/**
 * Makes scan and export ids: `al-` + time in base 36 + 12 random base-36 characters, e.g.
 * `al-m3x9k2a1-4f7q0z8c1b2d` (24 characters). Time first keeps ids roughly sortable; the random
 * part (~62 bits) makes two ids made in the same millisecond, or by two devices, differ.
 */
const ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';
const RANDOM_CHARS = 12;

/** Fills the array in place with random bytes. */
export type RandomBytes = (bytes: Uint8Array<ArrayBuffer>) => void;

const cryptoRandom: RandomBytes = (bytes) => {
  crypto.getRandomValues(bytes);
};

export function generateScanId(
  nowMs: number = Date.now(),
  randomBytes: RandomBytes = cryptoRandom,
): string {
  const bytes = new Uint8Array(RANDOM_CHARS);
  randomBytes(bytes);
  let random = '';
  // 252 = 7 * 36 is the largest multiple of 36 below 256: rejecting higher bytes keeps it uniform.
  for (let i = 0; random.length < RANDOM_CHARS; i++) {
    if (i === bytes.length) {
      randomBytes(bytes);
      i = 0;
    }
    const byte = bytes[i] ?? 0;
    if (byte < 252) random += ALPHABET[byte % 36];
  }
  return `al-${Math.max(0, Math.floor(nowMs)).toString(36)}-${random}`;
}
