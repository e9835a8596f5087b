import React, { useMemo } from 'react';
import { SITE_LOCALE, t } from '../../../shared/i18n/use-translate';
import type {
  EmissionsEstimate,
  EmissionsField,
  EmissionsFieldError,
  Location,
  LocationKind,
  LocationProblem,
  TransportMode,
} from '../../../shared/tools/emissions';
import { placeLabel, tp } from './emissions-text';
import { SelectInput, TextInput, type ShownError } from './fields';
import { useToolForm } from './form-state';
import { isTransportMode, TransportModeField } from './TransportModeField';
import { useHydrated } from '../../runtime/hydration';
import { useEngine } from './use-engine';

type Values = Record<EmissionsField, string>;

const EMPTY: Values = { mode: '', weightKg: '', origin: '', destination: '' };
const ALL_KINDS: readonly LocationKind[] = ['port', 'airport'];

type Engine = typeof import('./emissions-engine');

/** The calculation and the location table, fetched once the page is up (see emissions-engine.ts). */
const loadEngine = (): Promise<Engine> => import('./emissions-engine');

/**
 * Country names from the browser's own data rather than a bundled list: the place lists render only
 * after hydration (see useHydrated), so the server never has to produce the same names.
 */
function regionNamer(): (code: string) => string {
  if (typeof Intl.DisplayNames !== 'function') return (code) => code;
  const names = new Intl.DisplayNames([SITE_LOCALE], { type: 'region' });
  return (code) => names.of(code) ?? code;
}

function reasonText(reason: LocationProblem | undefined): string | undefined {
  switch (reason) {
    case 'unknown-code':
      return tp('Choose a place from the list.');
    case 'needs-port':
      return tp('Ocean freight runs between ports.');
    case 'needs-airport':
      return tp('Air freight runs between airports.');
    case 'same-place':
      return tp('Choose a destination other than the origin.');
    case 'no-land-route':
      return tp('No road or rail links these two places. Choose ocean or air freight instead.');
    default:
      return undefined;
  }
}

function shown(error: EmissionsFieldError | undefined): ShownError | undefined {
  return error ? { message: error.message, detail: reasonText(error.reason) } : undefined;
}

interface PlaceOptionsProps {
  kinds: readonly LocationKind[];
  locations: readonly Location[];
  country: (code: string) => string;
}

/** The places of the location table, ports and airports each under their own heading. */
function PlaceOptions({ kinds, locations, country }: PlaceOptionsProps) {
  return kinds.map((kind) => (
    <optgroup key={kind} label={kind === 'port' ? tp('Ports') : tp('Airports')}>
      {locations
        .filter((location) => location.kind === kind)
        .map((location) => (
          <option key={location.code} value={location.code}>
            {placeLabel(location, country)}
          </option>
        ))}
    </optgroup>
  ));
}

function placePlaceholder(mode: TransportMode | null): string {
  return mode === 'ocean' ? tp('Choose a port') : mode === 'air' ? tp('Choose an airport') : tp('Choose a port or airport');
}

/** The emissions calculator: mode, weight and two places from the location table, checked and worked out by the emissions module. */
export function EmissionsCalculator({ labelledBy }: { labelledBy: string }) {
  const hydrated = useHydrated();
  // Without the engine the form stays disabled rather than half-working.
  const { engine } = useEngine(loadEngine);
  const ready = hydrated && engine !== null;
  const { values, setValues, errors, estimate, formRef, resultHeadingRef, showOutcome } = useToolForm<
    EmissionsField,
    EmissionsFieldError,
    EmissionsEstimate
  >(EMPTY, engine?.validateEmissionsInput);
  const country = useMemo(() => (hydrated ? regionNamer() : (code: string) => code), [hydrated]);

  const mode: TransportMode | null = isTransportMode(values.mode) ? values.mode : null;
  const kinds = mode && engine ? engine.KINDS_FOR_MODE[mode] : ALL_KINDS;
  const locations = engine?.LOCATIONS ?? [];

  const set = (name: EmissionsField) => (value: string) => setValues((current) => ({ ...current, [name]: value }));

  // A place the new mode cannot use (an airport for ocean freight, say) is cleared rather than left to fail.
  const setMode = (next: TransportMode) =>
    setValues((current) => {
      const allowed = (code: string) =>
        locations.some((location) => location.code === code && (engine?.KINDS_FOR_MODE[next] ?? []).includes(location.kind));
      return {
        ...current,
        mode: next,
        origin: allowed(current.origin) ? current.origin : '',
        destination: allowed(current.destination) ? current.destination : '',
      };
    });

  const places = ready ? <PlaceOptions kinds={kinds} locations={locations} country={country} /> : null;
  const placeholder = placePlaceholder(mode);

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!engine) return;
    showOutcome(engine.estimateEmissions(values));
  };

  return (
    <>
      <form ref={formRef} className="form tool-form" aria-labelledby={labelledBy} noValidate onSubmit={onSubmit}>
        <p className="field__hint">{t('Fields marked * are required.')}</p>
        <TransportModeField
          id="emissions-mode"
          value={values.mode}
          onChange={setMode}
          error={shown(errors.mode)}
          hint={tp('The places you can choose depend on the mode.')}
          disabled={!ready}
        />
        <TextInput
          id="emissions-weight"
          label={t('Weight (KG)')}
          hint={tp('The gross weight of the cargo in kilograms.')}
          value={values.weightKg}
          onChange={set('weightKg')}
          error={shown(errors.weightKg)}
          required
          disabled={!ready}
          inputMode="decimal"
        />
        <div className="form__row">
          <SelectInput
            id="emissions-origin"
            label={t('Origin')}
            placeholder={placeholder}
            value={values.origin}
            onChange={set('origin')}
            error={shown(errors.origin)}
            required
            disabled={!ready}
          >
            {places}
          </SelectInput>
          <SelectInput
            id="emissions-destination"
            label={t('Destination')}
            placeholder={placeholder}
            value={values.destination}
            onChange={set('destination')}
            error={shown(errors.destination)}
            required
            disabled={!ready}
          >
            {places}
          </SelectInput>
        </div>
        <button type="submit" className="button" disabled={!ready}>
          {tp('Calculate emissions')}
        </button>
      </form>
      {estimate && engine ? <engine.EmissionsResult estimate={estimate} headingRef={resultHeadingRef} country={country} /> : null}
    </>
  );
}
