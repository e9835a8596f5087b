import React from 'react';
import { Seo } from '../components/layout/Seo';
import { PageHead } from '../components/content/PageHead';
import { SiteLink } from '../components/navigation/SiteLink';
import { t } from '../i18n/use-translate';

/** The 500 page, published as /500.html for the server to show when something fails on its side. */
export default function ServerErrorTemplate() {
  return (
    <>
      <PageHead title={t('Something went wrong')} lead={t('Sorry, we could not show this page because of a problem on our side.')} />
      <div className="section">
        <div className="container narrow">
          <p>{t('Please try again in a few minutes. If the problem continues, let us know and we will help you right away.')}</p>
          <div className="hero__actions">
            <SiteLink to="/" className="button">
              {t('Go to the home page')}
            </SiteLink>
            <SiteLink to="/company/contact" className="button button--ghost">
              {t('Contact us')}
            </SiteLink>
          </div>
        </div>
      </div>
    </>
  );
}

export function Head() {
  return <Seo title={t('Something went wrong')} path="/500.html" noindex />;
}
