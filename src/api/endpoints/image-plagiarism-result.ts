/** What the image plagiarism check answers: where else on the web the picture is published. */
import * as v from 'valibot';

/** 0: a full (exact or near-exact) copy; 1: a partial one (cropped, resized, recoloured…). */
export const MATCH_TYPE = { full: 0, partial: 1 } as const;

const ImageMatchSchema = v.looseObject({
  url: v.string(),
  matchType: v.number(),
  /** Absent when the image was found on no page. */
  webPages: v.optional(v.array(v.looseObject({ url: v.string() }))),
});

export const ImagePlagiarismResultSchema = v.looseObject({
  developerPayload: v.optional(v.nullable(v.string())),
  scannedImage: v.looseObject({
    scanId: v.string(),
    expectedCredits: v.optional(v.number()),
    actualCredits: v.optional(v.number()),
    creationTime: v.optional(v.string()),
    width: v.optional(v.number()),
    height: v.optional(v.number()),
    filename: v.optional(v.string()),
  }),
  matches: v.looseObject({
    internet: v.array(ImageMatchSchema),
    score: v.looseObject({
      totalMatches: v.number(),
      fullMatches: v.number(),
      partialMatches: v.number(),
    }),
  }),
});

export type ImagePlagiarismResult = v.InferOutput<typeof ImagePlagiarismResultSchema>;
export type ImageMatch = v.InferOutput<typeof ImageMatchSchema>;
