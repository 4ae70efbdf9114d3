/**
 * Bytes the page handed us (a Blob or a canvas of the page), copied into a buffer of the content
 * script's own. In Firefox a content script sees page objects through Xray wrappers: a view over a
 * page-owned buffer refuses `subarray` and friends ("Permission denied to access property
 * constructor"). Copying element by element is allowed, and after it everything is ours.
 */
export function ownBytes(buffer: ArrayBuffer): Uint8Array<ArrayBuffer> {
  const theirs = new Uint8Array(buffer);
  const ours = new Uint8Array(theirs.length);
  ours.set(theirs);
  return ours;
}
