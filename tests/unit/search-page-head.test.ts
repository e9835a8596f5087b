import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { headFactsWithoutEntries } from '../../src/pipeline/head/facts';
import { headTags } from '../../src/pipeline/head/tags';

describe("the search page's head", () => {
  const facts = new Map(headFactsWithoutEntries('en-US')).get('/search/');
  const head = facts ? renderToStaticMarkup(React.createElement('head', null, headTags(facts, '/search/', 'en-US'))) : '';

  it('keeps the thin results page out of search engines’ indexes, as it is kept out of the sitemap', () => {
    expect(head).toContain('<meta name="robots" content="noindex"/>');
    expect(head).toContain('<link rel="canonical" href="https://www.harbourline.example/search/"/>');
    expect(head).toContain('<title>Search | Harbourline Freight</title>');
  });

  it('offers no card of its own to link previews', () => {
    expect(head).not.toContain('og:image');
    expect(head).not.toContain('BreadcrumbList');
  });
});
