import React from 'react';
import { countryOptions } from '../../../shared/forms/countries';
import { SITE_LOCALE, t } from '../../../shared/i18n/use-translate';
import { DUTY_NOTE_TEXT, DUTY_RATE_SOURCE, FEE_SOURCE, type DutyEstimate, type DutyLine } from '../../../shared/tools/duty';
import { formatDate } from '../content/format';
import { dutyText, tp } from './duty-text';
import { formatPercent, formatUsd } from './format';
import { modeLabel } from './TransportModeField';

const COUNTRY_NAMES = new Map<string, string>(countryOptions().map((country) => [country.code, country.name]));

// The rate table's descriptions are English on both sites, like the HS nomenclature the suggestions show.
const TABLE_LANG = SITE_LOCALE === 'en-US' ? undefined : 'en';

/** How the duty was worked out, and where its rate came from. */
function dutyBasis(estimate: DutyEstimate, line: DutyLine): { basis: string; note?: React.ReactNode } {
  const vars = { rate: formatPercent(line.ratePercent ?? 0), value: formatUsd(line.baseUsd) };
  const { dutyRate } = estimate;
  if (dutyRate.source === 'table' && dutyRate.subheading !== null) {
    return {
      basis: tp('{{rate}} of {{value}}: the general (MFN) rate of HTSUS subheading {{subheading}} in our rate table', {
        ...vars,
        subheading: dutyRate.subheading,
      }),
      note: dutyRate.description ? <span lang={TABLE_LANG}>{dutyRate.description}</span> : undefined,
    };
  }
  return { basis: tp('{{rate}} of {{value}}, the rate you entered', vars) };
}

function mpfBasis(line: DutyLine): string {
  const vars = {
    rate: formatPercent(FEE_SOURCE.mpfRatePercent),
    value: formatUsd(line.baseUsd),
    min: formatUsd(FEE_SOURCE.mpfMinimumUsd),
    max: formatUsd(FEE_SOURCE.mpfMaximumUsd),
  };
  switch (line.basis) {
    case 'minimum':
      return tp('The minimum fee: {{rate}} of {{value}} is less than {{min}}', vars);
    case 'maximum':
      return tp('The maximum fee: {{rate}} of {{value}} is more than {{max}}', vars);
    case 'informal-flat':
      return tp('The flat fee for an informal entry, valued at {{limit}} or less', { limit: formatUsd(FEE_SOURCE.informalEntryLimitUsd) });
    default:
      return tp('{{rate}} of {{value}}, between the minimum of {{min}} and the maximum of {{max}}', vars);
  }
}

function lineRow(estimate: DutyEstimate, line: DutyLine): { item: string; basis: string; note?: React.ReactNode } {
  if (line.kind === 'duty') return { item: tp('Duty'), ...dutyBasis(estimate, line) };
  if (line.kind === 'mpf') return { item: tp('Merchandise Processing Fee (MPF)'), basis: mpfBasis(line) };
  return {
    item: tp('Harbor Maintenance Fee (HMF)'),
    basis: tp('{{rate}} of {{value}}, on ocean freight only', {
      rate: formatPercent(line.ratePercent ?? 0),
      value: formatUsd(line.baseUsd),
    }),
  };
}

function Row({
  item,
  basis,
  note,
  amount,
  total = false,
}: {
  item: string;
  basis: string;
  note?: React.ReactNode;
  amount: string;
  total?: boolean;
}) {
  return (
    <tr className={total ? 'result-table__total' : undefined}>
      <th scope="row">{item}</th>
      <td>
        {basis}
        {note ? <span className="result-table__note">{note}</span> : null}
      </td>
      <td className="result-table__amount">{amount}</td>
    </tr>
  );
}

interface DutyResultProps {
  estimate: DutyEstimate;
  /** The heading takes focus with every estimate shown, so the new result is read out (see useToolForm). */
  headingRef: React.Ref<HTMLHeadingElement>;
}

