import { graphql } from 'gatsby';
import { SiteLink } from '../navigation/SiteLink';
import { entryLang } from './Lang';
import { formatDate } from './format';
import { DeferredHydration } from '../../runtime/deferred-hydration';

export interface CardItem {
  path: string;
  title: string;
  description?: string | null;
  meta?: string | null;
  tag?: string | null;
  /** The locale of the listed entry; an entry in another language than the site's is marked with its own. */
  locale?: string | null;
}

/** A grid of linked cards; the whole card is the click target, the heading is the link's name. */
export function CardList({ items, headingLevel = 2 }: { items: ReadonlyArray<CardItem>; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // A grid of cards hydrates in a task of its own (runtime/deferred-hydration.tsx).
  return (
    <DeferredHydration>
    <ul className="cards">
      {items.map((item) => (
        <li key={item.path} className="card" lang={item.locale ? entryLang(item.locale) : undefined}>
          {item.tag ? <span className="tag">{item.tag}</span> : null}
          <Heading>
            <SiteLink to={item.path}>{item.title}</SiteLink>
          </Heading>
          {item.description ? <p>{item.description}</p> : null}
          {item.meta ? <span className="card__meta">{item.meta}</span> : null}
        </li>
      ))}
    </ul>
    </DeferredHydration>
  );
}

/** A dated entry as a card: its date is the card's meta line. */
export function datedCard(entry: Queries.CardEntryFragment): CardItem {
  return { ...entry, meta: formatDate(entry.date) };
}

export const query = graphql`
  fragment CardEntry on DatedEntry {
    path
    locale
    title
    description
    date
  }
`;
