import { describe, expect, it } from 'vitest';
import {
  batchReportQuery,
  readReportQuery,
  reportQuery,
  withoutPrint,
} from '../../../../src/shared/reports/report-address.ts';

describe('the report page’s address', () => {
  it('names a text’s checks by their ids, in their order, and asks to print', () => {
    const query = reportQuery(
      [
        { id: 'al-ai-0001', kind: 'ai-text' },
        { id: 'al-mod-0002', kind: 'moderation' },
      ],
      true,
    );
    expect(query).toBe('checks=al-ai-0001%2Cal-mod-0002&print=1');
    expect(readReportQuery(`?${query}`)).toEqual({
      kind: 'checks',
      ids: ['al-ai-0001', 'al-mod-0002'],
      print: true,
    });
  });

  it('names a scan by its own id', () => {
    const query = reportQuery([{ id: 'scan-77aa', kind: 'url-scan' }], false);
    expect(query).toBe('scan=scan-77aa');
    expect(readReportQuery(query)).toEqual({ kind: 'scan', id: 'scan-77aa', print: false });
  });

  it('names a class set by its id', () => {
    const id = '3f1c2a9e-8d1b-4c57-9a0e-2b6f4d8c1e77';
    const query = batchReportQuery(id, true);
    expect(query).toBe(`batch=${id}&print=1`);
    expect(readReportQuery(`?${query}`)).toEqual({ kind: 'batch', id, print: true });
  });

  it('carries ids only: nothing else of a record reaches the address', () => {
    const record = { id: 'al-ai-0001', kind: 'ai-text', input: 'secret essay', apiKey: 'sk-1' };
    expect(reportQuery([record], true)).not.toMatch(/secret|sk-1|essay/);
  });

  it('refuses an address that names nothing, or ids the worker would refuse', () => {
    for (const search of [
      '',
      '?print=1',
      '?checks=',
      '?checks=ab',
      '?checks=al-1,<script>',
      '?scan=../options',
      '?scan=al-scan-1&checks=al-ai-0001',
      '?batch=3f1c2a9e&checks=al-ai-0001',
      '?batch=3f1c2a9e&scan=al-scan-1',
      '?batch=../options',
      `?batch=${'a'.repeat(65)}`,
      `?checks=${Array.from({ length: 21 }, (_, i) => `al-check-${i}`).join(',')}`,
    ]) {
      expect(readReportQuery(search), search).toEqual({ kind: 'invalid' });
    }
  });

  it('reads each id once', () => {
    expect(readReportQuery('?checks=al-ai-0001,al-ai-0001')).toEqual({
      kind: 'checks',
      ids: ['al-ai-0001'],
      print: false,
    });
  });

  it('drops the wish to print and keeps the rest, so a reload shows the report only', () => {
    expect(withoutPrint('?checks=al-ai-0001&print=1')).toBe('?checks=al-ai-0001');
    expect(withoutPrint('?print=1')).toBe('');
  });
});
