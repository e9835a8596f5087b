import React, { useMemo } from 'react';
import { MESSAGES } from '../../../shared/forms/messages';
import { messageText } from '../../../shared/forms/message-text';
import { t } from '../../../shared/i18n/use-translate';
import type { DutyEstimate, DutyField, DutyFormValues, FieldError } from '../../../shared/tools/duty';
import { tp } from './duty-text';
import { SelectInput, TextInput, type ShownError } from './fields';
import { formatPercent } from './format';
import { useToolForm } from './form-state';
import { hsSubheading } from './hs-suggest';
import { HsCodeCombobox } from './HsCodeCombobox';
import { TransportModeField } from './TransportModeField';
import { useHydrated } from '../../runtime/hydration';
import { useEngine } from './use-engine';

type Values = Record<DutyField, string>;
type Engine = typeof import('./duty-engine');

const EMPTY: Values = { hsCode: '', customsValueUsd: '', origin: '', freightUsd: '', insuranceUsd: '', mode: '', dutyRatePercent: '' };

const loadEngine = (): Promise<Engine> => import('./duty-engine');

/**
 * The hint of the duty rate field: which rate an empty field stands for, once the code is complete and
 * the rate table (which comes with the engine) is there.
 */
function rateHint(hsCode: string, findRate: Engine['findUsDutyRate'] | undefined): string {
  const subheading = findRate ? hsSubheading(hsCode) : undefined;
  const tableRate = subheading && findRate ? findRate(subheading) : undefined;
  if (tableRate)
    return tp('Optional. Leave it empty to use {{rate}}, the general rate of subheading {{subheading}} in our table.', {
      rate: formatPercent(tableRate.generalRatePercent),
      subheading: tableRate.subheading,
    });
  if (subheading) return tp('Optional, but our table has no rate for this code: enter one to include the duty.');
  return tp('Optional. Leave it empty to use the general rate from our table, where it has one.');
}

interface DutyEstimatorProps {
  /** The id of the heading that names the form. */
  labelledBy: string;
}

interface FieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: ShownError;
  disabled: boolean;
}

/** The HS code, with suggestions from the site's HS code pages. */
function HsCodeField(props: FieldProps) {
  return (
    <HsCodeCombobox
      {...props}
      label={t('HS code')}
      hint={tp('6, 8 or 10 digits. Type at least two digits or letters of a code or a product to see suggestions.')}
      required
      listLabel={tp('Suggested HS codes')}
      countText={(count) =>
        count === 1
          ? tp('1 suggestion. Use the up and down arrow keys to choose.')
          : tp('{{count}} suggestions. Use the up and down arrow keys to choose.', { count })
      }
    />
  );
}

/** Freight and insurance, side by side: what the landed cost adds to the customs value. */
function FreightFields({ freight, insurance }: { freight: FieldProps; insurance: FieldProps }) {
  return (
    <div className="form__row">
      <TextInput
        {...freight}
        label={tp('Freight (USD)')}
        hint={tp('International freight. Enter 0 if there is none.')}
        required
        inputMode="decimal"
      />
      <TextInput
        {...insurance}
        label={tp('Insurance (USD)')}
        hint={tp('Cargo insurance. Enter 0 if there is none.')}
        required
        inputMode="decimal"
      />
    </div>
  );
}

/** The US import duty estimator: the form, checked with the duty module, and the itemised estimate below it. */
export function DutyEstimator({ labelledBy }: DutyEstimatorProps) {
  const hydrated = useHydrated();
  const { engine, failed: engineFailed, retry: retryEngine } = useEngine(loadEngine);
  const { values, setValues, errors, estimate, formRef, resultHeadingRef, showOutcome } = useToolForm<
    DutyField,
    FieldError<DutyField>,
    DutyEstimate
  >(EMPTY, engine?.validateDutyInput);

  const countries = useMemo(() => engine?.countryOptions() ?? [], [engine]);

  const field = (name: DutyField): FieldProps => ({
    id: `duty-${name}`,
    value: values[name],
    onChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
    error: errors[name],
    disabled: !hydrated,
  });

  const run = (loaded: Engine, input: DutyFormValues) => showOutcome(loaded.estimateDuty(input));

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (engine) {
      run(engine, values);
      return;
    }
    // The first load failed (or has not finished): try again now that the visitor asks for a result.
    retryEngine()
      .then((loaded) => run(loaded, values))
      .catch(() => {
        // The failure is on show (engineFailed); the visitor can submit again.
      });
  };

  return (
    <>
      <form ref={formRef} className="form tool-form" aria-labelledby={labelledBy} noValidate onSubmit={onSubmit}>
        <p className="field__hint">{t('Fields marked * are required.')}</p>
        <HsCodeField {...field('hsCode')} />
        <TextInput
          {...field('customsValueUsd')}
          label={tp('Customs value (USD)')}
          hint={tp('The price paid for the goods, usually the FOB value on the commercial invoice.')}
          required
          inputMode="decimal"
        />
        {/* Its options come with the duty module, a moment after the page. */}
        <SelectInput
          {...field('origin')}
          disabled={countries.length === 0}
          label={tp('Country of origin')}
          placeholder={t('Choose a country')}
          required
        >
          {countries.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </SelectInput>
        <FreightFields freight={field('freightUsd')} insurance={field('insuranceUsd')} />
        <TransportModeField {...field('mode')} hint={tp('The Harbor Maintenance Fee applies to ocean freight only.')} />
        <TextInput
          {...field('dutyRatePercent')}
          label={tp('Duty rate (%)')}
          hint={rateHint(values.hsCode, engine?.findUsDutyRate)}
          inputMode="decimal"
        />
        <button type="submit" className="button" disabled={!hydrated}>
          {tp('Estimate duty and fees')}
        </button>
        {engineFailed ? (
          <p className="form__status form__status--failed" role="alert">
            {messageText(MESSAGES.genericFailure)}
          </p>
        ) : null}
      </form>
      {estimate && engine ? <engine.DutyResult estimate={estimate} headingRef={resultHeadingRef} /> : null}
    </>
  );
}
