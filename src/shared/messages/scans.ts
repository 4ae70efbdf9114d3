import * as v from 'valibot';
import { DetailWordsSchema } from '../../core/errors.ts';
import { UrlScanCheckSchema } from '../checks/check-record.ts';
import { CreditsViewSchema } from '../scans/credits-view.ts';
import { RelayTokenSchema } from '../scans/relay-address.ts';
import { ScanSettingsPatchSchema, ScanSettingsSchema } from '../scans/scan-settings.ts';
import { PAGE_ROUTE_CHOICES, TEXT_ROUTE_REASONS, URL_ROUTE_REASONS } from '../scans/scan-route.ts';
import { PastedTextSchema } from './checks.ts';
import { defineProtocol } from './define.ts';

const TabIdSchema = v.pipe(v.number(), v.integer(), v.minValue(0));
const ScanIdSchema = v.pipe(v.string(), v.regex(/^[\w-]{3,36}$/));
const pagesOnly = ['extension-page'] as const;

/** Scan settings as pages see them: never the relay token itself. */
export const ScanSettingsStatusSchema = v.object({
  settings: ScanSettingsSchema,
  hasRelayToken: v.boolean(),
  /** Host pattern of the relay the user still has to grant access to, if any. */
  missingHostAccess: v.array(v.string()),
});
export type ScanSettingsStatus = v.InferOutput<typeof ScanSettingsStatusSchema>;

/** The id the worker keeps a shown plan under. */
const PlanIdSchema = v.pipe(v.string(), v.regex(/^[\w-]{8,40}$/));

/** How "Scan this page" would send the page, and why, as the popup shows it. */
const ShownPlanSchema = v.variant('route', [
  v.object({ id: PlanIdSchema, route: v.literal('url'), why: v.picklist(URL_ROUTE_REASONS) }),
  v.object({
    id: PlanIdSchema,
    route: v.literal('text'),
    why: v.picklist(TEXT_ROUTE_REASONS),
    filename: v.string(),
    detail: v.optional(v.string()),
    detailWords: v.optional(DetailWordsSchema),
    words: v.number(),
  }),
  /** A PDF: its file, or its text when the file is over the service's limit. */
  v.object({ id: PlanIdSchema, route: v.literal('file') }),
]);

/** Why a plan shown was not run: the page changed since, or the plan is no longer kept. */
export const PLAN_STALE_REASONS = ['changed', 'expired'] as const;

/** A URL scan record, or none. */
const MaybeScanSchema = v.object({ scan: v.nullable(UrlScanCheckSchema) });

