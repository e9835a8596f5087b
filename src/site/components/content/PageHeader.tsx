import React from 'react';
import { BackLink } from '../navigation/BackLink';

interface PageHeaderProps {
  title: string;
  lead?: string | null;
  /** The spec's content type, which decides the back link (none for types without one). */
  contentType?: string;
  eyebrow?: string;
  children?: React.ReactNode;
}

/** The top of a content page: back link, eyebrow, the page's only H1, and its lead sentence. */
export function PageHeader({ title, lead, contentType, eyebrow, children }: PageHeaderProps) {
  return (
    <div className="page-header">
      <div className="container">
        {contentType ? <BackLink contentType={contentType} /> : null}
        {eyebrow ? <p className="tag">{eyebrow}</p> : null}
        <h1>{title}</h1>
        {lead ? <p className="lead">{lead}</p> : null}
        {children}
      </div>
    </div>
  );
}
