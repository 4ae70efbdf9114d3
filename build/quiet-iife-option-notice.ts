import type { Plugin } from 'vite';

/** crxjs' plugin that builds the content script as one classic script (format `iife`). */
const CRX_IIFE_PLUGIN = 'crx:content-scripts-iife';

/**
 * What rolldown prints (its own logger, straight to stderr: no `onLog` or `onwarn` sees it) when
 * an output has both options. Vite gives every `iife` output `codeSplitting: false`, and crxjs
 * (3.0.0, `createIifeConfig`) adds `inlineDynamicImports: true` to the nested build it starts
 * with no plugins of ours. Harmless by construction: `codeSplitting: false` makes rolldown inline
 * dynamic imports (rolldown 1.x, `bindingifyCodeSplitting`), which is all crxjs asked for.
 */
const NOTICE = 'inlineDynamicImports option is ignored because codeSplitting: false is set.';

// eslint-disable-next-line no-control-regex -- the terminal's colour codes, removed to compare
const COLOURS = /\u001b\[[0-9;]*m/g;

const isTheNotice = (text: string): boolean =>
  text.replace(COLOURS, '').replace(/`/g, '').trim() === `WARN  ${NOTICE}`;

/**
 * Drops that one line while crxjs builds the content script: a build prints no warning a
 * newcomer would chase. Only a write that is the notice and nothing else is dropped, and only
 * during that step; if crxjs changes the plugin's name, the build says so instead of printing.
 */
export function quietIifeOptionNotice(): Plugin {
  return {
    name: 'authenticity-lens:quiet-iife-option-notice',
    apply: 'build',
    configResolved(config) {
      const crx = config.plugins.find((plugin) => plugin.name === CRX_IIFE_PLUGIN);
      const hook = crx?.generateBundle;
      if (!crx || typeof hook !== 'function') {
        throw new Error(`${CRX_IIFE_PLUGIN} not found: see build/quiet-iife-option-notice.ts.`);
      }
      crx.generateBundle = async function (
        this: ThisParameterType<typeof hook>,
        ...args: Parameters<typeof hook>
      ) {
        const stderr = process.stderr;
        // eslint-disable-next-line @typescript-eslint/unbound-method -- put back as it was, below
        const write = stderr.write;
        const passOn = write as (...all: unknown[]) => boolean;
        stderr.write = (chunk: unknown, ...rest: unknown[]): boolean =>
          (typeof chunk === 'string' && isTheNotice(chunk)) || passOn.call(stderr, chunk, ...rest);
        try {
          await hook.apply(this, args);
        } finally {
          stderr.write = write;
        }
      };
    },
  };
}
