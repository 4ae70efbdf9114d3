/**
 * The rules a Chrome Web Store package is refused or fails to load for, checked on the files as
 * they are zipped (the store has its own review on top; these are the mechanical ones):
 *
 * - a manifest at the root, Manifest V3, a version Chrome accepts (1–4 integers up to 65535);
 * - `__MSG_…__` names resolved in every language, the name at most 75 characters and the
 *   description at most 132 (the store's limits), `default_locale` with its catalogue;
 * - every file the manifest names is in the package, with a 128×128 PNG icon;
 * - no file or folder whose name begins with `_` besides `_locales` (Chrome will not load them);
 * - no source maps, and no page that loads a script from elsewhere (remote code is refused).
 */

export type PackageFiles = ReadonlyMap<string, Uint8Array>;

interface Manifest {
  manifest_version?: unknown;
  name?: unknown;
  short_name?: unknown;
  description?: unknown;
  version?: unknown;
  default_locale?: unknown;
  icons?: Record<string, string>;
  action?: {
    default_popup?: string;
    default_icon?: Record<string, string>;
    default_title?: string;
  };
  side_panel?: { default_path?: string };
  options_ui?: { page?: string };
  options_page?: string;
  background?: { service_worker?: string };
  web_accessible_resources?: { resources?: string[] }[];
  content_scripts?: { js?: string[]; css?: string[] }[];
  storage?: { managed_schema?: string };
  commands?: Record<string, { description?: string }>;
}

const text = (bytes: Uint8Array | undefined): string => new TextDecoder().decode(bytes);

/** A PNG's width and height, from its header; undefined if it is not a PNG. */
export function pngSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length < 24 || signature.some((b, i) => bytes[i] !== b)) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

function catalogs(files: PackageFiles): Map<string, Record<string, { message?: string }>> {
  const found = new Map<string, Record<string, { message?: string }>>();
  for (const [path, bytes] of files) {
    const language = /^_locales\/([^/]+)\/messages\.json$/.exec(path)?.[1];
    if (language)
      found.set(language, JSON.parse(text(bytes)) as Record<string, { message?: string }>);
  }
  return found;
}

/** Each language's reading of a manifest string (`__MSG_name__` looked up, case-insensitively). */
function readings(
  value: unknown,
  languages: Map<string, Record<string, { message?: string }>>,
): { language: string; text: string | undefined }[] {
  if (typeof value !== 'string') return [{ language: '', text: undefined }];
  const name = /^__MSG_(\w+)__$/.exec(value)?.[1];
  if (!name) return [{ language: '', text: value }];
  return [...languages].map(([language, catalog]) => {
    const key = Object.keys(catalog).find((k) => k.toLowerCase() === name.toLowerCase());
    return { language, text: key ? catalog[key]?.message : undefined };
  });
}

export function chromePackageProblems(files: PackageFiles): string[] {
  const problems: string[] = [];
  const manifestBytes = files.get('manifest.json');
  if (!manifestBytes) return ['no manifest.json at the root of the package'];
  let manifest: Manifest;
  try {
    manifest = JSON.parse(text(manifestBytes)) as Manifest;
  } catch {
    return ['manifest.json is not JSON'];
  }
  if (manifest.manifest_version !== 3) problems.push('not a Manifest V3 extension');
  if (
    typeof manifest.version !== 'string' ||
    !/^(0|[1-9]\d{0,4})(\.(0|[1-9]\d{0,4})){0,3}$/.test(manifest.version) ||
    manifest.version.split('.').some((part) => Number(part) > 65535)
  )
    problems.push(`version "${String(manifest.version)}" is not 1 to 4 integers up to 65535`);

  const languages = catalogs(files);
  if (languages.size > 0 && typeof manifest.default_locale !== 'string')
    problems.push('_locales/ is shipped but the manifest names no default_locale');
  if (typeof manifest.default_locale === 'string' && !languages.has(manifest.default_locale))
    problems.push(`default_locale "${manifest.default_locale}" has no _locales/…/messages.json`);

  const limited: [string, unknown, number | undefined][] = [
    ['name', manifest.name, 75],
    // Chrome shows at most 12 characters of it where space is short (the launcher).
    ['short_name', manifest.short_name, 12],
    ['description', manifest.description, 132],
    ['action.default_title', manifest.action?.default_title, undefined],
    ...Object.entries(manifest.commands ?? {}).map(
      ([id, command]): [string, unknown, number | undefined] => [
        `commands.${id}.description`,
        command.description,
        undefined,
      ],
    ),
  ];
  for (const [field, value, max] of limited) {
    if (value === undefined && field !== 'name') continue;
    for (const { language, text: read } of readings(value, languages)) {
      const where = language ? ` in ${language}` : '';
      if (read === undefined || read.trim() === '') problems.push(`${field} is empty${where}`);
      else if (max !== undefined && [...read].length > max)
        problems.push(`${field} is ${[...read].length} characters${where} (at most ${max})`);
    }
  }

  const named = [
    ...Object.values(manifest.icons ?? {}),
    ...Object.values(manifest.action?.default_icon ?? {}),
    manifest.action?.default_popup,
    manifest.side_panel?.default_path,
    manifest.options_ui?.page,
    manifest.options_page,
    manifest.background?.service_worker,
    manifest.storage?.managed_schema,
    ...(manifest.content_scripts ?? []).flatMap((s) => [...(s.js ?? []), ...(s.css ?? [])]),
    ...(manifest.web_accessible_resources ?? []).flatMap((r) => r.resources ?? []),
  ].filter((path): path is string => typeof path === 'string' && !path.includes('*'));
  for (const path of named)
    if (!files.has(path.replace(/^\//, '')))
      problems.push(`the manifest names ${path}, not in the package`);

  const icon = manifest.icons?.['128'];
  const iconBytes = icon === undefined ? undefined : files.get(icon);
  const size = iconBytes && pngSize(iconBytes);
  if (!size || size.width !== 128 || size.height !== 128)
    problems.push('no 128×128 PNG icon (icons["128"]), which the store lists');

  for (const path of files.keys()) {
    const reserved = path.split('/').find((part) => part.startsWith('_') && part !== '_locales');
    if (reserved)
      problems.push(`${path}: names beginning with "_" are reserved, Chrome refuses to load it`);
    if (path.endsWith('.map')) problems.push(`${path}: a source map (store packages carry none)`);
    if (
      path.endsWith('.html') &&
      /<script[^>]+src=["']?(https?:)?\/\//i.test(text(files.get(path)))
    )
      problems.push(`${path} loads a script from elsewhere (remote code is refused)`);
  }
  return problems;
}
