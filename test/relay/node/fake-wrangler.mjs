// A stand-in for the wrangler CLI (WRANGLER_BIN) for relay-deploy.test.ts: it keeps its account
// state in FAKE_WRANGLER_STATE/state.json and records every call (arguments and stdin) in
// calls.jsonl, answering the way wrangler 4 does for the commands the deploy script uses.
import { appendFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.env.FAKE_WRANGLER_STATE;
const statePath = join(dir, 'state.json');
const state = JSON.parse(readFileSync(statePath, 'utf8'));
const args = process.argv.slice(2);
// Only `secret put` is given its input on stdin; the other commands get the terminal's.
const stdin = args[0] === 'secret' && args[1] === 'put' ? readFileSync(0, 'utf8') : '';
appendFileSync(join(dir, 'calls.jsonl'), `${JSON.stringify({ args, stdin })}\n`);
const save = () => writeFileSync(statePath, JSON.stringify(state));
const name = args.includes('--name') ? args[args.indexOf('--name') + 1] : 'authenticity-lens-relay';

if ((args[0] === 'whoami' || args[0] === 'login') && args.includes('--name')) {
  // As wrangler 4.86 does: --name belongs to the commands about one Worker.
  console.error('Unknown argument: name');
  process.exit(1);
} else if (args[0] === 'whoami') {
  if (!state.loggedIn) process.exit(1);
  console.log(JSON.stringify({ email: 'owner@example.org' }));
} else if (args[0] === 'deploy' && args.includes('--dry-run')) {
  const outdir = args[args.indexOf('--outdir') + 1];
  mkdirSync(outdir, { recursive: true });
  writeFileSync(join(outdir, 'worker.js'), 'export default {};\n');
  console.log('--dry-run: exiting now.');
} else if (args[0] === 'deploy') {
  state.deployed = true;
  save();
  console.log(`Uploaded ${name} (1.20 sec)\nDeployed ${name} triggers (0.40 sec)`);
  console.log(`  https://${name}.team-example.workers.dev\nCurrent Version ID: 0000`);
} else if (args[0] === 'secret' && args[1] === 'list') {
  console.log(JSON.stringify(state.secrets.map((s) => ({ name: s, type: 'secret_text' }))));
} else if (args[0] === 'secret' && args[1] === 'put') {
  if (!state.secrets.includes(args[2])) state.secrets.push(args[2]);
  save();
  console.log(`Success! Uploaded secret ${args[2]}`);
} else if (args[0] === 'delete') {
  state.deployed = false;
  state.secrets = [];
  save();
  console.log(`Successfully deleted ${name}`);
} else {
  console.error(`fake wrangler: unexpected ${args.join(' ')}`);
  process.exit(2);
}
