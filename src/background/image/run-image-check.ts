import { creditsCharged } from '../../api/endpoints/common-schemas.ts';
import { registerKeptImageRunner } from './send-kept-image.ts';

/** Sends the prepared image of a check for AI detection. */
registerKeptImageRunner(
  'ai-image',
  (record, upload, deps) => deps.client.detectAiImage(record.id, upload, { signal: deps.signal }),
  (result) => creditsCharged(result.scannedDocument),
);
