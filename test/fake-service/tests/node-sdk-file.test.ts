import {
  Copyleaks,
  CopyleaksConfig,
  CopyleaksFileSubmissionModel,
  type CopyleaksAuthToken,
} from 'plagiarism-checker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakePage, LIGHTHOUSE_STORMS, wordCount } from './helpers/fake-internet-text.ts';
import { startReceiver, type Receiver } from './helpers/receiver.ts';
import { DEMO_ACCOUNT, startTestService, type TestService } from './helpers/service.ts';

/**
 * The official Node SDK (plagiarism-checker 6.0.0), unchanged, against the double: its base
 * URLs are public static setters (CopyleaksConfig), so no patching is needed. This checks that
 * the double's file route takes the body the SDK really sends.
 */
describe('official Node SDK: submitFileAsync', () => {
  let service: TestService;
  let receiver: Receiver;
  let copyleaks: Copyleaks;
  let token: CopyleaksAuthToken;

  beforeAll(async () => {
    service = await startTestService();
    receiver = await startReceiver();
    CopyleaksConfig.API_SERVER_URI = service.apiUrl;
    CopyleaksConfig.IDENTITY_SERVER_URI = service.authUrl;
    copyleaks = new Copyleaks();
    token = await copyleaks.loginAsync(DEMO_ACCOUNT.email, DEMO_ACCOUNT.key);
  });
  afterAll(async () => {
    await service.close();
    await receiver.close();
  });

  it('logs in, submits a .txt and gets the completed webhook with the match and filename', async () => {
    const text = `What I remember from the museum: ${LIGHTHOUSE_STORMS} It was a hard life.`;
    const submission = new CopyleaksFileSubmissionModel(
      Buffer.from(text).toString('base64'),
      'museum-notes.txt',
      {
        webhooks: {
          status: `${receiver.url}/sdk/{STATUS}`,
          newResult: `${receiver.url}/sdk-new-result`,
        },
        developerPayload: 'from-the-sdk',
      },
    );
    await copyleaks.submitFileAsync(token, 'sdk-file-1', submission);

    const completed = (await receiver.waitFor((c) => c.path === '/sdk/completed')).json as {
      status: number;
      developerPayload: string;
      scannedDocument: { scanId: string; totalWords: number; metadata: { filename?: string } };
      results: { internet: { url: string; matchedWords: number; title: string }[] };
    };
    expect(completed.status).toBe(0);
    expect(completed.developerPayload).toBe('from-the-sdk');
    expect(completed.scannedDocument.scanId).toBe('sdk-file-1');
    expect(completed.scannedDocument.totalWords).toBe(wordCount(text));
    expect(completed.scannedDocument.metadata.filename).toBe('museum-notes.txt');
    const page = fakePage('lighthouse-keepers');
    expect(completed.results.internet).toEqual([
      expect.objectContaining({
        url: page.url,
        title: page.title,
        matchedWords: wordCount(LIGHTHOUSE_STORMS),
      }),
    ]);
    const request = service.control.requests.find(
      (r) => r.path === '/v3/scans/submit/file/sdk-file-1',
    );
    expect(request?.status).toBe(201);
  });

  it('surfaces a refusal of the double as the SDK does (an axios error with the 400 body)', async () => {
    const submission = new CopyleaksFileSubmissionModel('not base64!', 'notes.txt', {
      webhooks: { status: `${receiver.url}/sdk/{STATUS}` },
    });
    const error = (await copyleaks.submitFileAsync(token, 'sdk-file-2', submission).then(
      () => undefined,
      (reason: unknown) => reason,
    )) as { response?: { status: number; data: unknown } } | undefined;
    expect(error?.response?.status).toBe(400);
    expect(error?.response?.data).toMatchObject({ error: { details: [{ param: 'base64' }] } });
  });
});
