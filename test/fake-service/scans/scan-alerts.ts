import { aiTextResult } from '../content/ai-text-result.ts';
import type { ScanRecord } from './scan-store.ts';

interface Alert {
  category: number;
  code: string;
  title: string;
  message: string;
  helpLink: string;
  severity: number;
  additionalData: string;
}

/** Characters used to cheat word counts: zero-width spaces and joiners, BOM. */
const HIDDEN_CHARACTERS = /[\u200B-\u200D\u2060\uFEFF]/;
/** A word mixing Latin and Cyrillic letters suggests look-alike replacement. */
const MIXED_SCRIPTS = /(?=\S*\p{Script=Latin})(?=\S*\p{Script=Cyrillic})\S+/u;

/**
 * Alerts of the completed webhook. AI detection runs when asked, except in
 * sandbox, which public answers say does not simulate AI alerts. A cheat
 * alert appears for hidden characters or mixed-script words.
 */
export function scanAlerts(scan: ScanRecord, text: string, now: number): Alert[] {
  const alerts: Alert[] = [];
  const properties = scan.properties;
  if (properties.aiGeneratedText?.detect && !scan.sandbox) {
    if (text.length < 255) {
      alerts.push({
        category: 2,
        code: 'ai-detection-text-too-short',
        title: 'Text too short for AI detection',
        message: 'AI detection needs at least 255 characters.',
        helpLink: '',
        severity: 0,
        additionalData: '',
      });
    } else {
      const detection = aiTextResult({
        scanId: scan.scanId,
        text,
        sensitivity: properties.aiGeneratedText.sensitivity ?? 2,
        explain: properties.aiGeneratedText.explain?.enable ?? false,
        credits: 0,
        now,
      });
      alerts.push({
        category: 2,
        code: 'suspected-ai-text',
        title: 'Suspected AI-generated text',
        message: `${Math.round(detection.summary.ai * 100)}% of the text looks AI-generated.`,
        helpLink: '',
        severity: detection.summary.ai >= 0.5 ? 4 : detection.summary.ai > 0 ? 2 : 0,
        additionalData: JSON.stringify(detection),
      });
    }
  }
  if (properties.cheatDetection && (HIDDEN_CHARACTERS.test(text) || MIXED_SCRIPTS.test(text))) {
    alerts.push({
      category: 3,
      code: 'suspected-character-replacement',
      title: 'Suspected character replacement',
      message: 'The text contains hidden or look-alike characters.',
      helpLink: '',
      severity: 3,
      additionalData: '',
    });
  }
  return alerts;
}
