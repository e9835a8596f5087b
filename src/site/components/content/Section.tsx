import React from 'react';
import { SiteLink } from '../navigation/SiteLink';
import { DeferredHydration } from '../../runtime/deferred-hydration';

interface SectionProps {
  /** The id of the section's H2, which also labels the section. */
  headingId: string;
  title: string;
  /** The tinted background that alternates with plain sections down a page. */
  mist?: boolean;
  /** Extra classes of the container, such as `narrow` or `narrow prose`. */
  containerClassName?: string;
  /** A box beside the section's text; the container then becomes two columns. */
  aside?: React.ReactNode;
  /** Classes of the text column when there is an aside. */
  columnClassName?: string;
  /** A closing link to where the section's topic continues. */
  more?: { to: string; label: string };
  children?: React.ReactNode;
}

/** A page section led by its H2, optionally with an aside box beside the text. */
export function Section({ headingId, title, mist = false, containerClassName, aside, columnClassName, more, children }: SectionProps) {
  const body = (
    <>
      <h2 id={headingId} className="section__title">
        {title}
      </h2>
      {children}
      {more ? (
        <p className="section__more">
          <SiteLink to={more.to}>{more.label}</SiteLink>
        </p>
      ) : null}
    </>
  );
  // Each section of a page hydrates in a task of its own (runtime/deferred-hydration.tsx).
  return (
    <DeferredHydration>
      <section className={mist ? 'section section--mist' : 'section'} aria-labelledby={headingId}>
        {aside ? (
          <div className="container two-col">
            <div className={columnClassName}>{body}</div>
            {aside}
          </div>
        ) : (
          <div className={containerClassName ? `container ${containerClassName}` : 'container'}>{body}</div>
        )}
      </section>
    </DeferredHydration>
  );
}
