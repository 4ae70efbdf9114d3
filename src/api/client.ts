/**
 * The single entry point: wires fetch, token manager, login guard and retry policy together and
 * returns one typed method per operation. Every method resolves to a Result and never throws for
 * service or network failures; input is validated before anything is sent.
 */
import {
  imagePlagiarismOperation,
  type ImagePlagiarismRequest,
} from './endpoints/image-plagiarism.ts';
import {
  fileScanOperation,
  ocrScanOperation,
  type FileScanRequest,
  type OcrScanRequest,
} from './endpoints/file-scan.ts';
import { type ImagePlagiarismResult } from './endpoints/image-plagiarism-result.ts';
import {
  objectDetectionOperation,
  type ObjectDetectionRequest,
} from './endpoints/object-detection.ts';
import { type ObjectDetectionResult } from './endpoints/object-detection-result.ts';
import { err, type AppError, type Result } from '../core/errors.ts';
import { createSend, type FetchLike } from './http.ts';
import { createLoginGuard } from './login-guard.ts';
import type { Operation } from './operation.ts';
import { createRunner, type RunOptions } from './request-runner.ts';
import { DEFAULT_RETRY, realSleep, type RetryOptions, type Sleep } from './retry.ts';
import { createSecretScrubber } from './secrets.ts';
import type { CredentialsProvider, LoginGuardStore, TokenStore } from './stores.ts';
import { createTokenManager, type SessionInfo } from './token-manager.ts';
import { validateInput } from './validation/issues.ts';
import { ExportIdSchema, ScanIdSchema } from './validation/ids.ts';
import { creditsOperation, type CreditBalance } from './endpoints/credits.ts';
import {
  exportOperation,
  ExportRequestSchema,
  type ExportOutcome,
  type ExportRequest,
} from './endpoints/export.ts';
import {
  asyncImageOperation,
  imageDetectionOperation,
  type AsyncImageAccepted,
  type AsyncImageRequest,
  type ImageDetectionRequest,
} from './endpoints/image-detection.ts';
import { type ImageDetectionResult } from './endpoints/image-detection-result.ts';
import { loginOperation } from './endpoints/login.ts';
import {
  moderationOperation,
  ModerationRequestSchema,
  type ModerationRequest,
} from './endpoints/moderation.ts';
import { type ModerationResult } from './endpoints/moderation-result.ts';
import { ocrLanguagesOperation, type OcrLanguages } from './endpoints/ocr-languages.ts';
import {
  supportedFileTypesOperation,
  type SupportedFileTypes,
} from './endpoints/supported-file-types.ts';
import {
  textDetectionOperation,
  TextDetectionRequestSchema,
  type TextDetectionRequest,
} from './endpoints/text-detection.ts';
import { type TextDetectionResult } from './endpoints/text-detection-result.ts';
import {
  buildUrlScanBody,
  urlScanOperation,
  type UrlScanOutcome,
  type UrlScanRequest,
} from './endpoints/url-scan.ts';
import { resendWebhookOperation, type ResendAccepted } from './endpoints/webhooks-resend.ts';
import {
  videoDetectionOperation,
  type VideoDetectionRequest,
  type VideoSubmitAccepted,
} from './endpoints/video-detection.ts';

export interface ApiClientOptions {
  apiBaseUrl: string;
  authBaseUrl: string;
  credentials: CredentialsProvider;
  tokenStore: TokenStore;
  loginGuardStore: LoginGuardStore;
  fetch?: FetchLike;
  now?: () => number;
  sleep?: Sleep;
  /** Returns [0, 1); drives backoff jitter. */
  random?: () => number;
  retry?: Partial<RetryOptions>;
  /** Per-attempt timeout; the service's own is 110 s. */
  timeoutMs?: number;
  /** Log in again this long before the token expires. */
  refreshMarginMs?: number;
  /** Told how each login ended, with secrets scrubbed from errors. */
  onLoginOutcome?: (outcome: Result<SessionInfo>) => Promise<void> | void;
  /** Stops a login before it is sent (see TokenManagerOptions.refuseLogin). */
  refuseLogin?: () => Promise<AppError | undefined>;
}

export interface CallOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
}

