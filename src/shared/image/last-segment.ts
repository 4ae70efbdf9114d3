/** The last non-empty path segment, decoded, or '' when there is none (data:, blob:). */
export function lastSegment(source: string): string {
  let path: string;
  try {
    const url = new URL(source);
    if (url.protocol === 'data:' || url.protocol === 'blob:') return '';
    path = url.pathname;
  } catch {
    // Not an absolute URL: treat it as a path, without query or fragment.
    path = source.split(/[?#]/, 1)[0] ?? '';
  }
  const segment =
    path
      .split('/')
      .filter((part) => part !== '')
      .pop() ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment; // a stray % that is not an escape
  }
}
