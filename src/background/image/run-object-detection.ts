import { creditsCharged } from '../../api/endpoints/common-schemas.ts';
import { registerKeptImageRunner } from './send-kept-image.ts';

/** Sends the prepared image of an object detection, with the objects' names. */
registerKeptImageRunner(
  'object-detection',
  (record, upload, deps) => {
    const objectDetection = record.settings.objects.map((object) => ({ object }));
    return deps.client.detectObjects(
      record.id,
      { ...upload, objectDetection },
      { signal: deps.signal },
    );
  },
  (result) => creditsCharged(result.scannedImage),
);
