/**
 * How deeply a JSON text nests, read byte by byte without parsing or recursion: a 10 KB body
 * nested 5 000 deep parses, but anything that walks it recursively (serialising a listing,
 * validating it) then overflows the stack. Such bodies are stored, never inlined.
 */
export const MAX_INLINE_DEPTH = 64;

export function jsonDepth(bytes: Uint8Array): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i];
    if (inString) {
      if (byte === 0x5c)
        i++; // backslash: skip the escaped character
      else if (byte === 0x22) inString = false;
    } else if (byte === 0x22) {
      inString = true;
    } else if (byte === 0x5b || byte === 0x7b) {
      depth++;
      if (depth > deepest) deepest = depth;
    } else if (byte === 0x5d || byte === 0x7d) {
      depth--;
    }
  }
  return deepest;
}
