import { t } from '../../../shared/i18n/use-translate';
import { SiteLink } from '../navigation/SiteLink';

/** The closing call to action of a page: get a quote or talk to an expert. */
export function CtaBand({ heading, text }: { heading: string; text: string }) {
  return (
    <section className="section" aria-labelledby="cta-heading">
      <div className="container">
        <div className="cta-band">
          <div>
            <h2 id="cta-heading">{heading}</h2>
            <p>{text}</p>
          </div>
          <div className="hero__actions">
            <SiteLink to="/get-started" className="button button--light">
              {t('Get a quote')}
            </SiteLink>
          </div>
        </div>
      </div>
    </section>
  );
}
