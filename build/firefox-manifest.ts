/**
 * The Firefox variant of the manifest. Firefox has no background service worker: the same module
 * runs as an event page (`background.scripts`, type module; crxjs writes its loader when told
 * `browser: 'firefox'`). Gecko needs an id (the add-on's identity on AMO and in storage), the
 * oldest version tested (140 ESR), and what the extension transmits, shown to the user before
 * installing: the page content the user asks to check, page addresses the user asks to scan,
 * and the e-mail address and API key sent to the service to sign in. The side panel becomes the
 * sidebar. Chrome's schema of managed storage (`storage.managed_schema`) is dropped: Firefox has
 * no such manifest key (it warns "unexpected property") and hands the enterprise policy's
 * `3rdparty.Extensions.<gecko id>` to `storage.managed` without a schema. So is Chromium's
 * `message_serialization`: Firefox passes messages as structured clones already.
 */
export const GECKO_ID = 'authenticity-lens@authenticity-lens.dev';
export const FIREFOX_MIN_VERSION = '140.0';

/** Mozilla's categories: checked text and images; scanned addresses; e-mail and API key. */
const TRANSMITTED: (
  'websiteContent' | 'browsingActivity' | 'personallyIdentifyingInfo' | 'authenticationInfo'
)[] = ['websiteContent', 'browsingActivity', 'personallyIdentifyingInfo', 'authenticationInfo'];

interface ChromiumManifest {
  background: { service_worker: string };
  minimum_chrome_version?: string;
  message_serialization?: string;
  storage?: { managed_schema: string };
  side_panel: { default_path: string };
  permissions: string[];
  action: { default_title: string; default_icon: Record<string, string> };
}

export function firefoxManifest<M extends ChromiumManifest>(chromium: M) {
  /* eslint-disable @typescript-eslint/no-unused-vars -- dropped: Firefox warns on them */
  const {
    minimum_chrome_version,
    message_serialization,
    storage,
    background,
    side_panel,
    permissions,
    ...rest
  } = chromium;
  /* eslint-enable @typescript-eslint/no-unused-vars */
  return {
    ...rest,
    background: { scripts: [background.service_worker], type: 'module' as const },
    // Chromium's side panel is Firefox's sidebar, which needs no permission. Closed until the
    // user opens it (Firefox would open it at install otherwise).
    // Chromium's own: Firefox docks pages with its sidebar, and its background page hosts the
    // hidden page that Chromium opens as an offscreen document.
    permissions: permissions.filter((p) => p !== 'sidePanel' && p !== 'offscreen'),
    sidebar_action: {
      default_panel: side_panel.default_path,
      default_title: chromium.action.default_title,
      default_icon: chromium.action.default_icon,
      open_at_install: false,
    },
    browser_specific_settings: {
      gecko: {
        id: GECKO_ID,
        strict_min_version: FIREFOX_MIN_VERSION,
        data_collection_permissions: { required: TRANSMITTED },
      },
    },
  };
}
