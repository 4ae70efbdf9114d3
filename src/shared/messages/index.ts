/**
 * The message contract between runtimes. Each topic declares its messages in its own file; this
 * module merges them. Both ends validate: the receiver checks the request, the sender the response.
 */
import { accountProtocol } from './account.ts';
import { articleProtocol } from './article.ts';
import { batchesProtocol } from './batches.ts';
import { checksProtocol } from './checks.ts';
import { historyProtocol } from './history.ts';
import { imagesProtocol } from './images.ts';
import { videosProtocol } from './videos.ts';
import { logProtocol } from './log.ts';
import { marksProtocol } from './marks.ts';
import { runtimeProtocol } from './runtime.ts';
import { scansProtocol } from './scans.ts';
import { selectionProtocol } from './selection.ts';

export const backgroundProtocol = {
  ...runtimeProtocol,
  ...accountProtocol,
  ...selectionProtocol,
  ...checksProtocol,
  ...imagesProtocol,
  ...videosProtocol,
  ...historyProtocol,
  ...scansProtocol,
  ...logProtocol,
  ...marksProtocol,
  ...articleProtocol,
  ...batchesProtocol,
};

export type BackgroundProtocol = typeof backgroundProtocol;

export * from './define.ts';
export { type AccountStatus, AccountStatusSchema } from './account-status.ts';
export { type AccountSummary, AccountSummarySchema } from './account-summary.ts';
export { type Selection, SelectionSchema } from './selection.ts';
export { type CheckGroup, CheckGroupSchema } from './checks.ts';
export { type ScanSettingsStatus, ScanSettingsStatusSchema } from './scans.ts';
export { type PageImage, type PageImages } from './images.ts';
