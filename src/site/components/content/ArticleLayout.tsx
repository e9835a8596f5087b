import { graphql } from 'gatsby';
import React from 'react';
import { RichText } from '../rich-text/RichText';
import { CopyLinkButton } from './CopyLinkButton';
import { CtaBand } from './CtaBand';
import { DateMeta, type DateLabel } from './DateMeta';
import { entryLang } from './Lang';
import { PageHeader, TITLE_AND_DESCRIPTION } from './PageHeader';
import { PointList } from './PointList';
import { TranslationNotice } from './TranslationNotice';

type ArticleEntry = Queries.ArticleEntryFragment;

interface ArticleLayoutProps {
  entry: ArticleEntry;
  eyebrow?: string;
  /** The entry's date, first in the meta list under the lead. */
  date?: { label: DateLabel; date: string; endDate?: string | null };
  /** Further items of the meta list, after the date. */
  meta?: React.ReactNode;
  /** The entry's key points (highlights, findings), listed in a tinted section before the body. */
  points?: { headingId: string; title: string; items: ReadonlyArray<string> };
  /** Any other tinted section before the body that sums the entry up, such as its results. */
  summary?: { headingId: string; title: string; content: React.ReactNode };
  /** A box beside the body. Passing the slot, even empty, lays the body out in two columns. */
  aside?: React.ReactNode;
  /** Shown above the body, in its column. */
  beforeBody?: React.ReactNode;
  /** Shown below the body, in its column. */
  afterBody?: React.ReactNode;
  /** The heading of the call to action that closes the article; none without it. */
  cta?: string;
  /** Sections that follow the body, such as lists of related entries. */
  children?: React.ReactNode;
}

/**
 * A content entry read as an article: head with its meta list, optional points or summary section, the body
 * with an optional aside, what follows it, and an optional call to action. The translation notice opens the
 * first section.
 */
export function ArticleLayout({ entry, eyebrow, date, meta, points, summary, aside, beforeBody, afterBody, cta, children }: ArticleLayoutProps) {
  const notice = <TranslationNotice locale={entry.locale} />;
  const lead = points ? { ...points, narrow: true, content: <PointList items={points.items} /> } : summary ? { ...summary, narrow: false } : null;
  const body = (
    <>
      {lead ? null : notice}
      {beforeBody}
      <RichText html={entry.html} field="body" />
      {afterBody}
    </>
  );
  return (
    <article lang={entryLang(entry.locale)}>
      <PageHeader
        title={entry.title}
        lead={entry.description}
        contentType={entry.contentType}
        eyebrow={eyebrow}
        fields={TITLE_AND_DESCRIPTION}
      >
        {date || meta ? (
          <ul className="meta-list">
            {date ? <DateMeta {...date} /> : null}
            {meta}
          </ul>
        ) : null}
        <CopyLinkButton path={entry.path} />
      </PageHeader>
      {lead ? (
        <section className="section section--mist" aria-labelledby={lead.headingId}>
          <div className={lead.narrow ? 'container narrow' : 'container'}>
            {notice}
            <h2 id={lead.headingId} className="section__title">
              {lead.title}
            </h2>
            {lead.content}
          </div>
        </section>
      ) : null}
      <div className="section">
        {aside === undefined ? (
          <div className="container">{body}</div>
        ) : (
          <div className="container two-col">
            <div>{body}</div>
            {aside}
          </div>
        )}
      </div>
      {children}
      {cta ? <CtaBand heading={cta} text={entry.description} /> : null}
    </article>
  );
}

export const query = graphql`
  fragment ArticleEntry on BodyEntry {
    path
    locale
    contentType
    title
    description
    html
  }
`;
