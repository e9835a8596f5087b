import React from 'react';
import { t } from '../../../shared/i18n/use-translate';
import { Slice } from 'gatsby';
import { NavigationNotice } from './NavigationNotice';
import { ConsentSlot } from '../consent/ConsentSlot';
import { DeferredHydration } from '../../runtime/deferred-hydration';

/** Attributes of the <main> landmark that only the built HTML carries (the site search's, src/site/search/pagefind-attributes.ts). */
export interface MainAttributes {
  'data-pagefind-body'?: string;
  'data-pagefind-meta'?: string;
}

interface LayoutProps {
  children: React.ReactNode;
  mainAttributes?: MainAttributes;
}

/** Every page's frame: skip link, header, the one <main> landmark, footer. */
export function Layout({ children, mainAttributes }: LayoutProps) {
  return (
    <>
      <a className="skip-link" href="#main">
        {t('Skip to main content')}
      </a>
      {/* Header and footer are slices (src/slices/<alias>.tsx): built once and stitched into each page. */}
      {/* The header hydrates with the page's frame, first: its menu and search are what a visitor reaches for before
          anything else. Main and footer hydrate after, at idle priority: one task for the whole page blocked taps
          for 88-212 ms in Lighthouse's phone simulation. */}
      <Slice alias="site-header" />
      {/* Hydration leaves the server's extra attributes in place (React's development build would warn of them);
          only Pagefind, over the HTML files, reads them. */}
      <DeferredHydration>
        <main id="main" tabIndex={-1} suppressHydrationWarning {...mainAttributes}>
          {children}
        </main>
      </DeferredHydration>
      <DeferredHydration>
        <Slice alias="site-footer" />
      </DeferredHydration>
      <NavigationNotice />
      <ConsentSlot />
    </>
  );
}
