import { createElement, useEffect, useState, useSyncExternalStore } from 'react';
import { t } from '../../../shared/i18n/use-translate';
import { choiceNeeded, consentStore, type ConsentState } from '../../tracking/consent-store';
import { consentPanel } from '../../tracking/consent-panel';
import { reportError } from '../../tracking/errors';

type Banner = (typeof import('./ConsentBanner'))['default'];

let banner: Banner | undefined;
let loading: Promise<Banner> | undefined;

/**
 * The banner's code, fetched once (again after a failure). Its chunk is named for the build, which prefetches it on
 * every page (src/pipeline/preload-links.tsx), so "Cookie settings" in the footer finds it in the cache.
 */
function loadBanner(): Promise<Banner> {
  loading ??= import(/* webpackChunkName: "consent-banner" */ './ConsentBanner').then(
    (module) => (banner = module.default),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

// The banner's code is fetched as soon as the store knows the question must be asked, not when the slot
// first renders it: the answer on where the visitor is usually arrives before the page has hydrated, and
// for a visitor who must be asked the banner is what the page shows first.
if (typeof window !== 'undefined') {
  const stop = consentStore.subscribe((state) => {
    if (!choiceNeeded(state)) return;
    stop();
    // A failed fetch is tried again, and reported if it fails then, when the slot wants the banner.
    loadBanner().catch(() => undefined);
  });
}
const serverState = (): ConsentState | null => null;

/**
 * The banner's component once its code is here. Not React.lazy with Suspense: a boundary that has shown its
 * fallback reveals what it waited for no sooner than 500 ms later (React 18 throttles it), which held the answer
 * to a tap on "Cookie settings" back by that much.
 */
function useBanner(wanted: boolean): Banner | undefined {
  const [loaded, setLoaded] = useState<Banner | undefined>(() => banner);
  useEffect(() => {
    if (!wanted || loaded) return undefined;
    let live = true;
    loadBanner()
      .catch(() => loadBanner())
      .then((component) => live && setLoaded(() => component))
      .catch((error: unknown) => reportError(error, { tags: { widget: 'consent-banner' } }));
    return () => {
      live = false;
    };
  }, [wanted, loaded]);
  return loaded ?? banner;
}

/** Shows the consent question where it is required (Europe, or where we cannot tell) or when asked for. */
export function ConsentSlot() {
  const state = useSyncExternalStore(consentStore.subscribe, consentStore.get, serverState);
  const reviewing = useSyncExternalStore(consentPanel.subscribe, consentPanel.get, () => false);
  const wanted = state !== null && (reviewing || choiceNeeded(state));
  const component = useBanner(wanted);
  // The one banner component, from its module: not a component made in this render.
  return wanted && component ? createElement(component, { reviewing }) : null;
}

const preloadBanner = () => void loadBanner().catch(() => undefined);

/** The footer's way back to the choice, for every visitor. */
export function CookieSettingsButton() {
  return (
    // The banner's code starts loading as the finger or pointer comes down, before the click.
    <button
      type="button"
      className="link-button"
      onPointerDown={preloadBanner}
      onFocus={preloadBanner}
      onClick={() => consentPanel.set(true)}
    >
      {t('Cookie settings')}
    </button>
  );
}
