/** Largest body accepted per kind of delivery; beyond it the relay answers 413. */
import type { EventKind } from '../relay-protocol/relay-protocol.ts';

export interface BodyLimits {
  /** Status, newResult, video result and export-completion webhooks: small JSON. */
  webhookBytes: number;
  /** Export deliveries (results, PDF, crawled version) and async image results (RLE masks). */
  deliveryBytes: number;
}

export const DEFAULT_BODY_LIMITS: BodyLimits = {
  webhookBytes: 1024 * 1024,
  deliveryBytes: 32 * 1024 * 1024,
};

export function limitFor(kind: EventKind, limits: BodyLimits): number {
  switch (kind) {
    case 'status':
    case 'newResult':
    case 'videoResult':
    case 'exportCompleted':
      return limits.webhookBytes;
    case 'imageResult':
    case 'exportResult':
    case 'exportPdf':
    case 'exportCrawled':
      return limits.deliveryBytes;
  }
}
