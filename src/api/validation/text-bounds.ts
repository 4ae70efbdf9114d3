/** Characters one request of each text endpoint accepts (text.ts holds the schemas). */
export const AI_TEXT_MIN = 255;
export const AI_TEXT_MAX = 100_000;
export const MODERATION_TEXT_MIN = 1;
export const MODERATION_TEXT_MAX = 25_000;
