import React from 'react';
import type { DictionaryKey } from '../../i18n/dictionary';
import { t } from '../../i18n/use-translate';
import { SiteLink } from '../navigation/SiteLink';
import { Logo } from './Logo';

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
  {
    heading: 'Resources',
    links: [
      { to: '/blog', label: 'Blog' },
      { to: '/help', label: 'Help Center' },
      { to: '/glossary', label: 'Glossary' },
      { to: '/research', label: 'Research' },
      { to: '/global-logistics-update', label: 'Global Logistics Update' },
      { to: '/webinars', label: 'Videos and Webinars' },
    ],
  },
  {
    heading: 'Company',
    links: [
      { to: '/company/about-us', label: 'About us' },
      { to: '/company/customers', label: 'Customers' },
      { to: '/company/careers', label: 'Careers' },
      { to: '/company/newsroom', label: 'Newsroom' },
      { to: '/company/contact', label: 'Contact' },
    ],
  },
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
      </div>
    </footer>
  );
}
