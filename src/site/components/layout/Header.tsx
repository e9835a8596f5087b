import React, { useCallback, useEffect, useRef, useState } from 'react';
import type { DictionaryKey } from '../../../shared/i18n/dictionary';
import { t } from '../../../shared/i18n/use-translate';
import { SiteLink } from '../navigation/SiteLink';
import { SearchPanel } from '../search/SearchPanel';
import { Logo } from './Logo';
import { COMPANY_LINKS, RESOURCE_LINKS } from './nav-links';

const GROUPS: ReadonlyArray<{ group: string; label: DictionaryKey }> = [
  { group: 'freight', label: 'Freight' },
  { group: 'customs-and-compliance', label: 'Customs and compliance' },
  { group: 'finance-and-insurance', label: 'Finance and insurance' },
  { group: 'fulfilment', label: 'Fulfilment' },
  { group: 'platform', label: 'Platform' },
];

type MenuName = 'services' | 'resources' | 'company';

function Menu({
  name,
  label,
  open,
  onToggle,
  children,
}: {
  name: MenuName;
  label: string;
  open: boolean;
  onToggle: (name: MenuName) => void;
  children: React.ReactNode;
}) {
  // Not useId: the header is a slice, rendered on its own on the server and inside the page in the browser, so
  // React's ids for it differ between the two.
  const id = `nav-${name}-menu`;
  return (
    <li className="nav__item">
      <button type="button" className="nav__trigger" aria-expanded={open} aria-controls={id} onClick={() => onToggle(name)}>
        {label}
        <span className="nav__chevron" aria-hidden="true" />
      </button>
      <div id={id} className="nav__panel" hidden={!open}>
        {children}
      </div>
    </li>
  );
}

export interface NavProduct {
  readonly path: string;
  readonly navLabel: string;
  readonly group: string;
}

/**
 * Site header: disclosure menus that work by keyboard and touch; Escape closes, as does navigating.
 * `products` are the services menu's entries, in menu order (the header slice queries them).
 */
export function Header({ products }: { products: ReadonlyArray<NavProduct> }) {
  const [openMenu, setOpenMenu] = useState<MenuName | null>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const navRef = useRef<HTMLElement>(null);
  // Following any link in the navigation closes the menus, so the next page starts clean.
  const onNavClick = (event: React.MouseEvent) => {
    if ((event.target as Element).closest('a')) {
      setOpenMenu(null);
      setMobileOpen(false);
    }
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpenMenu(null);
    };
    const onClick = (event: MouseEvent) => {
      if (navRef.current && !navRef.current.contains(event.target as Node)) setOpenMenu(null);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, []);

  const closeMenus = useCallback(() => {
    setOpenMenu(null);
    setMobileOpen(false);
  }, []);

  const toggle = (name: MenuName) => setOpenMenu((current) => (current === name ? null : name));

  return (
    <header className="site-header">
      <div className="site-header__inner container">
        <SiteLink to="/" className="site-header__brand" aria-label={`Harbourline Freight — ${t('Home')}`}>
          <Logo />
        </SiteLink>
        <button
          type="button"
          className="site-header__menu-button"
          aria-expanded={mobileOpen}
          aria-controls="site-nav"
          onClick={() => setMobileOpen((v) => !v)}
        >
          {mobileOpen ? t('Close menu') : t('Menu')}
        </button>
        {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- hears link clicks (keyboard too) to close menus */}
        <nav
          id="site-nav"
          ref={navRef}
          onClick={onNavClick}
          className={`nav${mobileOpen ? ' nav--open' : ''}`}
          aria-label={t('Main navigation')}
        >
          <ul className="nav__list">
            <Menu name="services" label={t('Services')} open={openMenu === 'services'} onToggle={toggle}>
              <div className="nav__columns">
                {GROUPS.map(({ group, label }) => (
                  <div key={group} className="nav__column">
                    <p className="nav__heading">{t(label)}</p>
                    <ul>
                      {products
                        .filter((p) => p.group === group)
                        .map((p) => (
                          <li key={p.path}>
                            <SiteLink to={p.path}>{p.navLabel}</SiteLink>
                          </li>
                        ))}
                    </ul>
                  </div>
                ))}
              </div>
            </Menu>
            <Menu name="resources" label={t('Resources')} open={openMenu === 'resources'} onToggle={toggle}>
              <ul className="nav__links">
                {RESOURCE_LINKS.map((item) => (
                  <li key={item.to}>
                    <SiteLink to={item.to}>{t(item.label)}</SiteLink>
                  </li>
                ))}
              </ul>
            </Menu>
            <Menu name="company" label={t('Company')} open={openMenu === 'company'} onToggle={toggle}>
              <ul className="nav__links">
                {COMPANY_LINKS.map((item) => (
                  <li key={item.to}>
                    <SiteLink to={item.to}>{t(item.label)}</SiteLink>
                  </li>
                ))}
              </ul>
            </Menu>
          </ul>
          <div className="nav__actions">
            <SiteLink to="/talk-to-an-expert" className="button button--ghost">
              {t('Talk to an expert')}
            </SiteLink>
            <SiteLink to="/get-started" className="button">
              {t('Get a quote')}
            </SiteLink>
          </div>
        </nav>
        {/* Outside the navigation so that it stays in the header bar on a phone, next to the menu button. */}
        <SearchPanel onOpen={closeMenus} />
      </div>
    </header>
  );
}
