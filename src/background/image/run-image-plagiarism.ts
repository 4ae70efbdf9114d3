import { registerKeptImageRunner } from './send-kept-image.ts';

/** Sends the prepared image of a web search ("where else is this image on the web"). */
registerKeptImageRunner(
  'image-plagiarism',
  (record, upload, deps) => deps.client.findImageOnWeb(record.id, upload, { signal: deps.signal }),
  ({ scannedImage }) => scannedImage.actualCredits ?? scannedImage.expectedCredits,
);
