/**
 * Which entries are published, for the preview: its nodes come from Contentful's Preview API, which serves drafts and
 * published entries alike (its `sys` says nothing of the state as gatsby-source-contentful keeps it), so a link to a
 * draft looks like any other there. The Delivery API serves only what is published: one request per 1,000 entries
 * for their ids (`select=sys.id`), with the delivery token the preview is configured with.
 */

type Env = Record<string, string | undefined>;

/** The Delivery API's host for a configured host: Contentful's preview hosts have a delivery twin. */
export function deliveryHost(host: string | undefined): string {
  const configured = host?.trim();
  if (!configured) return 'cdn.contentful.com';
  return configured.replace(/^preview\./, 'cdn.');
}

const PAGE = 1000;
const TIMEOUT_MS = 5000;

/** The ids of the published entries, or the reason they could not be read. */
export async function publishedEntryIds(env: Env = process.env): Promise<Set<string> | { error: string }> {
  const space = env.CONTENTFUL_SPACE_ID?.trim();
  const token = env.CONTENTFUL_ACCESS_TOKEN?.trim();
  if (!space || !token) return { error: 'CONTENTFUL_SPACE_ID and CONTENTFUL_ACCESS_TOKEN are needed to ask the Delivery API' };
  const environment = env.CONTENTFUL_ENVIRONMENT?.trim() || 'master';
  const base = `https://${deliveryHost(env.CONTENTFUL_HOST)}/spaces/${encodeURIComponent(space)}/environments/${encodeURIComponent(environment)}/entries`;
  const ids = new Set<string>();
  try {
    for (let skip = 0; ; skip += PAGE) {
      const response = await fetch(`${base}?select=sys.id&limit=${PAGE}&skip=${skip}`, {
        headers: { authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) return { error: `the Delivery API answered ${response.status}` };
      const page = (await response.json()) as { total?: unknown; items?: Array<{ sys?: { id?: unknown } }> };
      for (const item of page.items ?? []) if (typeof item.sys?.id === 'string') ids.add(item.sys.id);
      const total = typeof page.total === 'number' ? page.total : 0;
      if (skip + PAGE >= total || (page.items ?? []).length === 0) return ids;
    }
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}
