import React from 'react';

/** The band a lead form sits in on a page; `id="form"` lets calls to action link straight to it. */
export function FormSection({ children }: { children: React.ReactNode }) {
  return (
    <div className="section form-section" id="form">
      <div className="container narrow">{children}</div>
    </div>
  );
}
