/** `npm run relay:deploy [-- --dry-run | --rotate-token | --delete | --name <worker>]`. */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { DeployError, deployRelay } from './relay-deploy/deploy-relay.ts';
import { createWrangler } from './relay-deploy/wrangler.ts';

const USAGE = `Usage: npm run relay:deploy -- [options]

  (no option)       deploy the relay to your Cloudflare account and print its address and,
                    the first time, the owner's token
  --dry-run         build the worker only (no account needed): .tmp/relay-worker/worker.js
  --rotate-token    deploy and set a new owner's token (the old one stops working)
  --delete          delete the relay and every event it holds
  --name <name>     the Worker's name (default authenticity-lens-relay): one per team relay
  --help            show this text`;

async function main(): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        'dry-run': { type: 'boolean' },
        'rotate-token': { type: 'boolean' },
        delete: { type: 'boolean' },
        name: { type: 'string' },
        help: { type: 'boolean' },
      },
      strict: true,
    }));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    console.info(USAGE);
    return 0;
  }
  try {
    await deployRelay(
      {
        dryRun: values['dry-run'] ?? false,
        rotateToken: values['rotate-token'] ?? false,
        delete: values.delete ?? false,
        outdir: join(process.cwd(), '.tmp', 'relay-worker'),
      },
      {
        wrangler: createWrangler(values.name),
        fetch: (url) => fetch(url),
        print: (line) => console.info(line),
        sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
        interactive: process.stdin.isTTY,
      },
    );
    return 0;
  } catch (error) {
    if (error instanceof DeployError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
}

process.exitCode = await main();
