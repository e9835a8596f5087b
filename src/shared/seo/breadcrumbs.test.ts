import { describe, expect, it } from 'vitest';
import { translate as dictionaryTranslate, type DictionaryKey } from '../i18n/dictionary';
import { trailOf, type Crumb } from './breadcrumbs';

// Labels come back as their keys, so the expectations read as the hubs' English names.
const keys = (key: DictionaryKey): string => key;

const trail = (path: string, contentType?: string): Crumb[] => trailOf(path, 'The page', keys, contentType);
const home: Crumb = { to: '/', label: 'Home' };
const page = (to: string): Crumb => ({ to, label: 'The page' });

describe('trailOf', () => {
  it('gives the home page no trail', () => {
    expect(trailOf('/', 'Home', keys)).toEqual([]);
    expect(trailOf('', 'Home', keys)).toEqual([]);
  });

  it('puts a blog post in the Blog', () => {
    expect(trail('/blog/some-post/')).toEqual([home, { to: '/blog/', label: 'Blog' }, page('/blog/some-post/')]);
  });

  it('puts a job in Open roles under Careers', () => {
    expect(trail('/careers/jobs/licensed-customs-broker')).toEqual([
      home,
      { to: '/company/careers/', label: 'Careers' },
      { to: '/careers/jobs/', label: 'Open roles' },
      page('/careers/jobs/licensed-customs-broker/'),
    ]);
  });

  it('puts Open roles itself under Careers, without listing itself as its own hub', () => {
    expect(trail('/careers/jobs')).toEqual([home, { to: '/company/careers/', label: 'Careers' }, page('/careers/jobs/')]);
    expect(trail('/careers/jobs/')).toEqual([home, { to: '/company/careers/', label: 'Careers' }, page('/careers/jobs/')]);
  });

  it('puts a careers team page under Careers though its path is outside /company', () => {
    expect(trail('/careers/teams/operations/')).toEqual([
      home,
      { to: '/company/careers/', label: 'Careers' },
      page('/careers/teams/operations/'),
    ]);
  });

  it('puts author and category pages in the Blog', () => {
    expect(trail('/blog/author/lin-zhao/')).toEqual([home, { to: '/blog/', label: 'Blog' }, page('/blog/author/lin-zhao/')]);
    expect(trail('/blog/category/customs')).toEqual([home, { to: '/blog/', label: 'Blog' }, page('/blog/category/customs/')]);
  });

  it('puts newsroom posts, which live at the root, in the Newsroom', () => {
    expect(trail('/some-press-release', 'newsroom')).toEqual([
      home,
      { to: '/company/newsroom/', label: 'Newsroom' },
      page('/some-press-release/'),
    ]);
    // Without the content type the same path is just a page of the site.
    expect(trail('/some-press-release')).toEqual([home, page('/some-press-release/')]);
  });

  it('takes the longest hub a path starts with', () => {
    expect(trail('/products/capital/some-post')).toEqual([
      home,
      { to: '/products/capital/', label: 'Capital' },
      page('/products/capital/some-post/'),
    ]);
    expect(trail('/data/hs-code/0101')).toEqual([home, { to: '/data/hs-code/', label: 'HS codes' }, page('/data/hs-code/0101/')]);
  });

  it('gives a page outside every hub Home › page', () => {
    expect(trail('/privacy')).toEqual([home, page('/privacy/')]);
    expect(trail('/products/ocean-freight/')).toEqual([home, page('/products/ocean-freight/')]);
  });

  it('does not treat a path merely sharing a hub’s prefix as inside it', () => {
    expect(trail('/blogroll')).toEqual([home, page('/blogroll/')]);
  });

  it('gives a hub page itself Home › hub', () => {
    expect(trail('/blog/')).toEqual([home, page('/blog/')]);
  });

  it('ends with the page, its path without trailing slash and the title passed', () => {
    const crumbs = trailOf('/events/importer-summit-2027/', 'Importer Summit 2027', keys);
    expect(crumbs.at(-1)).toEqual({ to: '/events/importer-summit-2027/', label: 'Importer Summit 2027' });
    expect(crumbs.at(-2)).toEqual({ to: '/events/', label: 'Events' });
  });

  it('translates hub labels with the function given, but not the page title', () => {
    const zh = (key: DictionaryKey): string => dictionaryTranslate(key, 'zh-CN');
    const crumbs = trailOf('/careers/jobs/licensed-customs-broker', 'Licensed customs broker', zh);
    expect(crumbs.map((crumb) => crumb.label)).toEqual([
      dictionaryTranslate('Home', 'zh-CN'),
      dictionaryTranslate('Careers', 'zh-CN'),
      dictionaryTranslate('Open roles', 'zh-CN'),
      'Licensed customs broker',
    ]);
    expect(crumbs[0]?.label).toBe('首页');
    expect(crumbs[2]?.label).toBe('开放职位');
  });
});
