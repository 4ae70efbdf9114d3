import type { JSX } from 'preact';

/** Content credentials the service found in the file (imageInfo.metadata). */
export interface ProvenanceMetadata {
  issuedBy?: string;
  appOrDeviceUsed?: string;
  issuedTime?: string;
  contentSummary?: string;
}

/** The time in the reader's locale when it parses; the raw text otherwise. */
function readableTime(value: string): string {
  const time = new Date(value);
  return Number.isNaN(time.getTime())
    ? value
    : time.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

/** Provenance metadata as a definition list; nothing when no field is present. */
export function ProvenanceList({
  metadata,
}: {
  metadata: ProvenanceMetadata | undefined;
}): JSX.Element | null {
  const { issuedBy, appOrDeviceUsed, issuedTime, contentSummary } = metadata ?? {};
  if (!issuedBy && !appOrDeviceUsed && !issuedTime && !contentSummary) return null;
  return (
    <section class="provenance" data-testid="provenance">
      <h2>Content credentials</h2>
      <dl>
        {issuedBy && (
          <>
            <dt>Issued by</dt>
            <dd data-testid="provenance-issued-by">{issuedBy}</dd>
          </>
        )}
        {appOrDeviceUsed && (
          <>
            <dt>App or device</dt>
            <dd data-testid="provenance-app">{appOrDeviceUsed}</dd>
          </>
        )}
        {issuedTime && (
          <>
            <dt>Issued</dt>
            <dd>
              <time dateTime={issuedTime} data-testid="provenance-time">
                {readableTime(issuedTime)}
              </time>
            </dd>
          </>
        )}
        {contentSummary && (
          <>
            <dt>How it was made</dt>
            <dd data-testid="provenance-summary">{contentSummary}</dd>
          </>
        )}
      </dl>
    </section>
  );
}