export interface ApiClient {
  /** Makes sure a valid token exists (logging in if needed); `force` logs in anew. */
  login(options?: CallOptions & { force?: boolean }): Promise<Result<SessionInfo>>;
  /** Forgets the token; call when the credentials change. */
  logout(): Promise<void>;
  submitUrl(
    scanId: string,
    request: UrlScanRequest,
    options?: CallOptions,
  ): Promise<Result<UrlScanOutcome>>;
  /** Plagiarism scan of a file's bytes (text as a UTF-8 .txt, a PDF …): what no address reaches. */
  submitFile(
    scanId: string,
    request: FileScanRequest,
    options?: CallOptions,
  ): Promise<Result<UrlScanOutcome>>;
  /** Plagiarism scan of the text in an image, read by the service's OCR in `langCode`. */
  submitOcr(
    scanId: string,
    request: OcrScanRequest,
    options?: CallOptions,
  ): Promise<Result<UrlScanOutcome>>;
  detectAiText(
    scanId: string,
    request: TextDetectionRequest,
    options?: CallOptions,
  ): Promise<Result<TextDetectionResult>>;
  detectAiImage(
    scanId: string,
    request: ImageDetectionRequest,
    options?: CallOptions,
  ): Promise<Result<ImageDetectionResult>>;
  submitAiImageAsync(
    scanId: string,
    request: AsyncImageRequest,
    options?: CallOptions,
  ): Promise<Result<AsyncImageAccepted>>;
  /**
   * AI video detection: the service downloads `request.url` and posts the result to
   * `request.webhooks.url` (read it with readVideoFindings). Answers once the service accepted it.
   */
  submitAiVideo(
    scanId: string,
    request: VideoDetectionRequest,
    options?: CallOptions,
  ): Promise<Result<VideoSubmitAccepted>>;
  exportScan(
    scanId: string,
    exportId: string,
    request: ExportRequest,
    options?: CallOptions,
  ): Promise<Result<ExportOutcome>>;
  resendWebhook(scanId: string, options?: CallOptions): Promise<Result<ResendAccepted>>;
  /** Where else on the web this image appears (its own limits: under 20 MB, 75 MP). */
  findImageOnWeb(
    scanId: string,
    request: ImagePlagiarismRequest,
    options?: CallOptions,
  ): Promise<Result<ImagePlagiarismResult>>;
  /** Masks of up to 3 named objects in an image (the AI check's image limits). */
  detectObjects(
    scanId: string,
    request: ObjectDetectionRequest,
    options?: CallOptions,
  ): Promise<Result<ObjectDetectionResult>>;
  getCredits(options?: CallOptions): Promise<Result<CreditBalance>>;
  moderateText(
    scanId: string,
    request: ModerationRequest,
    options?: CallOptions,
  ): Promise<Result<ModerationResult>>;
  getOcrLanguages(options?: CallOptions): Promise<Result<OcrLanguages>>;
  getSupportedFileTypes(options?: CallOptions): Promise<Result<SupportedFileTypes>>;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const now = options.now ?? Date.now;
  const scrubber = createSecretScrubber();
  const send = createSend({
    apiBaseUrl: options.apiBaseUrl,
    authBaseUrl: options.authBaseUrl,
    fetch: options.fetch ?? ((input, init) => fetch(input, init)),
  });
  const runnerConfig = {
    send,
    retry: { ...DEFAULT_RETRY, ...options.retry },
    sleep: options.sleep ?? realSleep,
    random: options.random ?? Math.random,
    now,
    timeoutMs: options.timeoutMs ?? 120_000,
  };
  const anonymous = createRunner(runnerConfig);
  const tokens = createTokenManager({
    credentials: options.credentials,
    store: options.tokenStore,
    guard: createLoginGuard({ store: options.loginGuardStore, now }),
    runLogin: (credentials, runOptions) => anonymous(loginOperation(credentials), runOptions),
    now,
    refreshMarginMs: options.refreshMarginMs,
    onSecret: (secret) => scrubber.remember(secret),
    onLoginOutcome: (outcome) =>
      options.onLoginOutcome?.(outcome.ok ? outcome : err(scrubber.scrub(outcome.error))),
    refuseLogin: options.refuseLogin,
  });
  const run = createRunner({ ...runnerConfig, tokens });

