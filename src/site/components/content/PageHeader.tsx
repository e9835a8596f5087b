import React from 'react';
import { BackLink } from '../navigation/BackLink';
import { useInspector } from '../../preview/use-inspector';

interface PageHeaderProps {
  title: string;
  lead?: string | null;
  /** The spec's content type, which decides the back link (none for types without one). */
  contentType?: string;
  eyebrow?: string;
  /** The fields of the page's entry that title and lead show, for the preview's inspector. */
  fields?: { title?: string; lead?: string };
  children?: React.ReactNode;
}

/** The fields most entries' headers show: their title as the H1, their description as the lead. */
export const TITLE_AND_DESCRIPTION = { title: 'title', lead: 'description' } as const;

/** The top of a content page: back link, eyebrow, the page's only H1, and its lead sentence. */
export function PageHeader({ title, lead, contentType, eyebrow, fields, children }: PageHeaderProps) {
  const inspect = useInspector();
  return (
    <div className="page-header">
      <div className="container">
        {contentType ? <BackLink contentType={contentType} /> : null}
        {eyebrow ? <p className="tag">{eyebrow}</p> : null}
        <h1 {...inspect(fields?.title)}>{title}</h1>
        {lead ? (
          <p className="lead" {...inspect(fields?.lead)}>
            {lead}
          </p>
        ) : null}
        {children}
      </div>
    </div>
  );
}
