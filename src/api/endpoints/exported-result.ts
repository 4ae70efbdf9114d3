/**
 * One exported result of a plagiarism scan (what the service PUTs to `results[i].endpoint` of an
 * export): the matched source's text and, per match type, where the match is in the scanned
 * document (`source`) and in the source's text (`suspected`) [DOC new-plagiarism-result].
 * Read loosely: every part may be missing, and extra fields are kept out of the way.
 */
import * as v from 'valibot';

const Positions = v.looseObject({
  starts: v.optional(v.array(v.number()), []),
  lengths: v.optional(v.array(v.number()), []),
});

const Side = v.optional(
  v.nullable(
    v.looseObject({
      chars: v.optional(v.nullable(Positions)),
      words: v.optional(v.nullable(Positions)),
    }),
  ),
);

const Comparison = v.optional(v.nullable(v.looseObject({ source: Side, suspected: Side })));

export const ExportedResultSchema = v.looseObject({
  statistics: v.optional(
    v.nullable(
      v.looseObject({
        identical: v.optional(v.number()),
        minorChanges: v.optional(v.number()),
        relatedMeaning: v.optional(v.number()),
      }),
    ),
  ),
  text: v.optional(
    v.nullable(
      v.looseObject({
        value: v.optional(v.nullable(v.string())),
        comparison: v.optional(
          v.nullable(
            v.looseObject({
              identical: Comparison,
              minorChanges: Comparison,
              relatedMeaning: Comparison,
            }),
          ),
        ),
      }),
    ),
  ),
});
export type ExportedResult = v.InferOutput<typeof ExportedResultSchema>;