  const clean = <T>(result: Result<T>): Result<T> =>
    result.ok ? result : err(scrubber.scrub(result.error));

  async function call<T>(
    operation: Result<Operation<T>>,
    callOptions: CallOptions = {},
  ): Promise<Result<T>> {
    if (!operation.ok) return operation;
    const runOptions: RunOptions = { signal: callOptions.signal, timeoutMs: callOptions.timeoutMs };
    try {
      return clean(await run(operation.value, runOptions));
    } catch {
      // Only a bug (or a throwing injected store) gets here; never let it escape as a throw.
      // The worker logs the `internal` error where it lands (a check, a message's reply).
      return err({ kind: 'internal', message: 'The API client failed unexpectedly.' });
    }
  }

  function withScanId<T>(scanId: string, build: () => Result<Operation<T>>): Result<Operation<T>> {
    const id = validateInput(ScanIdSchema, scanId, 'scanId');
    return id.ok ? build() : id;
  }

  function mapOk<A, B>(result: Result<A>, f: (value: A) => B): Result<B> {
    return result.ok ? { ok: true, value: f(result.value) } : result;
  }

  return {
    login: async ({ force, signal } = {}) => clean(await tokens.login({ force, signal })),
    logout: () => tokens.logout(),
    submitUrl: (scanId, request, callOptions) =>
      call(
        withScanId(scanId, () =>
          mapOk(buildUrlScanBody(request), (body) => urlScanOperation(scanId, body)),
        ),
        callOptions,
      ),
    submitFile: (scanId, request, callOptions) =>
      call(
        withScanId(scanId, () => fileScanOperation(scanId, request)),
        callOptions,
      ),
    submitOcr: (scanId, request, callOptions) =>
      call(
        withScanId(scanId, () => ocrScanOperation(scanId, request)),
        callOptions,
      ),
    detectAiText: (scanId, request, callOptions) =>
      call(
        withScanId(scanId, () =>
          mapOk(validateInput(TextDetectionRequestSchema, request), (body) =>
            textDetectionOperation(scanId, body),
          ),
        ),
        callOptions,
      ),
    detectAiImage: (scanId, request, callOptions) =>
      call(
        withScanId(scanId, () => imageDetectionOperation(scanId, request)),
        callOptions,
      ),
    findImageOnWeb: (scanId, request, callOptions) =>
      call(
        withScanId(scanId, () => imagePlagiarismOperation(scanId, request)),
        callOptions,
      ),
    detectObjects: (scanId, request, callOptions) =>
      call(
        withScanId(scanId, () => objectDetectionOperation(scanId, request)),
        callOptions,
      ),
    submitAiImageAsync: (scanId, request, callOptions) =>
      call(
        withScanId(scanId, () => asyncImageOperation(scanId, request)),
        callOptions,
      ),
    submitAiVideo: (scanId, request, callOptions) =>
      call(
        withScanId(scanId, () => videoDetectionOperation(scanId, request)),
        callOptions,
      ),
    exportScan: (scanId, exportId, request, callOptions) =>
      call(
        withScanId(scanId, () => {
          const id = validateInput(ExportIdSchema, exportId, 'exportId');
          if (!id.ok) return id;
          return mapOk(validateInput(ExportRequestSchema, request), (body) =>
            exportOperation(scanId, exportId, body),
          );
        }),
        callOptions,
      ),
    resendWebhook: (scanId, callOptions) =>
      call(
        withScanId(scanId, () => ({ ok: true, value: resendWebhookOperation(scanId) })),
        callOptions,
      ),
    getCredits: (callOptions) => call({ ok: true, value: creditsOperation() }, callOptions),
    moderateText: (scanId, request, callOptions) =>
      call(
        withScanId(scanId, () =>
          mapOk(validateInput(ModerationRequestSchema, request), (body) =>
            moderationOperation(scanId, body),
          ),
        ),
        callOptions,
      ),
    getOcrLanguages: (callOptions) =>
      call({ ok: true, value: ocrLanguagesOperation() }, callOptions),
    getSupportedFileTypes: (callOptions) =>
      call({ ok: true, value: supportedFileTypesOperation() }, callOptions),
  };
}
