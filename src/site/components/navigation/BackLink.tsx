import { sectionFor } from '../../../shared/routing/sections';
import type { DictionaryKey } from '../../../shared/i18n/dictionary';
import { t } from '../../../shared/i18n/use-translate';
import { SiteLink } from './SiteLink';

/** The back link of an item page, from the shared section table; nothing where the spec gives none. */
export function BackLink({ contentType }: { contentType: string }) {
  const section = sectionFor(contentType);
  if (section.backLabel === null) return null;
  return (
    <SiteLink to={section.path} className="back-link">
      <span aria-hidden="true">← </span>
      {t(section.backLabel as DictionaryKey)}
    </SiteLink>
  );
}
