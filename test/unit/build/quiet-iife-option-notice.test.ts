import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Plugin, ResolvedConfig } from 'vite';
import { quietIifeOptionNotice } from '../../../build/quiet-iife-option-notice.ts';

/** The line as rolldown's logger writes it (colours and all). */
const NOTICE =
  '\n\u001b[43m\u001b[30m WARN \u001b[39m\u001b[49m \u001b[36minlineDynamicImports\u001b[39m option is ' +
  'ignored because \u001b[36mcodeSplitting: false\u001b[39m is set.\n\n';

type Hook = (this: unknown) => Promise<void>;

/** crxjs' plugin, writing what it is given while it builds, after ours has wrapped it. */
function wrapped(lines: string[]): Hook {
  const crx: Plugin = {
    name: 'crx:content-scripts-iife',
    generateBundle() {
      for (const line of lines) process.stderr.write(line);
      return Promise.resolve();
    },
  };
  const configResolved = quietIifeOptionNotice().configResolved as (c: ResolvedConfig) => void;
  configResolved({ plugins: [crx] } as unknown as ResolvedConfig);
  return crx.generateBundle as unknown as Hook;
}

afterEach(() => vi.restoreAllMocks());

describe("the notice about crxjs' option for the content script's build", () => {
  it('is dropped, and every other line is printed', async () => {
    const printed: unknown[] = [];
    const write = vi.spyOn(process.stderr, 'write').mockImplementation((chunk: unknown) => {
      printed.push(chunk);
      return true;
    });
    const other = ' WARN  `advancedChunks` option is ignored because `codeSplitting` is set.\n';
    await wrapped([NOTICE, other]).call(undefined);
    expect(printed).toEqual([other]);
    // Only while crxjs builds: afterwards stderr is as it was.
    process.stderr.write('after\n');
    expect(printed).toEqual([other, 'after\n']);
    expect(write).toHaveBeenCalledTimes(2);
  });

  it('stops the build when crxjs no longer has the plugin it wraps', () => {
    const configResolved = quietIifeOptionNotice().configResolved as (c: ResolvedConfig) => void;
    expect(() => configResolved({ plugins: [] } as unknown as ResolvedConfig)).toThrow(
      /crx:content-scripts-iife not found/,
    );
  });
});
