import { graphql } from 'gatsby';
import { t } from '../../../shared/i18n/use-translate';
import { CardList } from './CardList';

interface OfficeCardsProps {
  offices: ReadonlyArray<Queries.OfficeCardFragment>;
  headingLevel?: 2 | 3;
  /** Adds each office's time zone to its country. */
  withTimezone?: boolean;
}

/** One linked card per office, the headquarters tagged. */
export function OfficeCards({ offices, headingLevel, withTimezone = false }: OfficeCardsProps) {
  return (
    <CardList
      headingLevel={headingLevel}
      items={offices.map((office) => ({
        path: office.path,
        locale: office.locale,
        title: office.city,
        description: office.description,
        meta: withTimezone ? `${office.country} · ${office.timezone}` : office.country,
        tag: office.headquarters ? t('Headquarters') : null,
      }))}
    />
  );
}

export const query = graphql`
  fragment OfficeCard on Office {
    path
    locale
    city
    country
    description
    timezone
    headquarters
  }
`;
