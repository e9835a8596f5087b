import { Suspense, lazy } from 'react';
import { useExternalStore } from '../../runtime/hydration';
import { t } from '../../../shared/i18n/use-translate';
import { choiceNeeded, type ConsentState } from '../../tracking/consent-store';
import { consentStore } from '../../tracking/consent-tool';
import { consentPanel } from '../../tracking/consent-panel';

const ConsentBanner = lazy(() => import('./ConsentBanner'));
const serverState = (): ConsentState | null => null;

/** Shows the consent question where it is required (Europe, or where we cannot tell) or when asked for. */
export function ConsentSlot() {
  const state = useExternalStore(consentStore.subscribe, consentStore.get, serverState);
  const reviewing = useExternalStore(consentPanel.subscribe, consentPanel.get, () => false);
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
