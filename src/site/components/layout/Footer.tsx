import { CookieSettingsButton } from '../consent/ConsentSlot';
import type { DictionaryKey } from '../../../shared/i18n/dictionary';
import { t } from '../../../shared/i18n/use-translate';
import { SiteLink } from '../navigation/SiteLink';
import { Logo } from './Logo';
import { COMPANY_LINKS, RESOURCE_LINKS } from './nav-links';

const COLUMNS: ReadonlyArray<{ heading: DictionaryKey; links: ReadonlyArray<{ to: string; label: DictionaryKey }> }> = [
  {
    heading: 'Services',
    links: [
      { to: '/products/ocean-freight', label: 'Freight' },
      { to: '/products/customs', label: 'Customs and compliance' },
      { to: '/products/cargo-insurance', label: 'Finance and insurance' },
      { to: '/products/ecommerce-fulfillment', label: 'Fulfilment' },
      { to: '/products/platform', label: 'Platform' },
    ],
  },
  // The footer lists the main content sections; the header menu also has tools and data.
  { heading: 'Resources', links: RESOURCE_LINKS.slice(0, 6) },
  { heading: 'Company', links: COMPANY_LINKS },
  {
    heading: 'Legal',
    links: [
      { to: '/privacy', label: 'Privacy' },
      { to: '/terms-and-conditions', label: 'Terms and conditions' },
      { to: '/logistics/company-code-of-conduct', label: 'Code of conduct' },
    ],
  },
];

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <div className="site-footer__brand">
          <Logo />
          <p>{t('Freight forwarding and customs brokerage for importers who plan ahead')}</p>
        </div>
        {COLUMNS.map((column) => (
          <nav key={column.heading} aria-label={t(column.heading)} className="site-footer__column">
            <h2 className="site-footer__heading">{t(column.heading)}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.to}>
                  <SiteLink to={link.to}>{t(link.label)}</SiteLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="container site-footer__legal">
        <p>{t('© {{year}} Harbourline Freight. All rights reserved.')}</p>
        <CookieSettingsButton />
      </div>
    </footer>
  );
}
