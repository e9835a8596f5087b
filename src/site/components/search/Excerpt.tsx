import React from 'react';
import { excerptParts } from '../../search/excerpt';

/** A search excerpt with its matched words highlighted, rendered as text and <mark> elements only. */
export function Excerpt({ html }: { html: string }) {
  return (
    <>
      {excerptParts(html).map((part, index) =>
        part.marked ? <mark key={index}>{part.text}</mark> : <React.Fragment key={index}>{part.text}</React.Fragment>,
      )}
    </>
  );
}
