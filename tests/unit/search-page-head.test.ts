import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';

// Gatsby compiles its graphql tags away at build time; the page module only needs them to be callable here.
vi.mock('gatsby', () => ({ graphql: () => '', navigate: () => undefined, Link: 'a' }));

describe("the search page's head", () => {
  let head = '';
  beforeAll(async () => {
    const { Head } = await import('../../src/pages/search');
    head = renderToStaticMarkup(React.createElement(Head));
  }, 60_000);

  it('keeps the thin results page out of search engines’ indexes, as it is kept out of the sitemap', () => {
    expect(head).toContain('<meta name="robots" content="noindex"/>');
    expect(head).toContain('<link rel="canonical" href="https://www.harbourline.example/search/"/>');
  });
});
