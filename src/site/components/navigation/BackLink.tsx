import { SECTIONS_IN_BROWSER } from '../../runtime/sections';
import { SiteLink } from './SiteLink';

/** The back link of an item page, from the sections table; nothing where the spec gives none. */
export function BackLink({ contentType }: { contentType: string }) {
  const back = SECTIONS_IN_BROWSER.backLinks[contentType];
  if (!back) return null;
  const [path, label] = back;
  return (
    <SiteLink to={path} className="back-link">
      <span aria-hidden="true">← </span>
      {label}
    </SiteLink>
  );
}
