import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { structuredDataTags, type BuiltPageData } from './head/tags';
import { componentChunkName, structuredDataOf } from './structured-data';

const POST = {
  blogPost: {
    path: '/blog/demurrage-vs-detention/',
    locale: 'en-US',
    title: 'Demurrage vs detention </script>',
    description: 'What each charge is for.',
    date: '2026-03-02',
    authorEntry: { path: '/blog/author/mei-lin/', name: 'Mei Lin', role: 'Customs lead' },
  },
};

describe('structuredDataOf', () => {
  it('names templates as Gatsby names their chunks', () => {
    expect(componentChunkName('src/templates/blog-post.tsx')).toBe('component---src-templates-blog-post-tsx');
    expect(componentChunkName('src/pages/index.tsx')).toBe('component---src-pages-index-tsx');
  });

  it("builds a page's nodes from its template's query data, on the regional site's addresses", () => {
    const [post, ...rest] = structuredDataOf('component---src-templates-blog-post-tsx', POST, 'zh-CN');
    expect(rest).toEqual([]);
    expect(post).toMatchObject({
      '@type': 'BlogPosting',
      headline: POST.blogPost.title,
      url: 'https://cn.harbourline.example/blog/demurrage-vs-detention/',
      inLanguage: 'en',
      author: { '@type': 'Person', name: 'Mei Lin', url: 'https://cn.harbourline.example/blog/author/mei-lin/' },
    });
  });

  it('gives none for a template without structured data, or for missing data', () => {
    expect(structuredDataOf('component---src-templates-case-study-tsx', { caseStudy: {} }, 'en-US')).toEqual([]);
    expect(structuredDataOf('component---src-templates-blog-post-tsx', { blogPost: null }, 'en-US')).toEqual([]);
    expect(structuredDataOf('component---src-templates-blog-post-tsx', null, 'en-US')).toEqual([]);
  });

  it('writes each node as a JSON-LD block that no string in it can close', () => {
    const page: BuiltPageData = { componentChunkName: 'component---src-templates-blog-post-tsx', result: { data: POST } };
    const html = renderToStaticMarkup(createElement(Fragment, null, ...structuredDataTags(page, 'en-US')));
    expect(html.match(/<script type="application\/ld\+json" data-build-head="">/g)).toHaveLength(1);
    expect(html).not.toContain('</script><');
    expect(html).toContain('Demurrage vs detention \\u003c/script>');
  });
});
