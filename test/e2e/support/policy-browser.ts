/**
 * A browser started under an administrator's policy for our extension, the way IT deploys one:
 * Chromium reads `/etc/chromium/policies/managed/*.json`, Firefox `distribution/policies.json`
 * beside its binary. Those are the machine's own folders, so the policy is not written there:
 * the browser is started in a mount namespace of its own (`unshare`, as an unprivileged user
 * too) where a temporary copy of the folder, policy added, is mounted over the real one. No
 * other browser on the machine sees it, and nothing is left behind.
 */
import { createHash } from 'node:crypto';
import {
  chmodSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { GECKO_ID } from '../../../build/firefox-manifest.ts';
import type { BrowserName } from '../browsers/driver.ts';

export type Policy = Record<string, unknown>;

export interface PolicyBrowser {
  /** A script that starts the browser with the policy in place; give it as the executable. */
  executable: string;
  remove(): void;
}

/**
 * The id Chromium gives an unpacked extension: from the SHA-256 of its folder's absolute path,
 * the first 32 hex digits, each written as a letter from a to p.
 */
export function unpackedExtensionId(folder: string): string {
  const hex = createHash('sha256').update(realpathSync(folder)).digest('hex').slice(0, 32);
  return [...hex].map((digit) => String.fromCharCode(97 + parseInt(digit, 16))).join('');
}

interface Layout {
  /** The folder the browser reads its policy from, mounted over. */
  folder: string;
  /** Where in that folder the policy file goes, and what it holds. */
  file: string;
  content: (policy: Policy) => unknown;
}

function layout(name: BrowserName, binary: string, extension: string): Layout {
  if (name === 'chromium') {
    return {
      folder: '/etc/chromium',
      file: 'policies/managed/authenticity-lens.json',
      content: (policy) => ({
        '3rdparty': { extensions: { [unpackedExtensionId(extension)]: policy } },
      }),
    };
  }
  return {
    // The real binary's folder (/usr/bin/firefox-esr is a link to it).
    folder: join(dirname(realpathSync(binary)), 'distribution'),
    file: 'policies.json',
    content: (policy) => ({ policies: { '3rdparty': { Extensions: { [GECKO_ID]: policy } } } }),
  };
}

/**
 * Prepares `binary` (the browser `name`, loading the extension from `extension`) to start with
 * `policy` set for the extension.
 */
export function policyBrowser(
  name: BrowserName,
  binary: string,
  extension: string,
  policy: Policy,
): PolicyBrowser {
  const place = layout(name, binary, extension);
  if (!existsSync(place.folder)) throw new Error(`No ${place.folder} to mount a policy over.`);
  // The folder itself, not a link to it (Debian's Firefox links distribution/ to /usr/share):
  // a copied link would lead the policy file into the machine's real folder.
  const folder = realpathSync(place.folder);
  const { file, content } = place;
  const work = mkdtempSync(join(tmpdir(), 'authenticity-lens-policy-'));
  const copy = join(work, 'folder');
  cpSync(folder, copy, { recursive: true, dereference: true });
  if (!lstatSync(copy).isDirectory()) throw new Error(`Could not copy ${folder}.`);
  mkdirSync(dirname(join(copy, file)), { recursive: true });
  writeFileSync(join(copy, file), JSON.stringify(content(policy), null, 2));
  const executable = join(work, `${name}-with-policy`);
  const quote = (s: string): string => `'${s.replaceAll("'", "'\\''")}'`;
  // unshare execs (no fork): the browser keeps the pid and the pipes its driver gave it.
  writeFileSync(
    executable,
    [
      '#!/bin/sh',
      `exec unshare --map-root-user --mount sh -c 'mount --bind "$0" "$1" && shift && exec "$@"' \\`,
      `  ${quote(copy)} ${quote(folder)} ${quote(binary)} "$@"`,
      '',
    ].join('\n'),
  );
  chmodSync(executable, 0o755);
  return { executable, remove: () => rmSync(work, { recursive: true, force: true }) };
}
