import React from 'react';
import { Link } from 'gatsby';
import { isInternalLink, normalizePath } from '../../../shared/routing/paths';

type Props = Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'ref'> & { to: string };

/** A link to anywhere: internal paths go through Gatsby's router with their canonical trailing slash. */
export function SiteLink({ to, children, ...rest }: Props) {
  if (isInternalLink(to)) {
    return (
      <Link to={normalizePath(to)} {...rest}>
        {children}
      </Link>
    );
  }
  return (
    <a href={to} rel="noopener" {...rest}>
      {children}
    </a>
  );
}
