import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { AppError } from '../../core/errors.ts';
import type { BatchRowView } from '../../shared/batches/batch-record.ts';
import type { UrlScanCheck } from '../../shared/checks/check-record.ts';
import type { CheckGroup } from '../../shared/messages/index.ts';
import { sendToBackground } from '../../platform/messaging.ts';
import { ErrorNotice } from '../../ui/error-notice.tsx';
import { CheckGroupView } from '../checks/check-group-view.tsx';
import { UrlScanView } from '../scans/url-scan-view.tsx';

/** A class set's file opened: its checks shown as any text check's result is, then its scan. */
export function FileRowResult({ row }: { row: BatchRowView }): JSX.Element | null {
  const [group, setGroup] = useState<CheckGroup | null>(null);
  const [scan, setScan] = useState<UrlScanCheck | null>(null);
  const [error, setError] = useState<AppError | null>(null);
  const ids = row.checkIds ?? [];
  const key = ids.join(',');
  const { scanId } = row;
  // The row's summaries change as its checks finish: asked again then.
  const states = row.summaries.map((s) => s.status).join();
  useEffect(() => {
    let current = true;
    void sendToBackground('checks/get', { ids: key.split(',') }).then((answer) => {
      if (!current) return;
      if (answer.ok) setGroup(answer.value);
      else setError(answer.error);
    });
    if (scanId) {
      void sendToBackground('scans/get', { id: scanId }).then((answer) => {
        if (!current) return;
        if (answer.ok) setScan(answer.value.scan ?? null);
        else setError(answer.error);
      });
    }
    return () => {
      current = false;
    };
  }, [key, scanId, states]);
  if (error) return <ErrorNotice error={error} />;
  return (
    <>
      {group && <CheckGroupView group={group} onRerun={setGroup} sandbox={false} />}
      {scan && <UrlScanView scan={scan} onChanged={setScan} />}
    </>
  );
}
