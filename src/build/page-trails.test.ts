import { describe, expect, it } from 'vitest';
import { withTrail } from './page-trails';

const page = (head: string, body = '') =>
  `<!DOCTYPE html><html><head><meta charset="utf-8"/>${head}</head><body><div id="___gatsby">${body}</div></body></html>`;

const seo = (path: string, title: string) =>
  `<title>${title} | Harbourline Freight</title><link rel="canonical" href="https://www.harbourline.example${path}"/><meta property="og:title" content="${title}"/>`;

/** The BreadcrumbList the build wrote, as [name, item] pairs. */
function trailIn(html: string): Array<[string, string]> {
  const json = /<script type="application\/ld\+json" data-page-trail="">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!json) return [];
  const list = JSON.parse(json) as { itemListElement: Array<{ name: string; item: string; position: number }> };
  return list.itemListElement.map((crumb) => [crumb.name, crumb.item]);
}

describe('withTrail', () => {
  it("gives a page below its section the section's trail, the page named by its og:title", () => {
    const html = withTrail(page(seo('/blog/fcl-vs-lcl/', 'FCL &amp; LCL')), 'en-US', new Map());
    expect(trailIn(html)).toEqual([
      ['Home', 'https://www.harbourline.example/'],
      ['Blog', 'https://www.harbourline.example/blog/'],
      ['FCL & LCL', 'https://www.harbourline.example/blog/fcl-vs-lcl/'],
    ]);
  });

  it('places a newsroom post, which lives at the root, in the newsroom by its content type', () => {
    const html = withTrail(
      page(seo('/harbourline-opens-hamburg/', 'Hamburg')),
      'en-US',
      new Map([['/harbourline-opens-hamburg/', 'newsroom']]),
    );
    expect(trailIn(html).map(([name]) => name)).toEqual(['Home', 'Newsroom', 'Hamburg']);
  });

  it('follows the trail a page draws, on the regional site, in its language', () => {
    const nav =
      '<nav class="breadcrumbs" aria-label="Breadcrumb"><ol><li><a href="/data/hs-code/">第 1 类</a></li><li><a href="/data/hs-code/01/">第 01 章</a></li><li aria-current="page">0101</li></ol></nav>';
    const head = `<link rel="canonical" href="https://cn.harbourline.example/data/hs-code/01/0101/"/><meta property="og:title" content="HS 0101"/>`;
    expect(trailIn(withTrail(page(head, nav), 'zh-CN', new Map()))).toEqual([
      ['首页', 'https://cn.harbourline.example/'],
      ['第 1 类', 'https://cn.harbourline.example/data/hs-code/'],
      ['第 01 章', 'https://cn.harbourline.example/data/hs-code/01/'],
      ['HS 0101', 'https://cn.harbourline.example/data/hs-code/01/0101/'],
    ]);
  });

  it('leaves the home page and pages kept out of search without one', () => {
    expect(withTrail(page(seo('/', 'Home')), 'en-US', new Map())).not.toContain('data-page-trail');
    const noindex = page(`${seo('/thanks/', 'Thank you')}<meta name="robots" content="noindex"/>`);
    expect(withTrail(noindex, 'en-US', new Map())).not.toContain('data-page-trail');
  });

  it('replaces the trail an earlier build wrote, so a page rebuilt warm carries one', () => {
    const once = withTrail(page(seo('/glossary/fob/', 'FOB')), 'en-US', new Map());
    const twice = withTrail(once, 'en-US', new Map());
    expect(twice).toBe(once);
    expect(twice.match(/data-page-trail/g)).toHaveLength(1);
  });

  it('keeps a title from closing the script element', () => {
    const html = withTrail(page(seo('/blog/x/', '&lt;/script&gt;&lt;b&gt;')), 'en-US', new Map());
    expect(html).toContain('\\u003c/script>\\u003cb>');
    expect(trailIn(html).at(-1)?.[0]).toBe('</script><b>');
  });
});
