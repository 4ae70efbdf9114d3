/** The file types the service's file submit reads (GET supported-file-types), asked once. */
import { apiClient } from '../account/api-session.ts';
import { effectiveSettings } from '../settings/effective-settings.ts';

/** The extensions the service's file submit reads, per service address, for this worker's life. */
const known = new Map<string, Promise<string[] | undefined>>();

export async function textualTypes(): Promise<string[] | undefined> {
  const { apiBaseUrl } = (await effectiveSettings()).settings;
  let types = known.get(apiBaseUrl);
  if (!types) {
    types = apiClient()
      .then((client) => client.getSupportedFileTypes())
      .then((answer) => (answer.ok ? answer.value.textual : undefined))
      // Not known: the text goes instead (a class set's read must not stop on it).
      .catch(() => undefined);
    known.set(apiBaseUrl, types);
    // An answer that failed is asked again next time.
    void types.then((list) => list ?? known.delete(apiBaseUrl));
  }
  return types;
}

/** The file's name, ending in its format's extension (the service takes the type from it). */
export function withExtension(name: string, format: string): string {
  const stem = name.replace(/\.[^.]+$/, '') || 'document';
  return `${stem}.${format}`;
}
