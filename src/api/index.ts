/**
 * Client of the content-authenticity service, free of browser APIs so the worker, Node and unit
 * tests can all import it. Start with `createApiClient`; every method returns a `Result`.
 *
 * Module map:
 * - client.ts            createApiClient: wires everything, one method per operation
 * - http.ts              the only fetch call: base URLs, auth header, timeout, abort, body parsing
 * - request-runner.ts    one call end to end: token, 401 re-login, retries with backoff
 * - retry.ts             backoff (1, 2, 4 … s + jitter, capped) and which failures may be retried
 * - errors.ts            error bodies (envelope, legacy, problem-details) → AppError (core/errors.ts)
 * - token-manager.ts     token reuse until shortly before expiry, single-flight login
 * - login-guard.ts       at most 12 logins per 15 minutes, persisted
 * - stores.ts            TokenStore / LoginGuardStore interfaces and in-memory versions
 * - secrets.ts           scrubs key and tokens from error values
 * - scan-id.ts           URL-safe unique scan and export ids
 * - operation.ts         what an endpoint module hands to the runner
 * - parse-response.ts    response schema failures → clear `service` errors
 * - validation/          ids, text bounds, image format/size sniffing, issue → invalid-input
 * - endpoints/           one module per operation group (request schema, call); the answers'
 *                        schemas apart in `*-result.ts`, which pages import without the calls
 * - webhooks.ts          schemas of the webhook payloads relayed to the extension
 *                        (the video result's reading: endpoints/video-detection-result.ts)
 */
export { createApiClient } from './client.ts';
export type { ApiClient, ApiClientOptions, CallOptions } from './client.ts';
export { toApiError, readErrorBody } from './errors.ts';
export type { FetchLike } from './http.ts';
export { DEFAULT_RETRY, backoffDelay, parseRetryAfter } from './retry.ts';
export type { RetryOptions, Sleep } from './retry.ts';
export { generateScanId } from './scan-id.ts';
export { memoryLoginGuardStore, memoryTokenStore, StoredTokenSchema } from './stores.ts';
export type {
  Credentials,
  CredentialsProvider,
  LoginGuardStore,
  StoredToken,
  TokenStore,
} from './stores.ts';
export type { SessionInfo } from './token-manager.ts';
export { LOGIN_LIMIT, LOGIN_WINDOW_MS } from './login-guard.ts';
export { ScanIdSchema, ExportIdSchema } from './validation/ids.ts';
export {
  AI_TEXT_MAX,
  AI_TEXT_MIN,
  MODERATION_TEXT_MAX,
  MODERATION_TEXT_MIN,
} from './validation/text.ts';
export { sniffImage } from './validation/image-sniff.ts';
export type { ImageFormat, SniffedImage } from './validation/image-sniff.ts';
export { checkImage, IMAGE_EXTENSIONS } from './validation/image.ts';
export type { ImageInput } from './validation/image.ts';
export { creditsCharged } from './endpoints/common-schemas.ts';
export type { Ranges, ScannedDocument } from './endpoints/common-schemas.ts';
export { CreditBalanceSchema } from './endpoints/credits.ts';
export type { CreditBalance } from './endpoints/credits.ts';
export { ExportRequestSchema } from './endpoints/export.ts';
export { FILE_SCAN_MAX_BYTES, OCR_EXTENSIONS } from './endpoints/file-scan.ts';
export type { FileScanRequest, OcrScanRequest } from './endpoints/file-scan.ts';
export type { ExportOutcome, ExportRequest } from './endpoints/export.ts';
export { IMAGE_MODEL } from './endpoints/image-detection.ts';
export { ImageDetectionResultSchema } from './endpoints/image-detection-result.ts';
export type {
  AsyncImageAccepted,
  AsyncImageRequest,
  ImageDetectionRequest,
} from './endpoints/image-detection.ts';
export type { ImageDetectionResult } from './endpoints/image-detection-result.ts';
export { ImagePlagiarismResultSchema, MATCH_TYPE } from './endpoints/image-plagiarism-result.ts';
export type { ImagePlagiarismRequest } from './endpoints/image-plagiarism.ts';
export type { ImageMatch, ImagePlagiarismResult } from './endpoints/image-plagiarism-result.ts';
export { ObjectDetectionResultSchema } from './endpoints/object-detection-result.ts';
export type { ObjectDetectionRequest } from './endpoints/object-detection.ts';
export type { ObjectDetectionResult } from './endpoints/object-detection-result.ts';
export { checkPlagiarismImage, PLAGIARISM_EXTENSIONS } from './validation/plagiarism-image.ts';
export type { PlagiarismFormat } from './validation/plagiarism-image.ts';
export { LoginResponseSchema } from './endpoints/login.ts';
export type { LoginResponse } from './endpoints/login.ts';
export { ModerationResultSchema, moderationSpans } from './endpoints/moderation-result.ts';
export { MODERATION_LABELS } from './endpoints/moderation-label-ids.ts';
export type { ModerationRequest } from './endpoints/moderation.ts';
export type { ModerationResult, ModerationSpan } from './endpoints/moderation-result.ts';
export type { ModerationLabelId } from './endpoints/moderation-label-ids.ts';
export { OcrLanguagesSchema } from './endpoints/ocr-languages.ts';
export type { OcrLanguages } from './endpoints/ocr-languages.ts';
export type { SupportedFileTypes } from './endpoints/supported-file-types.ts';
export { ScanPropertiesSchema } from './endpoints/scan-properties.ts';
export type { ScanProperties } from './endpoints/scan-properties.ts';
export { CLASSIFICATION, TextDetectionResultSchema } from './endpoints/text-detection-result.ts';
export type { TextDetectionRequest } from './endpoints/text-detection.ts';
export type { TextDetectionResult, TextSection } from './endpoints/text-detection-result.ts';
export { buildUrlScanBody, ScanSubmissionResultSchema } from './endpoints/url-scan.ts';
export type { ScanSubmissionResult, UrlScanOutcome, UrlScanRequest } from './endpoints/url-scan.ts';
export type { ResendAccepted } from './endpoints/webhooks-resend.ts';
export { buildVideoDetectionBody, VIDEO_MODEL } from './endpoints/video-detection.ts';
export type {
  VideoDetectionBody,
  VideoDetectionRequest,
  VideoSubmitAccepted,
} from './endpoints/video-detection.ts';
export {
  readVideoFindings,
  videoCreditsCharged,
  VideoDetectionResultSchema,
} from './endpoints/video-detection-result.ts';
export type { VideoFindingsRead } from './endpoints/video-detection-result.ts';
export { VIDEO_EXTENSIONS, VIDEO_VERBS, videoFileName } from './validation/video.ts';
export * from './webhooks.ts';
