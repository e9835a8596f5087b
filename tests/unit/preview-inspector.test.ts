import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PreviewCheck, PreviewEntry, PreviewProblem, PreviewState } from '../../src/shared/preview';
import { fetchPreviewState, inspectorAttributes, isPreviewState, pageEntryOf, pageProblems } from '../../src/site/preview/preview-page';
import { ProblemsNotice } from '../../src/site/preview/ProblemsNotice';

// Gatsby compiles its graphql tags away at build time; the components only need its exports to be callable here.
vi.mock('gatsby', () => ({ graphql: () => '', navigate: () => undefined, Link: 'a' }));

const POST: PreviewEntry = { entryId: 'post1', locale: 'en-US', path: '/blog/post-one/', title: 'Post one' };

function problem(overrides: Partial<PreviewProblem>): PreviewProblem {
  return { entryId: 'post1', locale: 'en-US', field: 'title', reason: 'Required', path: '/blog/post-one/', ...overrides };
}

const STATE: PreviewState = {
  generation: 3,
  readAt: '2025-01-01T00:00:00.000Z',
  entries: { 'node-1': POST },
  problems: [
    problem({ field: 'title', reason: 'Required' }),
    problem({ entryId: 'post1', locale: 'zh-CN', field: 'description', reason: 'Too long', path: '/blog/post-one/' }),
    problem({ entryId: 'other', field: 'body', reason: 'Empty', path: '/blog/other/' }),
    problem({ entryId: 'draft9', locale: 'zh-CN', field: 'slug', reason: 'Not a slug', path: null }),
  ],
  checks: [],
};

