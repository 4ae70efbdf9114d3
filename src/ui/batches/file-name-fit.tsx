import { Fragment, type JSX } from 'preact';

/** Where a name may break besides its spaces: after a separator, or between camel-case words. */
const BREAK_AFTER = /(?<=[_\-+.)\]]|\p{Ll}(?=\p{Lu}))/u;
/** A piece longer than this may break anywhere: it could not fit the column whole. */
const LONGEST_WHOLE = 20;

/**
 * A file's name in a narrow column, whole and readable: it wraps at its spaces and after its
 * separators ("Anna_Smith_" / "final_v2.docx"), never inside a word or its extension (the old
 * "expired.doc" / "x"); only a piece too long for any column breaks where it must.
 */
export function FileNameFit({ name }: { name: string }): JSX.Element {
  const dot = name.lastIndexOf('.');
  const stem = dot > 0 ? name.slice(0, dot) : name;
  const parts = stem.split(BREAK_AFTER);
  const last = parts.length - 1;
  return (
    <span class="file-name">
      {parts.map((part, i) => {
        // The extension stays with the piece before it.
        const piece = i < last ? part : part + name.slice(stem.length);
        return (
          <Fragment key={i}>
            {piece.length > LONGEST_WHOLE ? <span class="name-long">{piece}</span> : piece}
            {i < last && <wbr />}
          </Fragment>
        );
      })}
    </span>
  );
}
