import React from 'react';

/** A tinted box beside a page's main text, labelled by its own H2. */
export function AsideBox({ headingId, title, children }: { headingId: string; title: string; children: React.ReactNode }) {
  return (
    <aside className="aside-box" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {children}
    </aside>
  );
}
