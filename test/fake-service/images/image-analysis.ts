import type { AccountRecord } from '../core/accounts.ts';
import { insufficientCredits } from '../core/service-error.ts';
import type { ServiceState } from '../core/service-state.ts';
import { imageResult, type ImageResult } from './image-result.ts';
import { checkFilename, checkImage, checkModel } from './image-rules.ts';

export interface ImageRequest {
  scanId: string;
  bytes: Buffer;
  filename: unknown;
  model: unknown;
  sandbox: boolean;
  objects: string[];
  heatmap?: boolean;
}

/**
 * The shared image pipeline of the sync and async endpoints: validate name,
 * model and pixels (400), charge 1 credit unless sandbox (402), then build the
 * deterministic result. Throws ServiceError.
 */
export function analyzeImage(
  state: ServiceState,
  account: AccountRecord,
  request: ImageRequest,
): ImageResult {
  state.images.add({
    scanId: request.scanId,
    filename: typeof request.filename === 'string' ? request.filename : '',
    bytes: request.bytes,
  });
  const nameError = checkFilename(request.filename);
  if (nameError) throw nameError;
  const modelError = checkModel(request.model);
  if (modelError) throw modelError;
  const image = checkImage(request.bytes);
  if (!image.ok) throw image.error;
  const credits = request.sandbox ? 0 : 1;
  if (!state.accounts.spend(account, credits)) throw insufficientCredits();
  return imageResult({
    scanId: request.scanId,
    bytes: request.bytes,
    filename: String(request.filename),
    dimensions: image.value,
    objects: request.objects,
    credits,
    now: state.clock.now(),
    heatmap: request.heatmap ?? false,
  });
}