/** The itemised estimate: duty and fees with how each was worked out, the landed cost, sources and notes. */
export function DutyResult({ estimate, headingRef }: DutyResultProps) {
  const hasDuty = estimate.lines.some((line) => line.kind === 'duty');
  const { consultedOn, revision } = DUTY_RATE_SOURCE;
  // The fee amounts change every 1 October; until the module is updated, say that they may be out of date.
  const feesExpired = new Date() > new Date(`${FEE_SOURCE.effectiveTo}T23:59:59-04:00`);
  return (
    <section className="tool-result" aria-labelledby="duty-result-heading">
      <h3 id="duty-result-heading" className="tool-result__heading" ref={headingRef} tabIndex={-1}>
        {tp('Your estimate')}
      </h3>
      <dl className="tool-result__summary">
        <div>
          <dt>{t('HS code')}</dt>
          <dd>{estimate.hsCode}</dd>
        </div>
        <div>
          <dt>{tp('Country of origin')}</dt>
          <dd>{COUNTRY_NAMES.get(estimate.origin) ?? estimate.origin}</dd>
        </div>
        <div>
          <dt>{t('Transport mode')}</dt>
          <dd>{modeLabel(estimate.mode)}</dd>
        </div>
        <div>
          <dt>{tp('Entry type')}</dt>
          <dd>{estimate.entryType === 'formal' ? tp('Formal entry') : tp('Informal entry')}</dd>
        </div>
      </dl>
      <div className="table-scroll">
        <table className="result-table">
          <caption>{tp('Duty, fees and landed cost in US dollars')}</caption>
          <thead>
            <tr>
              <th scope="col">{tp('Item')}</th>
              <th scope="col">{tp('How it is worked out')}</th>
              <th scope="col" className="result-table__amount">
                {tp('Amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {hasDuty ? null : <Row item={tp('Duty')} basis={tp('Not included: our table has no rate for this code')} amount="—" />}
            {estimate.lines.map((line) => (
              <Row key={line.kind} {...lineRow(estimate, line)} amount={formatUsd(line.amountUsd)} />
            ))}
            <Row
              item={tp('Total duty and fees')}
              basis={tp('Paid to US Customs and Border Protection')}
              amount={formatUsd(estimate.totalUsd)}
              total
            />
          </tbody>
          <tbody>
            <Row
              item={tp('Customs value')}
              basis={tp('The value duty and fees are charged on')}
              amount={formatUsd(estimate.customsValueUsd)}
            />
            <Row
              item={tp('International freight')}
              basis={tp('Not dutiable in the United States')}
              amount={formatUsd(estimate.freightUsd)}
            />
            <Row item={tp('Insurance')} basis={tp('Not dutiable in the United States')} amount={formatUsd(estimate.insuranceUsd)} />
            <Row
              item={tp('Landed cost')}
              basis={tp('Customs value + freight + insurance + duty and fees')}
              amount={formatUsd(estimate.landedCostUsd)}
              total
            />
          </tbody>
        </table>
      </div>
      {feesExpired ? (
        <p className="notice">
          {tp(
            'These fees are those of fiscal year {{year}}, which ended on {{to}}. The amounts for the current fiscal year may differ slightly.',
            { year: FEE_SOURCE.fiscalYear, to: formatDate(FEE_SOURCE.effectiveTo) },
          )}
        </p>
      ) : null}
      <h4>{tp('Notes')}</h4>
      <ul className="tool-result__notes">
        {estimate.notes.map((note) => (
          <li key={note}>{dutyText(DUTY_NOTE_TEXT[note])}</li>
        ))}
      </ul>
      <h4>{tp('Sources')}</h4>
      <ul className="tool-result__sources">
        <li>
          {tp('Fees: {{source}}, fiscal year {{year}} ({{from}} to {{to}}); {{notice}}. HMF: {{hmf}}. Informal entries: {{informal}}.', {
            source: dutyText(FEE_SOURCE.source),
            year: FEE_SOURCE.fiscalYear,
            from: formatDate(FEE_SOURCE.effectiveFrom),
            to: formatDate(FEE_SOURCE.effectiveTo),
            notice: dutyText(FEE_SOURCE.notice),
            hmf: FEE_SOURCE.hmfRegulation,
            informal: FEE_SOURCE.informalEntryRegulation,
          })}
        </li>
        <li>
          {tp('Duty rates: {{title}}, {{publisher}}; {{edition}}.', {
            title: dutyText(DUTY_RATE_SOURCE.title),
            publisher: dutyText(DUTY_RATE_SOURCE.publisher),
            edition: dutyText(DUTY_RATE_SOURCE.edition),
          })}{' '}
          {consultedOn
            ? tp('Checked against the live schedule on {{date}}.', { date: formatDate(consultedOn) })
            : tp('No check against the live schedule has been recorded yet, so confirm the rate at hts.usitc.gov.')}
          {revision ? ` ${tp('Revision: {{revision}}.', { revision })}` : null}
        </li>
        <li>{tp('Not included in the rates: {{excludes}}.', { excludes: dutyText(DUTY_RATE_SOURCE.excludes) })}</li>
      </ul>
    </section>
  );
}
