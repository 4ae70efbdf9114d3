import type { TextMap } from '../../shared/text/text-map.ts';

/** DOM maps of texts read in this page, by id; only the last few are kept (a map holds nodes). */
const KEEP = 8;
const maps = new Map<string, TextMap>();
let counter = 0;

export function keepTextMap(map: TextMap): string {
  const id = `t${Date.now().toString(36)}-${++counter}`;
  maps.set(id, map);
  while (maps.size > KEEP) maps.delete(maps.keys().next().value!);
  return id;
}

export function textMap(id: string): TextMap | undefined {
  return maps.get(id);
}
