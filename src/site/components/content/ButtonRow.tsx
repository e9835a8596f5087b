import { SiteLink } from '../navigation/SiteLink';

/** Links shown as buttons in a row: the first is the main action, the others are ghost buttons. */
export function ButtonRow({ links }: { links: ReadonlyArray<{ to: string; label: string }> }) {
  return (
    <div className="hero__actions">
      {links.map((link, index) => (
        <SiteLink key={link.to} to={link.to} className={index === 0 ? 'button' : 'button button--ghost'}>
          {link.label}
        </SiteLink>
      ))}
    </div>
  );
}
