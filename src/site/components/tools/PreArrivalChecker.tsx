import React, { useState } from 'react';
import { MESSAGES } from '../../../shared/forms/messages';
import { checkPreArrivalNumber, type PreArrivalCheck, type PreArrivalSystem } from '../../../shared/tools/paps-pars';
import { TextInput } from './fields';
import { checkerText, preArrivalText } from './prearrival-text';
import { useHydrated } from '../../runtime/hydration';

interface PreArrivalCheckerProps {
  system: PreArrivalSystem;
  /** The id of the heading that names the form. */
  labelledBy: string;
  /** The page's own wording, from its catalogue. */
  text: {
    carrierLabel: string;
    carrierHint: string;
    numberLabel: string;
    numberHint: string;
    /** What the carrier part is called in the result, e.g. "SCAC". */
    carrierTerm: string;
  };
}

/** A checker for the form of a PAPS or PARS number, for the PAPS and PARS pages. */
export function PreArrivalChecker({ system, labelledBy, text }: PreArrivalCheckerProps) {
  const hydrated = useHydrated();
  const prefix = system.toLowerCase();
  const [carrier, setCarrier] = useState('');
  const [number, setNumber] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [check, setCheck] = useState<PreArrivalCheck | null>(null);
  const missing = submitted && number.trim() === '';

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (number.trim() === '') {
      setCheck(null);
      document.getElementById(`${prefix}-number`)?.focus();
      return;
    }
    setCheck(checkPreArrivalNumber(system, number, carrier.trim() === '' ? {} : { carrierCode: carrier }));
  };

  return (
    <form className="form tool-form" aria-labelledby={labelledBy} noValidate onSubmit={onSubmit}>
      <TextInput
        id={`${prefix}-carrier`}
        label={text.carrierLabel}
        hint={text.carrierHint}
        value={carrier}
        onChange={setCarrier}
        disabled={!hydrated}
      />
      <TextInput
        id={`${prefix}-number`}
        label={text.numberLabel}
        hint={text.numberHint}
        value={number}
        onChange={setNumber}
        error={missing ? { message: MESSAGES.required } : undefined}
        required
        disabled={!hydrated}
      />
      <button type="submit" className="button" disabled={!hydrated}>
        {checkerText('Check the number')}
      </button>
      {/* Always in the page, so that screen readers announce each new answer. */}
      <div role="status" className={check ? `check-result check-result--${check.ok ? 'valid' : 'invalid'}` : 'check-result'}>
        {check?.ok ? (
          <>
            <h3 className="check-result__title">{checkerText('This can be a valid {{system}} number', { system })}</h3>
            <dl className="check-result__parts">
              <div>
                <dt>{text.carrierTerm}</dt>
                <dd>{check.carrierCode}</dd>
              </div>
              <div>
                <dt>{checkerText('Shipment number')}</dt>
                <dd>{check.shipmentNumber}</dd>
              </div>
              <div>
                <dt>{checkerText('Number to file')}</dt>
                <dd>{check.normalised}</dd>
              </div>
            </dl>
            {check.changes.length > 0 ? (
              <>
                <p>{checkerText('What we changed:')}</p>
                <ul>
                  {check.changes.map((change) => (
                    <li key={change}>{preArrivalText(change)}</li>
                  ))}
                </ul>
              </>
            ) : (
              <p>{checkerText('The number is already written as it is filed.')}</p>
            )}
            <p className="field__hint">
              {checkerText(
                'This checks the form of the number only. It cannot tell whether the carrier issued it or whether it has been used before.',
              )}
            </p>
          </>
        ) : check ? (
          <>
            <h3 className="check-result__title">{checkerText('This cannot be a valid {{system}} number', { system })}</h3>
            <ul>
              {check.problems.map((problem) => (
                <li key={problem}>{preArrivalText(problem)}</li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </form>
  );
}
