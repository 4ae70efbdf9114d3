/**
 * Identity of a delivery for at-least-once deduplication: whose hook it came to and the route
 * (member, scan, kind, status, export, result) plus a hash of the exact body. A retry or redelivery of the same webhook
 * resends the same bytes to the same URL, so it maps to the same key; a different status or a
 * changed body is a new event.
 */
const encoder = new TextEncoder();

export interface DeliveryIdentity {
  memberId: string;
  scanId: string;
  kind: string;
  status?: string;
  exportId?: string;
  resultId?: string;
}

export async function sha256Hex(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** `bodySha256` is the hex SHA-256 of the body (computed once by the caller, stored too). */
export async function dedupeKey(identity: DeliveryIdentity, bodySha256: string): Promise<string> {
  // NUL separators: none of the parts can contain one, so distinct tuples never collide.
  const parts = [
    identity.memberId,
    identity.scanId,
    identity.kind,
    identity.status ?? '',
    identity.exportId ?? '',
    identity.resultId ?? '',
    bodySha256,
  ];
  return sha256Hex(encoder.encode(parts.join('\u0000')));
}
