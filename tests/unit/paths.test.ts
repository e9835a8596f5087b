import { describe, expect, it } from 'vitest';
import { buildSlug, copyLinkUrl, isInternalLink, matchablePath, normalizePath } from '../../src/shared/routing/paths';

describe('normalizePath', () => {
  it('adds a trailing slash to page paths', () => {
    expect(normalizePath('/blog/incoterms')).toBe('/blog/incoterms/');
    expect(normalizePath('/blog/incoterms?x=1#top')).toBe('/blog/incoterms/?x=1#top');
  });
  it('leaves paths that already end in a slash alone', () => {
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('/help/')).toBe('/help/');
  });
  it.each(['.html', '.json', '.js', '.map', '.txt', '.xml', '.pdf'])('keeps file paths ending in %s as they are', (ext) => {
    expect(normalizePath(`/files/report${ext}`)).toBe(`/files/report${ext}`);
  });
  it('adds a slash to other extensions', () => {
    expect(normalizePath('/files/report.csv')).toBe('/files/report.csv/');
  });
});

describe('matchablePath', () => {
  it('trims trailing slashes and treats /index.html as the root', () => {
    expect(matchablePath('/blog/')).toBe('/blog');
    expect(matchablePath('/blog///')).toBe('/blog');
    expect(matchablePath('/index.html')).toBe('/');
    expect(matchablePath('/')).toBe('/');
    expect(matchablePath('/help/?q=1')).toBe('/help');
  });
});

describe('isInternalLink', () => {
  it('accepts paths that start with a single slash', () => {
    expect(isInternalLink('/')).toBe(true);
    expect(isInternalLink('/products/trucking')).toBe(true);
  });
  it('rejects protocol-relative, absolute and relative links', () => {
    expect(isInternalLink('//evil.example/x')).toBe(false);
    expect(isInternalLink('https://www.harbourline.example/')).toBe(false);
    expect(isInternalLink('products')).toBe(false);
    expect(isInternalLink('mailto:hello@harbourline.example')).toBe(false);
  });
});

describe('buildSlug', () => {
  it('joins segments under a leading slash', () => {
    expect(buildSlug('/blog', 'incoterms')).toBe('/blog/incoterms');
    expect(buildSlug('/', 'press-release')).toBe('/press-release');
    expect(buildSlug('/help/', '/1001-quote/')).toBe('/help/1001-quote');
  });
  it('requires the slug to start with a slash', () => {
    expect(() => buildSlug('blog', 'x')).toThrow(/must start with "\/"/);
    expect(() => buildSlug()).toThrow();
  });
});

describe('copyLinkUrl', () => {
  it('carries the spec UTM tags and keeps existing parameters', () => {
    const url = new URL(copyLinkUrl('https://www.harbourline.example/blog/x/?ref=1', 'harbourline'));
    expect(url.searchParams.get('utm_source')).toBe('harbourline');
    expect(url.searchParams.get('utm_medium')).toBe('copy-to-clipboard');
    expect(url.searchParams.get('utm_campaign')).toBe('web-link-copy');
    expect(url.searchParams.get('ref')).toBe('1');
  });
});
