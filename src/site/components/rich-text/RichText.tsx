import React from 'react';
import { navigate } from 'gatsby';
import { isInternalLink, normalizePath } from '../../../shared/routing/paths';
import { useInspector } from '../../preview/use-inspector';

interface RichTextProps {
  html: string;
  className?: string;
  /** The rich-text field of the page's entry it shows, for the preview's inspector. */
  field?: string;
}

/**
 * Renders rich text that was sanitised at build time (src/shared/rich-text/sanitize.ts). This is the only
 * place in the code base that injects HTML. Internal links inside it navigate without a full reload.
 */
export function RichText({ html, className = 'prose', field }: RichTextProps) {
  const inspect = useInspector();
  const onClick = (event: React.MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest('a');
    const href = anchor?.getAttribute('href');
    if (!anchor || !href || !isInternalLink(href) || (anchor.target && anchor.target !== '_self')) return;
    event.preventDefault();
    void navigate(normalizePath(href));
  };
  // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- delegates link clicks only; links stay keyboard-operable
  return <div className={className} onClick={onClick} {...inspect(field)} dangerouslySetInnerHTML={{ __html: html }} />;
}
