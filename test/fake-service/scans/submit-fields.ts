import * as v from 'valibot';
import { missingParameter } from '../core/service-error.ts';
import { parseWith } from '../http/json-body.ts';
import type { ScanSource } from './scan-source.ts';
import { SubmitProperties } from './submit-schema.ts';

/** What a submit route makes of its body: the scan's properties and where its text comes from. */
export interface Submission {
  properties: SubmitProperties;
  source: ScanSource;
}

/** The body as a record, for field-by-field checks before the schema. */
export function bodyRecord(body: unknown): Record<string, unknown> {
  return (body ?? {}) as Record<string, unknown>;
}

export function isAbsent(value: unknown): boolean {
  return value === undefined || value === null;
}

/** properties and properties.webhooks.status, each with a missing_parameter error of its own. */
export function requireProperties(record: Record<string, unknown>): void {
  const properties = record.properties as Record<string, unknown> | undefined;
  if (!properties || typeof properties !== 'object') throw missingParameter('properties');
  const webhooks = properties.webhooks as Record<string, unknown> | undefined;
  if (!webhooks || typeof webhooks !== 'object') throw missingParameter('properties.webhooks');
  if (isAbsent(webhooks.status)) throw missingParameter('properties.webhooks.status');
}

const PropertiesOnly = v.looseObject({ properties: SubmitProperties });

/** The properties, validated with their paths (`properties.…`) in the error details. */
export function parseProperties(body: unknown): SubmitProperties {
  return parseWith(PropertiesOnly, body).properties;
}
