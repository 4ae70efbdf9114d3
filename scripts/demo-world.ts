/**
 * What `npm start` and `npm run dev` run beside the extension: the local service (a faithful
 * double of the real one, with the demo account), the demo pages, the webhook relay (kept between
 * runs, its token too, like one run with `npm run relay`) and the Google Docs stand-in.
 */
import { resolve } from 'node:path';
import { startRelay } from '../src/relay/node/start-relay.ts';
import { DOC_IDS, DOCS_DOCUMENTS } from '../test/e2e/support/docs-documents.ts';
import { startDocsSite } from '../test/e2e/support/docs-site.ts';
import { startPageServer } from '../test/e2e/support/page-server.ts';
import type { ServiceSetup } from '../test/e2e/support/configure-extension.ts';
import { DEMO_ACCOUNT, startFakeService } from '../test/fake-service/index.ts';
import { demoImages } from './demo-images.ts';

export type DemoWorld = Awaited<ReturnType<typeof startDemoWorld>>;

export async function startDemoWorld() {
  const service = await startFakeService({ webhookTimeScale: 0.01 });
  const pages = await startPageServer(demoImages());
  const relay = await startRelay({ dbPath: resolve('.tmp/start-relay/relay.sqlite') });
  // docs.google.test: the loopback and dev builds know it as Docs.
  const docs = await startDocsSite(DOCS_DOCUMENTS);
  const demoPage = pages.url('demo.html');
  /** The extension's settings for all of it, as its settings page is filled in. */
  const setup: ServiceSetup = {
    apiBaseUrl: service.apiUrl,
    authBaseUrl: service.authUrl,
    email: DEMO_ACCOUNT.email,
    key: DEMO_ACCOUNT.key,
    relay: { url: relay.url, token: relay.token.token },
  };
  return {
    service,
    pages,
    relay,
    docs,
    demoPage,
    setup,
    /** The addresses and secrets to paste into the extension's settings by hand. */
    describe: (): string => `Local service (sandbox, no real credits):
  API address     ${service.apiUrl}
  Login address   ${service.authUrl}
  E-mail          ${DEMO_ACCOUNT.email}
  API key         ${DEMO_ACCOUNT.key}
Webhook relay     ${relay.url}
  Relay token     ${relay.token.token}
Demo page         ${demoPage}
Google Doc        ${docs.editUrl(DOC_IDS.essay)}  (a stand-in: the browser opened here maps *.test to 127.0.0.1)`,
    close: async (): Promise<void> => {
      await Promise.allSettled([service.close(), pages.close(), relay.close(), docs.close()]);
    },
  };
}
