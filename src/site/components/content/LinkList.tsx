import { SiteLink } from '../navigation/SiteLink';

/** A bulleted list of links, each named by its label. */
export function LinkList({ links }: { links: ReadonlyArray<{ to: string; label: string }> }) {
  return (
    <ul>
      {links.map((link) => (
        <li key={link.to}>
          <SiteLink to={link.to}>{link.label}</SiteLink>
        </li>
      ))}
    </ul>
  );
}
