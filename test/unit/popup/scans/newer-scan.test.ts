import { describe, expect, it } from 'vitest';
import { newerScan } from '../../../../src/popup/scans/newer-scan.ts';
import { urlScanCheck } from '../../../support/check-records.ts';

describe('newerScan', () => {
  const asked = urlScanCheck({ id: 'scan-1', updatedAt: 100 });
  const delivered = urlScanCheck({ id: 'scan-1', updatedAt: 200 });

  it('keeps a record when an older copy of it arrives late (an action’s reply after the change)', () => {
    expect(newerScan(delivered, asked)).toBe(delivered);
  });

  it('takes a newer or equal copy, another scan, or none', () => {
    expect(newerScan(asked, delivered)).toBe(delivered);
    expect(newerScan(delivered, { ...delivered })).toEqual(delivered);
    const other = urlScanCheck({ id: 'scan-2', updatedAt: 1 });
    expect(newerScan(delivered, other)).toBe(other);
    expect(newerScan(delivered, null)).toBeNull();
    expect(newerScan(null, asked)).toBe(asked);
  });
});
