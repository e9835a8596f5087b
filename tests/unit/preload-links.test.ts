import { describe, expect, it } from 'vitest';
import { pageDataUrl, preloadUrls, type BuildOutput } from '../../src/pipeline/preload-links';

const output: BuildOutput = {
  chunkMap: {
    'component---src-templates-blog-post-tsx': ['/component---src-templates-blog-post-tsx-0a1b.js', '/1661-77aa.js', '/styles.css'],
    'slice---src-slices-site-header-tsx': ['/slice---src-slices-site-header-tsx-9f8e.js', '/1661-77aa.js'],
    'slice---src-slices-site-footer-tsx': ['/slice---src-slices-site-footer-tsx-5d4c.js'],
  },
  sliceData: (slice) =>
    ({
      'site-header': { componentChunkName: 'slice---src-slices-site-header-tsx', staticQueryHashes: ['123'] },
      'site-footer': { componentChunkName: 'slice---src-slices-site-footer-tsx', staticQueryHashes: [] },
    })[slice],
};

describe('preload links', () => {
  it('name the page data as the loader does', () => {
    expect(pageDataUrl('/')).toBe('/page-data/index/page-data.json');
    expect(pageDataUrl('/blog/a-post/')).toBe('/page-data/blog/a-post/page-data.json');
    expect(pageDataUrl('/404.html')).toBe('/page-data/404.html/page-data.json');
  });

  it('list the data and scripts the first render of a page needs, its slices included, each once', () => {
    const urls = preloadUrls(
      '/blog/a-post/',
      {
        componentChunkName: 'component---src-templates-blog-post-tsx',
        staticQueryHashes: ['123'],
        slicesMap: { 'site-header': 'site-header', 'site-footer': 'site-footer' },
      },
      output,
    );
    expect(urls.data).toEqual([
      '/page-data/blog/a-post/page-data.json',
      '/page-data/app-data.json',
      '/slice-data/site-header.json',
      '/slice-data/site-footer.json',
      '/page-data/sq/d/123.json',
    ]);
    expect(urls.scripts).toEqual([
      '/component---src-templates-blog-post-tsx-0a1b.js',
      '/1661-77aa.js',
      '/slice---src-slices-site-header-tsx-9f8e.js',
      '/slice---src-slices-site-footer-tsx-5d4c.js',
    ]);
  });
});
