import React, { useEffect, useMemo, useState } from 'react';
import { SITE_LOCALE } from '../../../shared/i18n/use-translate';
import { SiteLink } from '../navigation/SiteLink';
import { describedBy, FieldExtras, FieldLabel, type FieldShell } from './fields';
import { findHsEntry, suggestHsCodes, type PreparedHsEntry } from './hs-suggest';
import { useHsIndex } from './use-hs-index';

interface HsCodeComboboxProps extends FieldShell {
  value: string;
  onChange: (value: string) => void;
  /** The accessible name of the list of suggestions. */
  listLabel: string;
  /** Announced when suggestions are shown, e.g. "5 suggestions". */
  countText: (count: number) => string;
}

// A name without one in the site's language is the nomenclature's English.
const nameLang = (entry: PreparedHsEntry) => (SITE_LOCALE === 'en-US' || entry.english !== undefined ? undefined : 'en');

interface SuggestionListProps {
  id: string;
  label: string;
  /** The suggestions on show; null while the list is closed. */
  suggestions: readonly PreparedHsEntry[] | null;
  active: number;
  optionId: (at: number) => string;
  onPick: (entry: PreparedHsEntry) => void;
}

/** The popup of the combobox: the suggestions as options, the active one selected. */
function SuggestionList({ id, label, suggestions, active, optionId, onPick }: SuggestionListProps) {
  return (
    // Pressing on an option must not blur the field first, or the list closes before the click lands.
    <ul
      id={id}
      role="listbox"
      aria-label={label}
      className="combobox__list"
      hidden={!suggestions}
      onMouseDown={(event) => event.preventDefault()}
    >
      {suggestions
        ? suggestions.map((entry, at) => (
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the keyboard picks options from the field (aria-activedescendant)
            <li
              key={entry.code}
              id={optionId(at)}
              role="option"
              aria-selected={at === active}
              className="combobox__option"
              onClick={() => onPick(entry)}
            >
              <span className="combobox__code">{entry.code}</span> <span lang={nameLang(entry)}>{entry.name}</span>
            </li>
          ))
        : null}
    </ul>
  );
}

/**
 * An HS code field that suggests codes as the visitor types (the ARIA 1.2 combobox pattern with a
 * listbox popup: focus stays in the field and aria-activedescendant names the highlighted option).
 * The index is fetched once, on first focus; when it cannot be loaded the field is a plain text field.
 */
export function HsCodeCombobox({ id, label, hint, error, required, disabled, value, onChange, listLabel, countText }: HsCodeComboboxProps) {
  const { index, load } = useHsIndex();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useMemo(() => suggestHsCodes(index, value), [index, value]);
  const chosen = useMemo(() => findHsEntry(index, value), [index, value]);
  const expanded = open && suggestions.length > 0;
  const listId = `${id}-listbox`;
  const optionId = (at: number) => `${id}-option-${at}`;

  // Keep the highlighted option in view when the arrow keys move past the bottom of the list.
  useEffect(() => {
    if (expanded && active >= 0) document.getElementById(`${id}-option-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [expanded, active, id]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const pick = (entry: PreparedHsEntry) => {
    onChange(entry.code);
    close();
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    if (event.key === 'ArrowDown' && count > 0) {
      event.preventDefault();
      setOpen(true);
      setActive(expanded ? (active + 1) % count : 0);
    } else if (event.key === 'ArrowUp' && count > 0) {
      event.preventDefault();
      setOpen(true);
      setActive(expanded && active > 0 ? active - 1 : count - 1);
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      const entry = suggestions[active];
      if (entry) {
        // Picking a suggestion must not also submit the form.
        event.preventDefault();
        pick(entry);
      }
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      close();
    }
  };

  return (
    <div className="field combobox">
      <FieldLabel id={id} label={label} required={required} />
      <div className="combobox__anchor">
        <input
          id={id}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={describedBy(id, error, hint)}
          autoComplete="off"
          spellCheck={false}
          disabled={disabled}
          value={value}
          onFocus={load}
          onChange={(event) => {
            onChange(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={close}
        />
        <SuggestionList
          id={listId}
          label={listLabel}
          suggestions={expanded ? suggestions : null}
          active={active}
          optionId={optionId}
          onPick={pick}
        />
      </div>
      <span className="visually-hidden" role="status">
        {expanded ? countText(suggestions.length) : ''}
      </span>
      <FieldExtras id={id} hint={hint} error={error} />
      {chosen && !expanded ? (
        <span className="combobox__chosen">
          <SiteLink to={chosen.path}>{chosen.code}</SiteLink> <span lang={nameLang(chosen)}>{chosen.name}</span>
        </span>
      ) : null}
    </div>
  );
}
