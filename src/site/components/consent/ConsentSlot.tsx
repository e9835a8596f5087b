import { Suspense, lazy, useSyncExternalStore } from 'react';
import { t } from '../../../shared/i18n/use-translate';
import { choiceNeeded, consentStore, type ConsentState } from '../../tracking/consent-store';
import { consentPanel } from '../../tracking/consent-panel';

const loadBanner = () => import('./ConsentBanner');
const ConsentBanner = lazy(loadBanner);

// The banner's code is fetched as soon as the store knows the question must be asked, not when the slot
// first renders it: the answer on where the visitor is usually arrives before the page has hydrated, and
// for a visitor who must be asked the banner is what the page shows first.
if (typeof window !== 'undefined') {
  const stop = consentStore.subscribe((state) => {
    if (!choiceNeeded(state)) return;
    stop();
    // A failed fetch is tried again, and reported if it fails then, when the slot renders the banner.
    loadBanner().catch(() => undefined);
  });
}
const serverState = (): ConsentState | null => null;

/** Shows the consent question where it is required (Europe, or where we cannot tell) or when asked for. */
export function ConsentSlot() {
  const state = useSyncExternalStore(consentStore.subscribe, consentStore.get, serverState);
  const reviewing = useSyncExternalStore(consentPanel.subscribe, consentPanel.get, () => false);
  if (state === null || !(reviewing || choiceNeeded(state))) return null;
  return (
    <Suspense fallback={null}>
      <ConsentBanner reviewing={reviewing} />
    </Suspense>
  );
}

/** The footer's way back to the choice, for every visitor. */
export function CookieSettingsButton() {
  return (
    <button type="button" className="link-button" onClick={() => consentPanel.set(true)}>
      {t('Cookie settings')}
    </button>
  );
}
