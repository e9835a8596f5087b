import { describe, expect, it } from 'vitest';
import { browserSections } from '../../src/shared/routing/browser-sections';
import { itemPath, sectionFor, SECTION_ROWS } from '../../src/shared/routing/sections';
import { SEARCH_SECTIONS } from '../../src/shared/search/sections';
import { SECTIONS_IN_BROWSER } from '../../src/site/runtime/sections';

describe('the section table', () => {
  it.each([
    ['blog', '/blog/', 'Back to Blog'],
    ['help center', '/help/', 'Back to Help Center'],
    ['help articles', '/help/', 'Back to Help Center'],
    ['glossary terms', '/glossary/', 'Back to Glossary'],
    ['capital', '/products/capital/', 'Back to Capital'],
    ['capital+blog', '/products/capital/', 'Back to Capital'],
    ['research', '/research/', 'Back to Research'],
    ['research+blog', '/research/', 'Back to Research'],
    ['global logistics update', '/global-logistics-update/', 'Back to Global Logistics Update'],
    ['market update', '/global-logistics-update/', 'Back to Global Logistics Update'],
    ['case-study', '/company/customers/', 'Back to Customers'],
    ['webinars', '/webinars/', 'Back to Videos and Webinars'],
  ])('maps %s to %s with "%s"', (type, path, label) => {
    expect(sectionFor(type)).toEqual({ path, backLabel: label });
  });
  it('gives events their section but no back link', () => {
    expect(sectionFor('events')).toEqual({ path: '/events/', backLabel: null });
  });
  it('gives the newsroom its section without a back link, and unknown types the root', () => {
    expect(sectionFor('newsroom')).toEqual({ path: '/company/newsroom/', backLabel: null });
    expect(sectionFor('something-else')).toEqual({ path: '/', backLabel: null });
  });
  it('builds item paths as section path plus slug', () => {
    expect(itemPath('blog', 'fcl-vs-lcl')).toBe('/blog/fcl-vs-lcl');
    expect(itemPath('case-study', 'acme')).toBe('/company/customers/acme');
    expect(itemPath('newsroom', 'we-opened')).toBe('/we-opened');
  });
});

describe("the page scripts' part of the table", () => {
  const types = SECTION_ROWS.flatMap((row) => row.contentTypes ?? []);

  it('gives every type with a back link its section and label in the site language, and no other type one', () => {
    const { backLinks } = browserSections('en-US');
    for (const type of types) {
      const { path, backLabel } = sectionFor(type);
      expect(backLinks[type] ?? null, type).toEqual(backLabel === null ? null : [path, backLabel]);
    }
    expect(browserSections('zh-CN').backLinks['blog']).toEqual(['/blog/', '返回博客']);
    expect(Object.keys(backLinks).sort()).toEqual(types.filter((type) => sectionFor(type).backLabel !== null).sort());
  });

  it('lists the search indexes in the order the search merges them', () => {
    expect(browserSections().searchDirs).toEqual(SEARCH_SECTIONS.map((section) => section.dir));
  });

  it('is what the scripts are given (the constant the bundles are built with)', () => {
    expect(SECTIONS_IN_BROWSER).toEqual(browserSections());
  });
});