export const scansProtocol = defineProtocol({
  'scans/settings-get': {
    request: v.object({}),
    response: ScanSettingsStatusSchema,
    from: pagesOnly,
  },
  /** Saves scan options and the relay address; a new relay token when given (write-only). */
  'scans/settings-save': {
    request: v.object({
      settings: v.optional(ScanSettingsPatchSchema),
      relayToken: v.optional(RelayTokenSchema),
      forgetRelayToken: v.optional(v.boolean()),
    }),
    response: ScanSettingsStatusSchema,
    from: pagesOnly,
  },
  /** Checks that the relay answers, speaks our protocol and accepts the token (whose it is). */
  'scans/relay-check': {
    request: v.object({}),
    response: v.object({
      protocol: v.number(),
      member: v.object({ name: v.string(), role: v.picklist(['owner', 'member']) }),
    }),
    from: pagesOnly,
  },
  /** OCR languages of the service, from the worker's cache (a day) or fetched. */
  'scans/ocr-languages': {
    request: v.object({ refresh: v.optional(v.boolean()) }),
    response: v.object({
      languages: v.array(v.string()),
      fetchedAt: v.number(),
      /** Fetching failed and this is an older list. */
      stale: v.boolean(),
    }),
    from: pagesOnly,
  },
  /** The credit balance, cached about a minute; `refresh` is honoured with care for the limit. */
  'credits/get': {
    request: v.object({ refresh: v.optional(v.boolean()) }),
    response: CreditsViewSchema,
    from: pagesOnly,
  },
  /**
   * Scans the tab's page (the active tab when absent) or its selection for plagiarism. A page goes
   * by address or as its text by the rule (or the user's `route`); a selection as text.
   */
  'scans/start': {
    request: v.object({
      tabId: v.optional(TabIdSchema),
      what: v.optional(v.picklist(['page', 'selection'])),
      route: v.optional(v.picklist(PAGE_ROUTE_CHOICES)),
    }),
    response: UrlScanCheckSchema,
    from: pagesOnly,
  },
  /**
   * Scans the document a link in a tab points at (as the link's context menu gives it): its file
   * when the service takes its type, else its text as a .txt file. Refused with the reason,
   * before anything is sent, when the file cannot be fetched or read.
   */
  'scans/start-document': {
    request: v.object({
      tabId: v.optional(TabIdSchema),
      url: v.pipe(
        v.string(),
        v.maxLength(8192),
        v.regex(/^https?:\/\//, 'Only web addresses can be fetched.'),
      ),
    }),
    response: UrlScanCheckSchema,
    from: pagesOnly,
  },
  /** Scans text the user pasted into the popup for plagiarism, sent as a .txt file. */
  'scans/start-pasted': {
    request: v.object({ tabId: v.optional(TabIdSchema), text: PastedTextSchema }),
    response: UrlScanCheckSchema,
    from: pagesOnly,
  },
  /**
   * How "Scan this page" would send the page, and why; nothing is sent. The plan is kept under
   * its `id`: `scans/start-plan` runs it.
   */
  'scans/plan': {
    request: v.object({
      tabId: v.optional(TabIdSchema),
      route: v.optional(v.picklist(PAGE_ROUTE_CHOICES)),
    }),
    response: ShownPlanSchema,
    from: pagesOnly,
  },
  /**
   * Scans the page as the plan shown said, deciding nothing again. When the page's text or
   * address changed since, or the plan is no longer kept (too old, the worker restarted), nothing
   * is sent: a new plan comes back for the user to check.
   */
  'scans/start-plan': {
    request: v.object({
      tabId: v.optional(TabIdSchema),
      planId: PlanIdSchema,
      /** The choice the plan was made with, for a new plan when it is no longer kept. */
      route: v.optional(v.picklist(PAGE_ROUTE_CHOICES)),
    }),
    response: v.variant('outcome', [
      v.object({ outcome: v.literal('started'), scan: UrlScanCheckSchema }),
      v.object({
        outcome: v.literal('ask-again'),
        why: v.picklist(PLAN_STALE_REASONS),
        plan: ShownPlanSchema,
      }),
    ]),
    from: pagesOnly,
  },
  /** Scans the text in an image of the tab for plagiarism, read by the service's OCR. */
  'scans/start-image-text': {
    request: v.object({
      tabId: v.optional(TabIdSchema),
      frameId: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
      frameUrl: v.optional(v.string()),
      src: v.pipe(v.string(), v.maxLength(100_000)),
      /** The settings' OCR language when absent. */
      langCode: v.optional(v.pipe(v.string(), v.regex(/^[a-z]{2,3}(?:-[A-Z]{2})?$/))),
    }),
    response: UrlScanCheckSchema,
    from: pagesOnly,
  },
  'scans/latest': {
    request: v.object({ tabId: v.optional(TabIdSchema) }),
    response: MaybeScanSchema,
    from: pagesOnly,
  },
  'scans/get': {
    request: v.object({ id: ScanIdSchema }),
    response: MaybeScanSchema,
    from: pagesOnly,
  },
  /**
   * Reads the relay now for this scan (long-polling up to `waitSeconds`), so an open popup sees
   * results without waiting for the next alarm.
   */
  'scans/poll': {
    request: v.object({
      id: ScanIdSchema,
      waitSeconds: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(20))),
    }),
    response: MaybeScanSchema,
    from: pagesOnly,
  },
  /** After the cost check: start the scan for real. */
  'scans/confirm': {
    request: v.object({ id: ScanIdSchema }),
    response: UrlScanCheckSchema,
    from: pagesOnly,
  },
  /** After the cost check: do not scan; the record is removed. */
  'scans/cancel': {
    request: v.object({ id: ScanIdSchema }),
    response: v.object({}),
    from: pagesOnly,
  },
  /** Exports a finished scan (results, crawled version, PDF report) to the relay. */
  'scans/export': {
    request: v.object({ id: ScanIdSchema }),
    response: UrlScanCheckSchema,
    from: pagesOnly,
  },
  /** The exported PDF report, read from the relay by the worker (the token stays there). */
  'scans/pdf': {
    request: v.object({ id: ScanIdSchema }),
    response: v.object({ filename: v.string(), base64: v.string(), size: v.number() }),
    from: pagesOnly,
  },
  /** Asks the service to send the scan's webhook again. */
  'scans/resend': {
    request: v.object({ id: ScanIdSchema }),
    response: v.object({ accepted: v.literal(true) }),
    from: pagesOnly,
  },
});
