/**
 * A language's words as the browsers keep them (`_locales/<lang>/messages.json`, the format the
 * manifest's `__MSG_…__` names read too), and how one message is filled in, the way
 * `i18n.getMessage` does it: `$NAME$` is the placeholder's content, in which `$1`… are the
 * arguments; `$$` is a dollar sign. Our pages resolve messages themselves, so the language can
 * be the one chosen in Settings, not only the browser's.
 */
import * as v from 'valibot';

const PlaceholderSchema = v.object({ content: v.string(), example: v.optional(v.string()) });

export const CatalogEntrySchema = v.object({
  message: v.string(),
  description: v.optional(v.string()),
  placeholders: v.optional(v.record(v.string(), PlaceholderSchema)),
});

export const CatalogSchema = v.record(
  v.pipe(v.string(), v.regex(/^[A-Za-z0-9_@]+$/)),
  CatalogEntrySchema,
);
export type Catalog = v.InferOutput<typeof CatalogSchema>;
export type CatalogEntry = v.InferOutput<typeof CatalogEntrySchema>;

const fillArguments = (content: string, args: readonly string[]): string =>
  content.replace(/\$(\d)/g, (_, n: string) => args[Number(n) - 1] ?? '');

/** The entry's message with its placeholders filled from `args` ($1 is the first). */
export function formatMessage(entry: CatalogEntry, args: readonly string[]): string {
  const placeholders = entry.placeholders ?? {};
  const named = new Map(
    Object.entries(placeholders).map(([name, p]) => [name.toLowerCase(), p.content]),
  );
  return entry.message.replace(/\$\$|\$([A-Za-z0-9_@]+)\$/g, (whole, name?: string) => {
    if (name === undefined) return '$';
    const content = named.get(name.toLowerCase());
    return content === undefined ? whole : fillArguments(content, args);
  });
}

/** The placeholder names a message uses, lower-cased and sorted (catalogues must agree on them). */
export function placeholderNames(entry: CatalogEntry): string[] {
  return [...entry.message.matchAll(/\$([A-Za-z0-9_@]+)\$/g)]
    .map((m) => (m[1] ?? '').toLowerCase())
    .sort();
}
