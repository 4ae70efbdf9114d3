/**
 * `npm run relay`: the webhook relay for the Authenticity Lens extension. Prints the address and
 * the relay token to paste into the extension's options, and stops cleanly on Ctrl+C or SIGTERM.
 */
import { readRelayConfig, USAGE, type RelayConfig } from './cli-options.ts';
import { runCli } from './run-cli.ts';
import { startRelay } from './start-relay.ts';
import { startupLines } from './startup-lines.ts';

async function serve({ config }: { config: RelayConfig }): Promise<number> {
  const relay = await startRelay({
    dbPath: config.dbPath,
    host: config.host,
    port: config.port,
    limits: config.settings.limits,
    guards: config.settings.guards,
    heartbeatMs: config.settings.heartbeatMs,
    maxStreamMs: config.settings.maxStreamMs,
    ...(config.token === undefined ? {} : { token: config.token }),
    ...(config.tokenFile === undefined ? {} : { tokenFile: config.tokenFile }),
  });
  for (const line of startupLines(relay)) console.info(line);

  await new Promise<void>((done) => {
    const stop = (): void => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      done();
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
  await relay.close();
  console.info('Relay stopped.');
  return 0;
}

runCli(readRelayConfig(process.argv.slice(2), process.env), USAGE, serve);
