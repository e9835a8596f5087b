import { useEffect, useRef } from 'react';
import { t } from '../../../shared/i18n/use-translate';
import { SiteLink } from '../navigation/SiteLink';
import { saveChoice } from '../../tracking/consent-tool';
import { consentPanel } from '../../tracking/consent-panel';

/**
 * The consent question. Not modal: the page stays usable while it is open. Loaded only when it is shown
 * (ConsentSlot), so visitors who have chosen never download it.
 */
export default function ConsentBanner({ reviewing }: { reviewing: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (reviewing) heading.current?.focus();
  }, [reviewing]);
  const choose = (choice: 'granted' | 'denied') => {
    saveChoice(choice);
    consentPanel.set(false);
  };
  return (
    <section className="consent" aria-labelledby="consent-heading">
      <div className="container consent__inner">
        <h2 id="consent-heading" className="consent__heading" tabIndex={-1} ref={heading}>
          {t('Cookies on this site')}
        </h2>
        <p>
          {t('With your consent, we use cookies to measure how our site is used and which campaigns brought you here.')}{' '}
          <SiteLink to="/privacy">{t('Read our privacy policy')}</SiteLink>
        </p>
        <div className="consent__actions">
          <button type="button" className="button" onClick={() => choose('granted')}>
            {t('Accept analytics cookies')}
          </button>
          <button type="button" className="button button--ghost" onClick={() => choose('denied')}>
            {t('Reject analytics cookies')}
          </button>
        </div>
      </div>
    </section>
  );
}
