import React, { Suspense, useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { t } from '../../../shared/i18n/use-translate';
import { useHydrated } from '../../runtime/hydration';
import { ErrorBoundary } from '../errors/ErrorBoundary';
import { SiteLink } from '../navigation/SiteLink';
import { QUERY_FIELD } from './query-field';

// The search box, its results and Pagefind load only when someone opens the panel: the header is on
// every page, so only this toggle weighs on each page's first load.
const loadSearchBox = () => import('./SearchBox');
const SearchBox = React.lazy(loadSearchBox);

/**
 * A mouse over the button or keyboard focus on it says search is wanted: the box's script and Pagefind's index start
 * loading then, so a first search does not wait for them after the query is typed.
 */
function preloadSearchBox(): void {
  loadSearchBox().then(
    (box) => box.warmSearch(),
    () => {
      // Opening the panel tries again and shows the failure there.
    },
  );
}

function SearchIcon() {
  return (
    <svg className="site-search__icon" aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 24 24">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
      <path d="m15.5 15.5 5.5 5.5" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}

const NOT_TYPED_IN = new Set(['button', 'checkbox', 'color', 'file', 'image', 'radio', 'range', 'reset', 'submit']);

/** Whether a key press there is someone typing, so "/" belongs to the field and does not open search. */
function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !NOT_TYPED_IN.has(target.type);
}

interface DraftFieldProps {
  /** As SearchBox's: each opening of the panel moves focus into the field. */
  focusKey: number;
  value: string;
  onChange: (value: string) => void;
}

/**
 * The field shown while the search box loads. Someone who opens search and types at once (a slow phone, a
 * slow network) would otherwise lose what they typed before the box arrived: here it is kept and handed to
 * the box, and Enter already searches, as a plain form, on the search page.
 */
function DraftField({ focusKey, value, onChange }: DraftFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  useLayoutEffect(() => inputRef.current?.focus(), [focusKey]);
  return (
    <form role="search" action="/search/" method="get" className="site-search__form" aria-label={t('Search the website')}>
      <div className="site-search__field">
        <label htmlFor={id} className="visually-hidden">
          {t('Search the website')}
        </label>
        <input ref={inputRef} id={id} {...QUERY_FIELD} value={value} onChange={(event) => onChange(event.target.value)} />
      </div>
      <p className="site-search__status" role="status">
        {t('Loading search…')}
      </p>
    </form>
  );
}

interface SearchPanelProps {
  /** Called when the panel opens, so the header can close its other menus; keep it stable (useCallback). */
  onOpen?: () => void;
}

/**
 * The header's search: a link to the search page in the server HTML (so it works without JavaScript),
 * upgraded after hydration to a button that opens a panel below the header. "/" opens it from anywhere
 * but a text field; Escape closes it and returns focus to the button.
 */
export function SearchPanel({ onOpen }: SearchPanelProps) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  // Counts the openings: each one moves focus into the field, and the box, once loaded, stays mounted
  // so the query is still there when the panel opens again.
  const [openings, setOpenings] = useState(0);
  const [draft, setDraft] = useState('');
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const show = useCallback(() => {
    setOpen(true);
    setOpenings((n) => n + 1);
    onOpen?.();
  }, [onOpen]);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented || isTextField(event.target))
        return;
      event.preventDefault();
      show();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [show]);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && rootRef.current?.contains(event.target)) return;
      setOpen(false);
    };
    // Back and Forward change the page under the panel: it closes as it does for any other navigation.
    const onPopState = () => setOpen(false);
    document.addEventListener('pointerdown', onPointerDown);
    window.addEventListener('popstate', onPopState);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      window.removeEventListener('popstate', onPopState);
    };
  }, [open]);

  // A tap on the link while the header is still hydrating (React hydrates it at once for the tap) opens the panel
  // too: the link's click handler exists only where JavaScript runs, so without it the link still leads to the page.
  const enhanced = hydrated || open;
  if (!enhanced) {
    return (
      <div className="site-search">
        <SiteLink
          to="/search"
          className="site-search__toggle"
          onClick={(event) => {
            if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
            event.preventDefault();
            show();
          }}
        >
          <SearchIcon />
          <span className="site-search__text">{t('Search')}</span>
        </SiteLink>
      </div>
    );
  }

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape' && open && !event.nativeEvent.isComposing) {
      event.preventDefault();
      close(true);
    }
  };
  // Tabbing on to another control of the page closes the panel; focus going nowhere (a click on text) does not.
  const onBlur = (event: React.FocusEvent) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !event.currentTarget.contains(next)) setOpen(false);
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- Escape and focus leaving, heard from the controls inside
    <div className="site-search" ref={rootRef} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        className="site-search__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => (open ? close(false) : show())}
        // A finger's pointerenter, and the focus a press gives, come with its tap, whose click loads the box anyway:
        // loading it then as well would put its script's evaluation between the tap and the panel opening.
        onPointerEnter={(event) => event.pointerType !== 'touch' && preloadSearchBox()}
        onFocus={(event) => event.currentTarget.matches(':focus-visible') && preloadSearchBox()}
      >
        <SearchIcon />
        <span className="site-search__text">{t('Search')}</span>
      </button>
      <div id={panelId} className="site-search__panel" hidden={!open}>
        {openings > 0 ? (
          <ErrorBoundary
            fallback={
              <p className="site-search__status">
                {t('Search is not available right now. Please try again later.')} <SiteLink to="/search">{t('Search')}</SiteLink>
              </p>
            }
          >
            <Suspense fallback={<DraftField focusKey={openings} value={draft} onChange={setDraft} />}>
              <SearchBox open={open} focusKey={openings} initialQuery={draft} onClose={close} />
            </Suspense>
          </ErrorBoundary>
        ) : null}
      </div>
    </div>
  );
}