/** The preview's modules as a build with GATSBY_PREVIEW set loads them (`previewing` is read when they load). */
async function previewModules(value: 'true' | 'false') {
  vi.stubEnv('GATSBY_PREVIEW', value);
  vi.resetModules();
  const [{ PreviewPage }, { PageHeader }, { RichText }, { useInspector }] = await Promise.all([
    import('../../src/site/preview/PreviewProvider'),
    import('../../src/site/components/content/PageHeader'),
    import('../../src/site/components/rich-text/RichText'),
    import('../../src/site/preview/use-inspector'),
  ]);
  const page = (children: ReactNode, pageContext: unknown = { id: 'node-1' }) =>
    renderToStaticMarkup(createElement(PreviewPage, { state: STATE, pageContext, pathname: '/blog/post-one', children }));
  return { page, PageHeader, RichText, useInspector };
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe('inspector attributes', () => {
  it('are none outside the preview, and none for an unknown entry or no field', () => {
    expect(inspectorAttributes(false, POST, 'title')).toEqual({});
    expect(inspectorAttributes(true, null, 'title')).toEqual({});
    expect(inspectorAttributes(true, POST, undefined)).toEqual({});
  });

  it("name the entry, field and locale in the preview, as Contentful's SDK does", () => {
    expect(inspectorAttributes(true, POST, 'title')).toEqual({
      'data-contentful-entry-id': 'post1',
      'data-contentful-field-id': 'title',
      'data-contentful-locale': 'en-US',
    });
  });

  it("find the page's entry from its context id", () => {
    expect(pageEntryOf(STATE, { id: 'node-1' })).toBe(POST);
    expect(pageEntryOf(STATE, { id: 'node-2' })).toBeNull();
    expect(pageEntryOf(STATE, { id: 'constructor' })).toBeNull();
    expect(pageEntryOf(STATE, {})).toBeNull();
    expect(pageEntryOf(null, { id: 'node-1' })).toBeNull();
  });

  it('give the hook nothing without a provider, as on every public page', async () => {
    const { useInspector } = await previewModules('false');
    function Title() {
      return createElement('h1', useInspector()('title'), 'T');
    }
    expect(renderToStaticMarkup(createElement(Title))).toBe('<h1>T</h1>');
  });

  it("mark the shared header and body with the page's entry in the preview", async () => {
    const { page, PageHeader, RichText } = await previewModules('true');
    const html = page([
      createElement(PageHeader, { key: 'h', title: 'Post one', lead: 'Lead', fields: { title: 'title', lead: 'description' } }),
      createElement(RichText, { key: 'b', html: '<p>Body</p>', field: 'body' }),
    ]);
    expect(html).toContain(
      '<h1 data-contentful-entry-id="post1" data-contentful-field-id="title" data-contentful-locale="en-US">Post one</h1>',
    );
    expect(html).toContain(
      '<p class="lead" data-contentful-entry-id="post1" data-contentful-field-id="description" data-contentful-locale="en-US">',
    );
    expect(html).toContain(
      '<div class="prose" data-contentful-entry-id="post1" data-contentful-field-id="body" data-contentful-locale="en-US">',
    );
  });

  it('leave a page without an entry in the state unmarked', async () => {
    const { page, PageHeader } = await previewModules('true');
    const html = page(createElement(PageHeader, { title: 'Blog', fields: { title: 'title' } }), {});
    expect(html).not.toContain('data-contentful');
  });

  it('leave the shared components as they were outside the preview', async () => {
    const { page, PageHeader, RichText } = await previewModules('false');
    const header = createElement(PageHeader, {
      key: 'h',
      title: 'Post one',
      lead: 'Lead',
      fields: { title: 'title', lead: 'description' },
    });
    const body = createElement(RichText, { key: 'b', html: '<p>Body</p>', field: 'body' });
    expect(renderToStaticMarkup(header)).toBe(
      '<div class="page-header"><div class="container"><h1>Post one</h1><p class="lead">Lead</p></div></div>',
    );
    expect(renderToStaticMarkup(body)).toBe('<div class="prose"><p>Body</p></div>');
    expect(page([header, body])).not.toContain('data-contentful');
  });
});

describe('the problems notice', () => {
  it("sorts problems into this page's (by entry and locale, or by path) and those with no page", () => {
    const { page, pageless } = pageProblems(STATE.problems, POST, '/blog/post-one');
    expect(page.map((p) => p.field)).toEqual(['title', 'description']);
    expect(pageless.map((p) => p.entryId)).toEqual(['draft9']);
    expect(pageProblems(STATE.problems, null, '/elsewhere/').page).toEqual([]);
    expect(pageProblems([], POST, '/blog/post-one/')).toEqual({ page: [], pageless: [], checks: [] });
  });

  it("lists this page's problems and says the last valid version is shown", () => {
    const html = renderToStaticMarkup(createElement(ProblemsNotice, pageProblems(STATE.problems, POST, '/blog/post-one/')));
    expect(html).toContain('<section class="container" aria-labelledby="preview-problems-heading">');
    expect(html).toContain('<h2 id="preview-problems-heading">This draft is not valid</h2>');
    expect(html).toContain('<li>title: Required</li>');
    expect(html).toContain('<li>description: Too long</li>');
    expect(html).toContain('The preview shows the last valid version of this page.');
    expect(html).toContain('<li>entry draft9 (zh-CN): slug: Not a slug</li>');
    expect(html).not.toContain('Empty');
  });

  it('lists drafts with no page on any page', () => {
    const html = renderToStaticMarkup(createElement(ProblemsNotice, pageProblems(STATE.problems, null, '/about/')));
    expect(html).toContain('<h2 id="preview-problems-heading">Drafts that are not valid</h2>');
    expect(html).toContain('<li>entry draft9 (zh-CN): slug: Not a slug</li>');
    expect(html).not.toContain('last valid version');
  });

  it("lists the page entry's content checks by severity, worst first, and no other entry's", () => {
    const check = (entryId: string, severity: PreviewCheck['severity'], message: string): PreviewCheck => ({
      kind: 'long-title',
      severity,
      field: 'title',
      message,
      context: severity === 'changes-page' ? 'Watch the walkthrough:' : '',
      entryId,
      locale: 'en-US',
      path: '/blog/post-one/',
    });
    const checks = [
      check('post1', 'changes-page', 'The embed from example-video.com was removed.'),
      check('post1', 'advice', 'The title has 90 characters.'),
      check('other', 'advice', 'Not this page’s.'),
    ];
    const html = renderToStaticMarkup(createElement(ProblemsNotice, pageProblems([], POST, '/blog/post-one/', checks)));
    expect(html).toContain('<h2 id="preview-problems-heading">Content checks for this entry</h2>');
    expect(html.indexOf('Changes what readers see (1)')).toBeLessThan(html.indexOf('Advice (1)'));
    expect(html).toContain('<li>title: The embed from example-video.com was removed. (after “Watch the walkthrough:”)</li>');
    expect(html).not.toContain('Not this page');
  });

  it('keeps an empty live region when there is nothing to say', () => {
    expect(renderToStaticMarkup(createElement(ProblemsNotice, { page: [], pageless: [], checks: [] }))).toBe(
      '<div role="status" lang="en" class="preview-problems"></div>',
    );
  });

  it('shows above the page in the preview', async () => {
    const { page } = await previewModules('true');
    const html = page(createElement('p', null, 'Page'));
    expect(html.indexOf('title: Required')).toBeGreaterThan(-1);
    expect(html.indexOf('title: Required')).toBeLessThan(html.indexOf('<p>Page</p>'));
  });
});

describe("the preview's head", () => {
  it('keeps every page out of search engines, with one robots tag', async () => {
    const robots = async (value: 'true' | 'false', pathname: string) => {
      vi.stubEnv('GATSBY_PREVIEW', value);
      vi.resetModules();
      const { headTags } = await import('../../src/pipeline/head/tags');
      const { headFacts } = await import('../../src/pipeline/head/facts');
      const head = renderToStaticMarkup(
        createElement('head', null, headTags(headFacts({ path: pathname, title: 'Post one' }, 'en-US'), pathname, 'en-US')),
      );
      return head.split('<meta name="robots" content="noindex"/>').length - 1;
    };
    expect(await robots('true', '/blog/post-one/')).toBe(1);
    expect(await robots('true', '/search/')).toBe(1);
    expect(await robots('false', '/blog/post-one/')).toBe(0);
    expect(await robots('false', '/search/')).toBe(1);
  });
});

describe("reading the preview's state", () => {
  it('asks the same origin with its cookies, and gives null for a failed or foreign answer', async () => {
    const fetchState = vi.fn(() => Promise.resolve(new Response(JSON.stringify(STATE))));
    vi.stubGlobal('fetch', fetchState);
    await expect(fetchPreviewState()).resolves.toEqual(STATE);
    expect(fetchState).toHaveBeenCalledWith('/__preview/state.json', { credentials: 'same-origin', cache: 'no-store' });

    fetchState.mockImplementation(() => Promise.resolve(new Response('Sign in', { status: 401 })));
    await expect(fetchPreviewState()).resolves.toBeNull();
    fetchState.mockImplementation(() => Promise.resolve(new Response('<html>')));
    await expect(fetchPreviewState()).resolves.toBeNull();
    fetchState.mockImplementation(() => Promise.reject(new TypeError('offline')));
    await expect(fetchPreviewState()).resolves.toBeNull();
    expect(isPreviewState({ generation: 1, entries: {} })).toBe(false);
  });
});
