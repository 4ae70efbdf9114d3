/**
 * What `npm run relay` prints once it listens. The token is shown only when it was just
 * generated; after that it is only read from where it is kept, never printed again.
 */
import { resolve } from 'node:path';
import type { RunningRelay } from './start-relay.ts';

export function startupLines(relay: RunningRelay): string[] {
  const { token } = relay;
  const tokenLine =
    token.source === 'generated'
      ? `Relay token (generated, saved in ${token.file ?? ''}): ${token.token}`
      : `Relay token: read from ${token.source === 'given' ? 'RELAY_TOKEN' : (token.file ?? '')} (not shown).`;
  return [
    `Authenticity Lens relay listening on ${relay.url}`,
    tokenLine,
    `Database: ${resolve(relay.dbPath)}`,
    'Enter the URL and the token in the extension options. Ctrl+C stops the relay.',
  ];
}
