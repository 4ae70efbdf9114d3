import { readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Plugin } from 'vite';
import { moduleParts, type ModuleParts } from './module-parts.ts';

const VALIBOT = /\/node_modules\/valibot\/dist\/index\.mjs$/;
const QUERY = /\?.*$/;

/**
 * valibot as one module per function (build/module-parts.ts) in the bundle, so that each chunk
 * carries the functions its own modules use. valibot ships one module, and the bundler places
 * and tree-shakes whole modules: every function any of the popup's views used rode in the chunk
 * the popup loads before its first paint, the later views' (looseObject, tuple, partial, …) too.
 * The parts' ids are paths under valibot's folder (`…/dist/parts/object.mjs`) that exist only
 * here, so that build/separate-graphs.ts gives each graph its copies as it does for files.
 * After separate-graphs in the plugin list: it resolves through this plugin, then marks.
 */
export function valibotParts(): Plugin {
  let split: { dir: string; parts: ModuleParts } | undefined;
  const partsOf = (index: string): { dir: string; parts: ModuleParts } => {
    if (split) return split;
    const dir = `${dirname(index)}/parts`;
    const result = moduleParts(readFileSync(index, 'utf8'), (part) => `${dir}/${part}.mjs`);
    if (!result.ok) {
      throw new Error(`valibot cannot be cut into parts: "${result.error.statement}" at its top.`);
    }
    split = { dir, parts: result.value };
    return split;
  };
  return {
    name: 'authenticity-lens:valibot-parts',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      return split && source.startsWith(`${split.dir}/`) ? source : null;
    },
    load(id) {
      const path = id.replace(QUERY, '').replace(/\\/g, '/');
      if (VALIBOT.test(path)) {
        const { dir, parts } = partsOf(path);
        const code = parts.exports
          .map(({ exported, local, part }) => {
            const name = exported === local ? local : `${local} as ${exported}`;
            return `export { ${name} } from ${JSON.stringify(`${dir}/${part}.mjs`)};`;
          })
          .join('\n');
        return { code, moduleSideEffects: false };
      }
      if (split && path.startsWith(`${split.dir}/`)) {
        const code = split.parts.parts.get(path.slice(split.dir.length + 1, -'.mjs'.length));
        if (code === undefined) throw new Error(`No valibot part ${path}.`);
        return { code, moduleSideEffects: false };
      }
      return null;
    },
  };
}
