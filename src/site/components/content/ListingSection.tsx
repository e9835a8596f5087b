import React from 'react';
import { CardList, type CardItem } from './CardList';

interface ListingSectionProps {
  /** The accessible name of the section, which has no visible heading of its own. */
  label: string;
  items: ReadonlyArray<CardItem>;
  /** Shown instead of the list when there is nothing to list. */
  empty?: string;
  /** Shown above the list, such as a translation notice. */
  children?: React.ReactNode;
}

/** The main list of an index page: one card per entry, under the page's H1. */
export function ListingSection({ label, items, empty, children }: ListingSectionProps) {
  return (
    <section className="section" aria-label={label}>
      <div className="container">
        {children}
        {items.length > 0 || empty === undefined ? <CardList items={items} /> : <p>{empty}</p>}
      </div>
    </section>
  );
}
