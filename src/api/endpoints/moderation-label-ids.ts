/** The service's ten moderation labels (moderation-result.ts validates its answers). */
export const MODERATION_LABELS = [
  'toxic-v1',
  'profanity-v1',
  'hate-speech-v1',
  'harassment-v1',
  'self-harm-v1',
  'adult-v1',
  'violent-v1',
  'drugs-v1',
  'firearms-v1',
  'cybersecurity-v1',
] as const;

export type ModerationLabelId = (typeof MODERATION_LABELS)[number];
