/**
 * Bytes of an image read at most, by the worker or the page: far above what the service takes
 * (32 MB; larger images are scaled down), and carried to the hidden page that fits it as base64
 * in one message, under Chromium's 64 MiB per message.
 */
export const MAX_IMAGE_BYTES = 47 * 1024 * 1024;
