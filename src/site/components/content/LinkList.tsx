import { SiteLink } from '../navigation/SiteLink';
import { DeferredHydration } from '../../runtime/deferred-hydration';

/** A bulleted list of links, each named by its label. */
export function LinkList({ links }: { links: ReadonlyArray<{ to: string; label: string }> }) {
  // A long list of links hydrates in a task of its own (runtime/deferred-hydration.tsx).
  return (
    <DeferredHydration>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <SiteLink to={link.to}>{link.label}</SiteLink>
          </li>
        ))}
      </ul>
    </DeferredHydration>
  );
}
