import { useSyncExternalStore } from 'react';
import { t } from '../../../shared/i18n/use-translate';
import { navigationDelayed } from '../../runtime/navigation-status';

/** Announced when a page takes more than a second to arrive, so a slow link does not look like a dead one. */
export function NavigationNotice() {
  const delayed = useSyncExternalStore(navigationDelayed.subscribe, navigationDelayed.get, () => false);
  return (
    <div className="navigation-notice" role="status" aria-live="polite">
      {delayed ? <p className="navigation-notice__text">{t('Loading the page…')}</p> : null}
    </div>
  );
}
