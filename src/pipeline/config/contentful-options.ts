/**
 * Contentful as the content source, when CONTENTFUL_SPACE_ID and CONTENTFUL_ACCESS_TOKEN are set; the
 * local `content/` folder otherwise. CONTENTFUL_PREVIEW=true builds drafts through the Preview API with
 * CONTENTFUL_PREVIEW_ACCESS_TOKEN (for a preview site, never the public one).
 */
type Env = Record<string, string | undefined>;

export type ContentfulOptions = {
  spaceId: string;
  accessToken: string;
  environment: string;
  host: string;
  downloadLocal: boolean;
  enableTags: boolean;
  pageLimit: number;
};

export function contentfulOptions(env: Env = process.env): ContentfulOptions | null {
  const spaceId = env.CONTENTFUL_SPACE_ID?.trim();
  const deliveryToken = env.CONTENTFUL_ACCESS_TOKEN?.trim();
  if (!spaceId || !deliveryToken) return null;
  const preview = env.CONTENTFUL_PREVIEW === 'true';
  const accessToken = preview ? env.CONTENTFUL_PREVIEW_ACCESS_TOKEN?.trim() : deliveryToken;
  if (!accessToken) throw new Error('CONTENTFUL_PREVIEW=true needs CONTENTFUL_PREVIEW_ACCESS_TOKEN (the Preview API key).');
  return {
    spaceId,
    accessToken,
    environment: env.CONTENTFUL_ENVIRONMENT?.trim() || 'master',
    host: env.CONTENTFUL_HOST?.trim() || (preview ? 'preview.contentful.com' : 'cdn.contentful.com'),
    downloadLocal: false,
    enableTags: false,
    pageLimit: 500,
  };
}

/** Where Contentful serves a space's files: images (with its Images API), other assets, downloads and videos. */
export const CONTENTFUL_ASSET_ORIGINS = [
  'https://images.ctfassets.net',
  'https://assets.ctfassets.net',
  'https://downloads.ctfassets.net',
  'https://videos.ctfassets.net',
] as const;

/**
 * The origins the configured content source puts in pages (rich text images and file links), for the
 * Content-Security-Policy. Local files produce none: their images are the build's own. CONTENTFUL_ASSET_ORIGINS
 * (comma-separated) replaces Contentful's hosts, for a stand-in or a custom asset domain.
 */
export function contentAssetOrigins(env: Env = process.env): string[] {
  if (!env.CONTENTFUL_SPACE_ID?.trim() || !env.CONTENTFUL_ACCESS_TOKEN?.trim()) return [];
  const custom = (env.CONTENTFUL_ASSET_ORIGINS ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  for (const value of custom) {
    if (new URL(value).origin !== value) throw new Error(`CONTENTFUL_ASSET_ORIGINS: ${value} is not an origin (scheme://host[:port])`);
  }
  return custom.length > 0 ? custom : [...CONTENTFUL_ASSET_ORIGINS];
}
