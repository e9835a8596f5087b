/** The site's section links, shared by the header menus and the footer columns. */
import type { DictionaryKey } from '../../../shared/i18n/dictionary';

export interface NavLink {
  to: string;
  label: DictionaryKey;
}

export const RESOURCE_LINKS: ReadonlyArray<NavLink> = [
  { to: '/blog', label: 'Blog' },
  { to: '/help', label: 'Help Center' },
  { to: '/glossary', label: 'Glossary' },
  { to: '/research', label: 'Research' },
  { to: '/global-logistics-update', label: 'Global Logistics Update' },
  { to: '/webinars', label: 'Videos and Webinars' },
  { to: '/eguides', label: 'E-guides' },
  { to: '/events', label: 'Events' },
  { to: '/data/hs-code', label: 'HS codes' },
  { to: '/tools/duty-estimator', label: 'Duty estimator' },
];

export const COMPANY_LINKS: ReadonlyArray<NavLink> = [
  { to: '/company/about-us', label: 'About us' },
  { to: '/company/customers', label: 'Customers' },
  { to: '/company/careers', label: 'Careers' },
  { to: '/company/newsroom', label: 'Newsroom' },
  { to: '/company/contact', label: 'Contact' },
];
