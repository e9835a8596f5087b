import { t } from '../../../shared/i18n/use-translate';
import { SiteLink } from '../navigation/SiteLink';

/** What a visitor sees when a page fails to render: the failure said plainly and two ways on. */
export function PageError() {
  return (
    <section className="container section page-error">
      <h1>{t('Something went wrong. Try again.')}</h1>
      <p>{t('This page could not be shown. Reloading usually helps; the problem has been reported to us.')}</p>
      <p className="hero__actions">
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {t('Reload the page')}
        </button>
        <SiteLink to="/" className="button button--ghost">
          {t('Go to the home page')}
        </SiteLink>
      </p>
    </section>
  );
}
