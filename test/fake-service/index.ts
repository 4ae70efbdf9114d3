/**
 * Local double of the content-authenticity service (issue #3). Start it with
 * startFakeService(); see README.md for behaviour and the control API.
 */
import { DEMO_ACCOUNT, type FakeAccount } from './core/accounts.ts';
import { ServiceState } from './core/service-state.ts';
import { createControl } from './control/control.ts';
import type { FakeServiceControl } from './control/control-types.ts';
import { createApiApp } from './http/api-app.ts';
import { createAuthApp } from './http/auth-app.ts';
import { listen } from './http/listener.ts';

export { DEMO_ACCOUNT };
export type { FakeAccount, FakeServiceControl };
export type * from './control/control-types.ts';
/** What the double reports for a video file, for tests to predict (README: AI video detection). */
export {
  expectedVideoFindings,
  SANDBOX_VIDEO_FINDINGS,
  type ExpectedVideoFindings,
} from './video/video-segments.ts';
export { VIDEO_CREDITS_PER_MINUTE, videoCredits } from './video/video-rules.ts';

export interface FakeServiceOptions {
  /** Default '127.0.0.1'. */
  host?: string;
  /** Default 0 (random). */
  apiPort?: number;
  /** Default 0 (random). Login has its own listener, so mixing the two URLs fails. */
  authPort?: number;
  /** Default: one demo account (DEMO_ACCOUNT). */
  accounts?: FakeAccount[];
  /** Multiplies the spec's retry waits (2 s, 4 s … 65535 s); default 0.001. */
  webhookTimeScale?: number;
  /** How long a webhook receiver may take to answer; default max(70 s × scale, 2 s). */
  webhookTimeoutMs?: number;
  /** Initial clock; the handle's clock can then be advanced or set. */
  now?: () => number;
}

export interface FakeService {
  /** {base_url}, e.g. 'http://127.0.0.1:41234'. */
  apiUrl: string;
  /** {auth_url}, e.g. 'http://127.0.0.1:41235'. */
  authUrl: string;
  control: FakeServiceControl;
  close(): Promise<void>;
}

export async function startFakeService(options: FakeServiceOptions = {}): Promise<FakeService> {
  const host = options.host ?? '127.0.0.1';
  const timeScale = options.webhookTimeScale ?? 0.001;
  const timeoutMs = options.webhookTimeoutMs ?? Math.max(70_000 * timeScale, 2_000);
  const state = new ServiceState({
    accounts: options.accounts ?? [DEMO_ACCOUNT],
    now: options.now,
    webhookTimeScale: timeScale,
    webhookTimeoutMs: timeoutMs,
  });
  const control = createControl(state, { timeScale, timeoutMs });
  const api = await listen(state, 'api', createApiApp(state, control), host, options.apiPort ?? 0);
  const auth = await listen(state, 'auth', createAuthApp(state), host, options.authPort ?? 0).catch(
    async (error: unknown) => {
      await api.close();
      throw error;
    },
  );
  return {
    apiUrl: api.url,
    authUrl: auth.url,
    control,
    close: async () => {
      state.delivery.close();
      await Promise.all([api.close(), auth.close()]);
    },
  };
}
