/**
 * A downloaded file's name: the one its site gives in Content-Disposition (RFC 6266: the
 * UTF-8 `filename*` first, then `filename`), else the address's last path segment, else
 * "document". Never a path: only what follows the last slash or backslash is kept.
 */
export function fileNameOf(disposition: string | null | undefined, url: string): string {
  const named = disposition ? fromDisposition(disposition) : undefined;
  const fromUrl = URL.canParse(url) ? lastSegment(new URL(url).pathname) : undefined;
  const name = (named ?? fromUrl ?? '').split(/[/\\]/).pop()?.trim() ?? '';
  // eslint-disable-next-line no-control-regex -- a name never holds control characters
  return name.replace(/[\u0000-\u001f]/g, '').slice(0, 255) || 'document';
}

function fromDisposition(header: string): string | undefined {
  const extended = /filename\*\s*=\s*([\w-]+)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    const decoded = decode(extended[2].trim().replace(/^"|"$/g, ''));
    if (decoded) return decoded;
  }
  const plain = /filename\s*=\s*("((?:[^"\\]|\\.)*)"|[^;\s]+)/i.exec(header);
  if (!plain) return undefined;
  return plain[2] !== undefined ? plain[2].replace(/\\(.)/g, '$1') : plain[1];
}

function lastSegment(path: string): string | undefined {
  const segment = path.split('/').filter(Boolean).pop();
  return segment ? decode(segment) : undefined;
}

function decode(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}
