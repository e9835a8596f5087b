import React from 'react';

/**
 * A script written into the page at build time. The code is our own, assembled from configuration
 * (never content or visitor input); React would escape it as text, so it is set as raw HTML here, the
 * one place besides RichText that does so.
 */
export function InlineScript({ code, type }: { code: string; type?: string }) {
  return <script type={type} dangerouslySetInnerHTML={{ __html: code }} />;
}
