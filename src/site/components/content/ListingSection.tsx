import React from 'react';
import { CardList, type CardItem } from './CardList';

interface ListingSectionProps {
  /** The accessible name of the section; shown as its heading when `headingId` is given (its cards then take H3s). */
  label: string;
  headingId?: string;
  items: ReadonlyArray<CardItem>;
  /** Shown instead of the list when there is nothing to list. */
  empty?: string;
  /** Shown above the list, such as a translation notice. */
  children?: React.ReactNode;
}

/** The main list of an index page: one card per entry, under the page's H1. */
export function ListingSection({ label, headingId, items, empty, children }: ListingSectionProps) {
  return (
    <section className="section" {...(headingId ? { 'aria-labelledby': headingId } : { 'aria-label': label })}>
      <div className="container">
        {headingId ? (
          <h2 id={headingId} className="section__title">
            {label}
          </h2>
        ) : null}
        {children}
        {items.length > 0 || empty === undefined ? <CardList items={items} headingLevel={headingId ? 3 : undefined} /> : <p>{empty}</p>}
      </div>
    </section>
  );
}
