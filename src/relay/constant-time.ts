/**
 * String equality whose running time does not depend on where the strings differ, for secrets
 * and tokens. Portable (no node:crypto) so the app runs on edge runtimes. Length is not hidden:
 * the compared values have public, fixed or token-defined lengths.
 */
export function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}
