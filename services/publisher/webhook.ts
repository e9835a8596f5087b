/** Contentful's webhooks, as the publisher reads them: which publish each one is (signatures: services/shared/contentful-webhook.ts). */

/** What a publish changes on the live site: an entry or asset published, unpublished or deleted. */
export interface PublishEvent {
  action: 'publish' | 'unpublish' | 'delete';
  entity: 'Entry' | 'Asset';
  id: string;
  /** Contentful's revision of the entity: the same publish delivered twice has the same one. */
  version: number;
  contentType: string | null;
}

const TOPIC = /^ContentManagement\.(Entry|Asset)\.(publish|unpublish|delete)$/;

interface WebhookBody {
  sys?: { id?: unknown; revision?: unknown; version?: unknown; contentType?: { sys?: { id?: unknown } } };
}

/**
 * The publish event a webhook carries, null for a topic the live site does not follow (a save, an auto-save, an
 * archive: an entry is unpublished before it can be archived), or an Error naming what is missing.
 */
export function publishEvent(topic: string | undefined, body: string): PublishEvent | null | Error {
  const match = TOPIC.exec(topic ?? '');
  if (!match) return null;
  let parsed: WebhookBody;
  try {
    parsed = JSON.parse(body) as WebhookBody;
  } catch {
    return new Error('the body is not JSON');
  }
  const sys = parsed.sys;
  if (typeof sys?.id !== 'string' || sys.id === '') return new Error('the body has no sys.id');
  const version = typeof sys.revision === 'number' ? sys.revision : typeof sys.version === 'number' ? sys.version : 0;
  // Contentful counts revisions from 1; the record keeps them as a 32-bit integer.
  if (!Number.isInteger(version) || version < 0 || version > 2 ** 31 - 1) return new Error('sys.revision is not a revision number');
  const contentType = typeof sys.contentType?.sys?.id === 'string' ? sys.contentType.sys.id : null;
  return { entity: match[1] as PublishEvent['entity'], action: match[2] as PublishEvent['action'], id: sys.id, version, contentType };
}

/** One publish delivered twice (Contentful retries a webhook that timed out) is recorded once. */
export const eventKey = (event: PublishEvent): string => `${event.entity}.${event.action}:${event.id}:${event.version}`;
