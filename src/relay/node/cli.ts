/**
 * `npm run relay`: the webhook relay for the Authenticity Lens extension. Prints the address and
 * the relay token to paste into the extension's options, and stops cleanly on Ctrl+C or SIGTERM.
 */
import { readRelayConfig, USAGE } from './cli-options.ts';
import { startRelay } from './start-relay.ts';
import { startupLines } from './startup-lines.ts';

async function main(): Promise<number> {
  const read = readRelayConfig(process.argv.slice(2), process.env);
  if (!read.ok) {
    if (read.help) {
      console.info(USAGE);
      return 0;
    }
    console.error(`${read.message}\n\n${USAGE}`);
    return 2;
  }
  const { config } = read;
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

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  },
);
