import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { buildUrlScanBody } from '../../../../src/api/index.ts';
import { buildScanProperties } from '../../../../src/background/scan/build-scan-properties.ts';
import { FrozenScanSettingsSchema } from '../../../../src/shared/scans/frozen-scan-settings.ts';
import {
  normalizeRelayUrl,
  RelayTokenSchema,
  RelayUrlSchema,
} from '../../../../src/shared/scans/relay-address.ts';
import {
  DEFAULT_SCAN_SETTINGS,
  ScanSettingsSchema,
} from '../../../../src/shared/scans/scan-settings.ts';

const HOOKS = {
  status: 'https://relay.example/hooks/al-x/secret/status/{STATUS}',
  newResult: 'https://relay.example/hooks/al-x/secret/new-result',
};

describe('relay address', () => {
  it('takes https anywhere and http on loopback, keeping a path prefix', () => {
    expect(normalizeRelayUrl('https://relay.example/lens/')).toBe('https://relay.example/lens');
    expect(normalizeRelayUrl(' http://127.0.0.1:8787 ')).toBe('http://127.0.0.1:8787');
    expect(normalizeRelayUrl('http://localhost:9000/?x=1#y')).toBe('http://localhost:9000');
    expect(normalizeRelayUrl('http://relay.example')).toBeUndefined();
    expect(normalizeRelayUrl('https://user:pw@relay.example')).toBeUndefined();
    expect(normalizeRelayUrl('not a url')).toBeUndefined();
  });

  it('reads empty as "not set" and refuses a bad address with a message', () => {
    expect(v.parse(RelayUrlSchema, '')).toBe('');
    const bad = v.safeParse(RelayUrlSchema, 'ftp://relay.example');
    expect(bad.success).toBe(false);
    expect(bad.issues?.[0]?.message).toMatch(/https:\/\//);
  });
});

describe('relay token', () => {
  it('takes what the relay takes: a bearer token of at least 16 characters', () => {
    const generated = 'dGhpcy1pcy1hLWdlbmVyYXRlZC10b2tlbi0wMTIzNDU2';
    expect(v.parse(RelayTokenSchema, ` ${generated}\n`)).toBe(generated);
    expect(v.is(RelayTokenSchema, 'b64/token+0123456789==')).toBe(true);
    for (const refused of ['short', 'has spaces in it 0123456', 'colon:and!bang-0123456789']) {
      expect(v.is(RelayTokenSchema, refused), refused).toBe(false);
    }
  });
});

describe('scan settings', () => {
  it('have defaults for everything, so an empty or older item still loads', () => {
    expect(DEFAULT_SCAN_SETTINGS).toMatchObject({
      relayUrl: '',
      checkCreditsFirst: false,
      aiTextDetection: true,
      pdfReport: true,
      sensitivityLevel: 3,
      exclude: { quotes: false, references: false },
      filters: { identicalEnabled: true, safeSearch: false },
    });
    expect(v.parse(ScanSettingsSchema, { cheatDetection: true }).cheatDetection).toBe(true);
  });

  it('become properties the client accepts, sending only what was chosen', () => {
    const settings = v.parse(FrozenScanSettingsSchema, {
      ...DEFAULT_SCAN_SETTINGS,
      sandbox: true,
      sensitivityLevel: 5,
      cheatDetection: true,
      exclude: { ...DEFAULT_SCAN_SETTINGS.exclude, quotes: true, titles: true },
      filters: {
        ...DEFAULT_SCAN_SETTINGS.filters,
        relatedMeaningEnabled: false,
        minCopiedWords: 8,
      },
    });
    const properties = buildScanProperties(settings, HOOKS, 1, 'Europe/Berlin');
    expect(properties).toEqual({
      action: 1,
      sandbox: true,
      webhooks: HOOKS,
      sensitivityLevel: 5,
      cheatDetection: true,
      aiGeneratedText: { detect: true },
      pdf: { create: true },
      exclude: { quotes: true, titles: true },
      filters: {
        identicalEnabled: true,
        minorChangesEnabled: true,
        relatedMeaningEnabled: false,
        safeSearch: false,
        allowSameDomain: false,
        minCopiedWords: 8,
      },
      scanTimeZone: 'Europe/Berlin',
    });
    const body = buildUrlScanBody({ url: 'https://example.com/', properties });
    expect(body.ok).toBe(true);
  });

  it('leave out the PDF and exclusions when not chosen', () => {
    const settings = v.parse(FrozenScanSettingsSchema, {
      ...DEFAULT_SCAN_SETTINGS,
      pdfReport: false,
      sandbox: false,
    });
    const properties = buildScanProperties(settings, HOOKS, 0, undefined);
    expect(properties.pdf).toBeUndefined();
    expect(properties.exclude).toBeUndefined();
    expect(properties.scanTimeZone).toBeUndefined();
    expect(properties.filters).not.toHaveProperty('minCopiedWords');
  });
});

describe('AI Source Match and OCR language settings', () => {
  it('are off and English by default', () => {
    expect(DEFAULT_SCAN_SETTINGS.aiSourceMatch).toBe(false);
    expect(DEFAULT_SCAN_SETTINGS.ocrLanguage).toBe('en');
    expect(v.parse(ScanSettingsSchema, { ocrLanguage: 'zh-CN' }).ocrLanguage).toBe('zh-CN');
    expect(v.safeParse(ScanSettingsSchema, { ocrLanguage: 'English' }).success).toBe(false);
  });

  it('ask for AI Source Match only when it is on, in properties the client accepts', () => {
    const frozen = (aiSourceMatch: boolean) =>
      v.parse(FrozenScanSettingsSchema, {
        ...DEFAULT_SCAN_SETTINGS,
        aiSourceMatch,
        sandbox: false,
      });
    const on = buildScanProperties(frozen(true), HOOKS, 0, undefined);
    expect(on.aiSourceMatch).toEqual({ enable: true });
    expect(on).not.toHaveProperty('internalAiSourceMatch');
    expect(buildUrlScanBody({ url: 'https://example.com/', properties: on }).ok).toBe(true);
    const off = buildScanProperties(frozen(false), HOOKS, 0, undefined);
    expect(off).not.toHaveProperty('aiSourceMatch');
    expect(off).not.toHaveProperty('internalAiSourceMatch');
    // An older record's settings, saved before the switch existed, read as off.
    const older: Record<string, unknown> = { ...DEFAULT_SCAN_SETTINGS };
    delete older['aiSourceMatch'];
    const fromOlder = v.parse(FrozenScanSettingsSchema, { ...older, sandbox: true });
    expect(buildScanProperties(fromOlder, HOOKS, 1, undefined)).not.toHaveProperty('aiSourceMatch');
  });
});

describe('explaining AI results in scans', () => {
  const frozen = (change: Record<string, unknown>) =>
    v.parse(FrozenScanSettingsSchema, { ...DEFAULT_SCAN_SETTINGS, sandbox: false, ...change });

  it('asks for the AI phrases only when AI detection and the setting are both on', () => {
    const on = buildScanProperties(frozen({ explainAi: true }), HOOKS, 0, undefined);
    expect(on.aiGeneratedText).toEqual({ detect: true, explain: { enable: true } });
    expect(buildUrlScanBody({ url: 'https://example.com/', properties: on }).ok).toBe(true);
    const off = buildScanProperties(frozen({ explainAi: false }), HOOKS, 0, undefined);
    expect(off.aiGeneratedText).toEqual({ detect: true });
    const noAi = frozen({ explainAi: true, aiTextDetection: false });
    expect(buildScanProperties(noAi, HOOKS, 0, undefined).aiGeneratedText).toEqual({
      detect: false,
    });
    // A scan sent before the setting existed is resumed as it was sent: without.
    expect(buildScanProperties(frozen({}), HOOKS, 0, undefined).aiGeneratedText).toEqual({
      detect: true,
    });
  });
});
