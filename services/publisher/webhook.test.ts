import { signRequest } from '@contentful/node-apps-toolkit';
import { describe, expect, it } from 'vitest';
import { verifyWebhook, type RawRequest } from '../shared/contentful-webhook';
import { eventKey, publishEvent } from './webhook';

const SECRET = 'x'.repeat(40) + 'y'.repeat(24);
const body = JSON.stringify({
  sys: { id: 'air-waybill', type: 'Entry', revision: 7, contentType: { sys: { id: 'glossaryTerm' } } },
  fields: {},
});

/** A webhook as Contentful sends it: its headers signed with the webhook's secret at `at`. */
function signed(at = Date.now(), overrides: Partial<RawRequest> = {}): RawRequest {
  const headers = {
    'content-type': 'application/vnd.contentful.management.v1+json',
    'x-contentful-topic': 'ContentManagement.Entry.publish',
  };
  const signature = signRequest(SECRET, { method: 'POST', path: '/hooks/contentful', headers, body }, at);
  return { method: 'POST', path: '/hooks/contentful', headers: { ...headers, ...signature }, body, ...overrides };
}

describe('verifyWebhook', () => {
  it('accepts what Contentful signed with the secret', () => {
    expect(verifyWebhook(signed(), SECRET)).toEqual({ ok: true });
  });

  it('refuses a body changed after signing, even by one character', () => {
    expect(verifyWebhook(signed(Date.now(), { body: body.replace('7', '8') }), SECRET)).toEqual({
      ok: false,
      reason: 'the signature does not match',
    });
  });

  it('refuses a signed header changed after signing', () => {
    const request = signed();
    const tampered = { ...request, headers: { ...request.headers, 'x-contentful-topic': 'ContentManagement.Entry.delete' } };
    expect(verifyWebhook(tampered, SECRET).ok).toBe(false);
  });

  it('refuses another path, another secret, and no signature at all', () => {
    expect(verifyWebhook(signed(Date.now(), { path: '/hooks/other' }), SECRET).ok).toBe(false);
    expect(verifyWebhook(signed(), 'z'.repeat(64)).ok).toBe(false);
    expect(verifyWebhook({ method: 'POST', path: '/hooks/contentful', headers: {}, body }, SECRET)).toEqual({
      ok: false,
      reason: 'not signed (no x-contentful-signature)',
    });
  });

  it('refuses a webhook signed longer ago than the time to live: a replay', () => {
    expect(verifyWebhook(signed(Date.now() - 31_000), SECRET)).toEqual({ ok: false, reason: 'signed more than 30 s ago' });
    expect(verifyWebhook(signed(Date.now() - 5_000), SECRET).ok).toBe(true);
  });

  it('refuses unreadable signature headers with a reason rather than throwing', () => {
    const request = signed();
    const broken = { ...request, headers: { ...request.headers, 'x-contentful-timestamp': 'yesterday' } };
    expect(verifyWebhook(broken, SECRET)).toMatchObject({ ok: false });
  });
});

describe('publishEvent', () => {
  it('reads entity, action, id, revision and content type', () => {
    expect(publishEvent('ContentManagement.Entry.publish', body)).toEqual({
      entity: 'Entry',
      action: 'publish',
      id: 'air-waybill',
      version: 7,
      contentType: 'glossaryTerm',
    });
    expect(
      publishEvent('ContentManagement.Asset.unpublish', JSON.stringify({ sys: { id: 'a1', type: 'DeletedAsset', revision: 2 } })),
    ).toMatchObject({
      entity: 'Asset',
      action: 'unpublish',
      id: 'a1',
    });
  });

  it('ignores what does not change the live site', () => {
    for (const topic of ['ContentManagement.Entry.save', 'ContentManagement.Entry.auto_save', 'ContentManagement.Entry.archive', undefined])
      expect(publishEvent(topic, body)).toBeNull();
  });

  it('names what is missing', () => {
    expect(publishEvent('ContentManagement.Entry.publish', '{')).toEqual(new Error('the body is not JSON'));
    expect(publishEvent('ContentManagement.Entry.delete', '{"sys":{}}')).toEqual(new Error('the body has no sys.id'));
    expect(publishEvent('ContentManagement.Entry.publish', '{"sys":{"id":"a","revision":1764210000000}}')).toEqual(
      new Error('sys.revision is not a revision number'),
    );
  });

  it('gives a delivery of the same publish twice one key, and another revision another', () => {
    const once = publishEvent('ContentManagement.Entry.publish', body);
    const again = publishEvent('ContentManagement.Entry.publish', body);
    const next = publishEvent('ContentManagement.Entry.publish', body.replace('"revision":7', '"revision":8'));
    if (!once || !again || !next || once instanceof Error || again instanceof Error || next instanceof Error) throw new Error('not events');
    expect(eventKey(once)).toBe(eventKey(again));
    expect(eventKey(next)).not.toBe(eventKey(once));
  });
});
