import React from 'react';
import { t } from '../../../shared/i18n/use-translate';
import { Footer } from './Footer';
import { Header } from './Header';
import { NavigationNotice } from './NavigationNotice';
import { ConsentSlot } from '../consent/ConsentSlot';

interface LayoutProps {
  children: React.ReactNode;
  searchable?: boolean;
  /** What the site search calls this page (a PageType of src/shared/search/page-type.ts). */
  pageType?: string;
}

/** Every page's frame: skip link, header, the one <main> landmark, footer. */
export function Layout({ children, searchable = true, pageType = 'page' }: LayoutProps) {
  return (
    <>
      <a className="skip-link" href="#main">
        {t('Skip to main content')}
      </a>
      <Header />
      {/* The site search (Pagefind) indexes the main content of searchable pages only, with their type. */}
      <main
        id="main"
        tabIndex={-1}
        data-pagefind-body={searchable ? '' : undefined}
        data-pagefind-meta={searchable ? `type:${pageType}` : undefined}
      >
        {children}
      </main>
      <Footer />
      <NavigationNotice />
      <ConsentSlot />
    </>
  );
}
