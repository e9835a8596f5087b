import { describe, expect, it } from 'vitest';
import { isInSitemap, isSearchable, robotsDisallows } from '../../src/shared/routing/unlisted';

describe('pages kept out of search, sitemap and robots', () => {
  it('keeps error pages, confirmations, the search page, app shells and short links out of the search', () => {
    for (const path of [
      '/404/',
      '/404',
      '/404.html',
      '/500.html',
      '/dev-404-page/',
      '/offline-plugin-app-shell-fallback/',
      '/get-started/confirmation/',
      '/sign-up/confirmation',
      '/search/',
      '/earth/vessel/',
      '/earth/vessel/1a64204b-2939-44c1-afbd-6b558bfa8063/',
      '/help/articles/1016/',
    ]) {
      expect(isSearchable(path), path).toBe(false);
    }
  });

  it('indexes everything else, including paths that only start like them', () => {
    for (const path of [
      '/',
      '/glossary/',
      '/help/1016-understanding-demurrage-and-detention/',
      '/4040-containers/',
      '/searching/',
      '/earth/',
    ]) {
      expect(isSearchable(path), path).toBe(true);
    }
  });

  it('keeps the same pages out of the sitemap, with or without the trailing slash', () => {
    for (const path of [
      '/404/',
      '/404.html',
      '/get-started/confirmation/',
      '/search',
      '/earth/vessel/',
      '/earth/vessel/abc/',
      '/help/articles/1016/',
    ])
      expect(isInSitemap(path), path).toBe(false);
    for (const path of ['/', '/glossary/', '/help/1016-understanding-demurrage-and-detention/', '/earth/', '/searching/'])
      expect(isInSitemap(path), path).toBe(true);
  });

  it('disallows confirmations, thank-you and form-error pages and the vessel app to crawlers, in robots.txt syntax', () => {
    expect(robotsDisallows()).toEqual(['/*/confirmation/', '/thanks/', '/newsletter/thanks/', '/form-errors/', '/earth/vessel/']);
  });
});
