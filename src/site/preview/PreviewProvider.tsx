import { startTransition, useEffect, useMemo, useState, type ReactNode } from 'react';
import { previewing, type PreviewState } from '../../shared/preview';
import { fetchPreviewState, inspectorAttributes, NO_PROBLEMS, pageEntryOf, pageProblems } from './preview-page';
import { ProblemsNotice } from './ProblemsNotice';
import { InspectorContext, type Inspector } from './use-inspector';

/** Drafts change while an editor types; a hidden tab waits until it is shown again. */
const REREAD_MS = 3000;

/** The preview's state, read when a page is shown and again while the tab is visible; a failed read keeps the last. */
function usePreviewState(pathname: string): PreviewState | null {
  const [state, setState] = useState<PreviewState | null>(null);
  useEffect(() => {
    let stopped = false;
    let sent = 0;
    let applied = 0;
    const read = async () => {
      const request = ++sent;
      const next = await fetchPreviewState();
      // A slow answer must not replace a newer one.
      if (stopped || !next || request < applied) return;
      applied = request;
      // The same read again keeps the same object, so the page does not render for nothing. A transition: the first
      // read often answers while parts of the page (behind Suspense) are still hydrating, and an urgent update reaching
      // them then makes React give up hydrating them and render them anew, which it reports as a hydration error.
      startTransition(() => setState((last) => (last && last.generation === next.generation && last.readAt === next.readAt ? last : next)));
    };
    const readIfVisible = () => {
      if (document.visibilityState === 'visible') void read();
    };
    void read();
    const timer = setInterval(readIfVisible, REREAD_MS);
    document.addEventListener('visibilitychange', readIfVisible);
    return () => {
      stopped = true;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', readIfVisible);
    };
  }, [pathname]);
  return state;
}

interface PreviewPageProps {
  state: PreviewState | null;
  /** The page's Gatsby context: its `id` names the page's entry. */
  pageContext: unknown;
  pathname: string;
  children: ReactNode;
}

/** A page of the preview, given the state: its fields marked for the inspector and the drafts' problems above it. */
export function PreviewPage({ state, pageContext, pathname, children }: PreviewPageProps) {
  const entry = pageEntryOf(state, pageContext);
  const inspector = useMemo<Inspector>(() => (fieldId) => inspectorAttributes(previewing, entry, fieldId), [entry]);
  const problems = state ? pageProblems(state.problems, entry, pathname, state.checks) : NO_PROBLEMS;
  return (
    <InspectorContext.Provider value={inspector}>
      <ProblemsNotice {...problems} />
      {children}
    </InspectorContext.Provider>
  );
}

/** Wraps every page of the preview (and only there: src/site/wrap-page.tsx). */
export function PreviewProvider(props: Omit<PreviewPageProps, 'state'>) {
  const state = usePreviewState(props.pathname);
  return <PreviewPage state={state} {...props} />;
}
