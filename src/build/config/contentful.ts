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
