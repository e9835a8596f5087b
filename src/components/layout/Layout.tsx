import React from 'react';
import { t } from '../../i18n/use-translate';
import { Footer } from './Footer';
import { Header } from './Header';
import { NavigationNotice } from './NavigationNotice';
import { ConsentSlot } from '../consent/ConsentSlot';

/** Every page's frame: skip link, header, the one <main> landmark, footer. */
export function Layout({ children, searchable = true }: { children: React.ReactNode; searchable?: boolean }) {
  return (
    <>
      <a className="skip-link" href="#main">
        {t('Skip to main content')}
      </a>
      <Header />
      {/* The site search (Pagefind) indexes the main content of searchable pages only. */}
      <main id="main" tabIndex={-1} data-pagefind-body={searchable ? '' : undefined}>
        {children}
      </main>
      <Footer />
      <NavigationNotice />
      <ConsentSlot />
    </>
  );
}
