/** Why an image was re-encoded before it was sent; kept on the check's record. */
export type FitReason =
  | 'format' // the service does not take this format (GIF, AVIF, SVG, ICO, ...)
  | 'dimensions' // over 6000x4500 px in either orientation
  | 'bytes' // 32,000,000 bytes or more
  | 'orientation'; // stored turned, shown upright by its EXIF orientation

export const FIT_REASONS: readonly FitReason[] = ['format', 'dimensions', 'bytes', 'orientation'];
