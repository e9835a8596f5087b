import { createContext, useContext } from 'react';

/** Attributes to spread on the element that shows a field; empty outside the preview. */
export type InspectorAttributes = Readonly<Record<string, string>>;

/** Gives the attributes for one field of the page's entry; nothing for no field. */
export type Inspector = (fieldId: string | undefined) => InspectorAttributes;

const NONE: InspectorAttributes = {};

/**
 * Public builds mount no provider (src/site/wrap-page.tsx), so there every field gets `{}` and the HTML stays as
 * it was. This module is part of every build: the attribute names live with the preview's provider instead.
 */
export const InspectorContext = createContext<Inspector>(() => NONE);

/** In the preview, what lets Contentful's inspector find a field of the page's entry on the page. */
export function useInspector(): Inspector {
  return useContext(InspectorContext);
}
