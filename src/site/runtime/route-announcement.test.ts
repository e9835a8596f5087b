import { describe, expect, it } from 'vitest';
import { announceNavigationIn } from './route-announcement';

describe('the route announcement', () => {
  it("says where a navigation went in the site's language", () => {
    const zh: Pick<Window, '___navigatedTo'> = {};
    announceNavigationIn('zh-CN', zh);
    expect(zh.___navigatedTo?.('博客')).toBe('已转到页面：博客');
    const en: Pick<Window, '___navigatedTo'> = {};
    announceNavigationIn('en-US', en);
    expect(en.___navigatedTo?.('Blog')).toBe('Navigated to Blog');
  });
});
