/**
 * The floor for a worker's wake: a Manifest V3 extension whose service worker only answers a
 * message, and a blank page of its own to send it from (a page needs to be the extension's to
 * reach its worker).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const EMPTY_PAGE = 'page.html';
export const EMPTY_MESSAGE = { type: 'ping' };

export function writeEmptyExtension(dir: string): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'manifest.json'),
    JSON.stringify({
      manifest_version: 3,
      name: 'Empty worker',
      version: '1.0.0',
      background: { service_worker: 'worker.js', type: 'module' },
    }),
  );
  writeFileSync(
    join(dir, 'worker.js'),
    'chrome.runtime.onMessage.addListener((_message, _sender, reply) => {\n' +
      '  reply({ ok: true });\n' +
      '});\n',
  );
  writeFileSync(join(dir, EMPTY_PAGE), '<!doctype html><title>Empty</title>\n');
}
