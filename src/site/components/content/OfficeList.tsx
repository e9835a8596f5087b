import { graphql } from 'gatsby';
import { t } from '../../../shared/i18n/use-translate';
import { telHref } from './format';

interface OfficeListProps {
  offices: ReadonlyArray<Queries.OfficeContactFragment>;
  /** What each office shows besides phone and email: its postal address, or its country and time zone. */
  detail: 'address' | 'region';
}

/** Every office with the ways to reach it. */
export function OfficeList({ offices, detail }: OfficeListProps) {
  return (
    <ul className="office-list">
      {offices.map((office) => (
        <li key={office.slug} className="office">
          <h3>
            {office.city}
            {office.headquarters ? <span className="tag office__tag">{t('Headquarters')}</span> : null}
          </h3>
          {detail === 'address' ? <address>{office.address}</address> : <p className="office__country">{office.country}</p>}
          <dl>
            <div>
              <dt>{t('Phone')}</dt>
              <dd>
                <a href={telHref(office.phone)}>{office.phone}</a>
              </dd>
            </div>
            <div>
              <dt>{t('Email')}</dt>
              <dd>
                <a href={`mailto:${office.email}`}>{office.email}</a>
              </dd>
            </div>
            {detail === 'region' ? (
              <div>
                <dt>{t('Time zone')}</dt>
                <dd>{office.timezone}</dd>
              </div>
            ) : null}
          </dl>
        </li>
      ))}
    </ul>
  );
}

export const query = graphql`
  fragment OfficeContact on Office {
    slug
    city
    country
    address
    phone
    email
    timezone
    headquarters
  }
`;
