import { describe, expect, it } from 'vitest';
import { itemPath, sectionFor } from '../../src/shared/routing/sections';

describe('the section table', () => {
  it.each([
    ['blog', '/blog', 'Back to Blog'],
    ['help center', '/help', 'Back to Help Center'],
    ['help articles', '/help', 'Back to Help Center'],
    ['glossary terms', '/glossary', 'Back to Glossary'],
    ['capital', '/products/capital', 'Back to Capital'],
    ['capital+blog', '/products/capital', 'Back to Capital'],
    ['research', '/research', 'Back to Research'],
    ['research+blog', '/research', 'Back to Research'],
    ['global logistics update', '/global-logistics-update', 'Back to Global Logistics Update'],
    ['market update', '/global-logistics-update', 'Back to Global Logistics Update'],
    ['case-study', '/company/customers', 'Back to Customers'],
    ['webinars', '/webinars', 'Back to Videos and Webinars'],
  ])('maps %s to %s with "%s"', (type, path, label) => {
    expect(sectionFor(type)).toEqual({ path, backLabel: label });
  });
  it('gives events their section but no back link', () => {
    expect(sectionFor('events')).toEqual({ path: '/events', backLabel: null });
  });
  it('puts newsroom and unknown types at the root without a back link', () => {
    expect(sectionFor('newsroom')).toEqual({ path: '/', backLabel: null });
    expect(sectionFor('something-else')).toEqual({ path: '/', backLabel: null });
  });
  it('builds item paths as section path plus slug', () => {
    expect(itemPath('blog', 'fcl-vs-lcl')).toBe('/blog/fcl-vs-lcl');
    expect(itemPath('case-study', 'acme')).toBe('/company/customers/acme');
    expect(itemPath('newsroom', 'we-opened')).toBe('/we-opened');
  });
});
