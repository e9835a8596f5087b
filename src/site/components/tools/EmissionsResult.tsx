import React from 'react';
import { t } from '../../../shared/i18n/use-translate';
import { EMISSION_FACTOR_SOURCE, LOCATION_SOURCE, type EmissionsEstimate } from '../../../shared/tools/emissions';
import { emissionsText, methodText, placeLabel, tp } from './emissions-text';
import { formatNumber } from './format';
import { modeLabel } from './TransportModeField';

interface EmissionsResultProps {
  estimate: EmissionsEstimate;
  headingRef: React.Ref<HTMLHeadingElement>;
  country: (code: string) => string;
}

function Row({ item, value, note, total = false }: { item: string; value: string; note?: string; total?: boolean }) {
  return (
    <tr className={total ? 'result-table__total' : undefined}>
      <th scope="row">{item}</th>
      <td>
        {value}
        {note ? <span className="result-table__note">{note}</span> : null}
      </td>
    </tr>
  );
}

/** The estimate for one leg: distances, tonne-km, the factor and the emissions, then the method and its sources. */
export function EmissionsResult({ estimate, headingRef, country }: EmissionsResultProps) {
  const { routing, factor } = estimate;
  const kinds = new Set([estimate.origin.kind, estimate.destination.kind]);
  const stretch =
    routing.addKm > 0
      ? tp('great-circle + {{km}} km', { km: formatNumber(routing.addKm) })
      : tp('great-circle × {{factor}}', { factor: formatNumber(routing.detourFactor) });
  return (
    <section className="tool-result" aria-labelledby="emissions-result-heading">
      <h3 id="emissions-result-heading" className="tool-result__heading" ref={headingRef} tabIndex={-1}>
        {tp('Estimated emissions')}
      </h3>
      <div className="table-scroll">
        <table className="result-table">
          <caption>
            {tp('{{origin}} to {{destination}}', {
              origin: placeLabel(estimate.origin, country),
              destination: placeLabel(estimate.destination, country),
            })}
          </caption>
          <tbody>
            <Row item={t('Transport mode')} value={modeLabel(estimate.mode)} />
            <Row
              item={tp('Weight')}
              value={tp('{{kg}} kg ({{tonnes}} t)', {
                kg: formatNumber(estimate.weightKg),
                tonnes: formatNumber(estimate.weightKg / 1000, 3),
              })}
            />
            <Row item={tp('Great-circle distance')} value={tp('{{km}} km', { km: formatNumber(estimate.distanceKm) })} />
            <Row
              item={tp('Routed distance')}
              value={tp('{{km}} km ({{stretch}})', { km: formatNumber(estimate.routedKm), stretch })}
              note={emissionsText(routing.why)}
            />
            <Row item={tp('Tonne-kilometres')} value={tp('{{value}} tonne-km', { value: formatNumber(estimate.tonneKm) })} />
            <Row
              item={tp('Emission factor')}
              value={tp('{{value}} g CO2e per tonne-km, well-to-wheel', { value: formatNumber(factor.gCo2ePerTonneKm) })}
              note={emissionsText(factor.category)}
            />
            <Row
              item={tp('Emissions')}
              value={tp('{{kg}} kg CO2e ({{tonnes}} t CO2e)', {
                kg: formatNumber(estimate.kgCo2e),
                tonnes: formatNumber(estimate.kgCo2e / 1000, 3),
              })}
              total
            />
          </tbody>
        </table>
      </div>
      <h4>{tp('Method')}</h4>
      <p className="formula">{methodText(estimate)}</p>
      <p>
        {tp(
          'An order-of-magnitude estimate for comparing modes and routes, not a carbon report: the distance is estimated from the great circle, not the route actually sailed, flown or driven.',
        )}
      </p>
      <h4>{tp('Sources')}</h4>
      <ul className="tool-result__sources">
        <li>
          {tp('Emission factor: {{framework}}, {{editions}}, {{scope}}; {{table}}.', {
            framework: emissionsText(EMISSION_FACTOR_SOURCE.framework),
            editions: emissionsText(EMISSION_FACTOR_SOURCE.editions),
            scope: emissionsText(EMISSION_FACTOR_SOURCE.scope),
            table: emissionsText(EMISSION_FACTOR_SOURCE.tables[estimate.mode]),
          })}{' '}
          {emissionsText(factor.derivation)}
        </li>
        <li>
          {tp('Fuel factors: {{fuel}}. Values read via {{via}}.', {
            fuel: emissionsText(EMISSION_FACTOR_SOURCE.fuelFactors),
            via: emissionsText(EMISSION_FACTOR_SOURCE.readVia),
          })}
        </li>
        {kinds.has('port') ? (
          <li>
            {tp('Ports: codes from {{codes}}; positions: {{positions}}.', {
              codes: emissionsText(LOCATION_SOURCE.portCodes),
              positions: emissionsText(LOCATION_SOURCE.portPositions),
            })}
          </li>
        ) : null}
        {kinds.has('airport') ? (
          <li>
            {tp('Airports: {{codes}}; positions from {{positions}}.', {
              codes: emissionsText(LOCATION_SOURCE.airportCodes),
              positions: emissionsText(LOCATION_SOURCE.airports),
            })}
          </li>
        ) : null}
      </ul>
    </section>
  );
}
