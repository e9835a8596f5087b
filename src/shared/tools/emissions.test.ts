import { describe, expect, it } from 'vitest';
import {
  EARTH_MEAN_RADIUS_KM,
  EMISSION_FACTORS,
  EMISSION_FACTOR_SOURCE,
  LOCATIONS,
  LOCATION_SOURCE,
  ROUTING,
  estimateEmissions,
  findLocation,
  greatCircleKm,
  landmassOf,
  locationsForMode,
  type EmissionsEstimate,
  type EmissionsFormValues,
} from './emissions';

function at(code: string) {
  const location = findLocation(code);
  if (!location) throw new Error(`no location ${code}`);
  return location;
}

function estimate(values: EmissionsFormValues): EmissionsEstimate {
  const outcome = estimateEmissions(values);
  if (!outcome.ok) throw new Error(`expected an estimate, got ${JSON.stringify(outcome.errors)}`);
  return outcome.estimate;
}

describe('great-circle distance', () => {
  it('gives Shanghai to Los Angeles about 10,400 km', () => {
    // CNSHA (31.36, 121.60) to USLAX (33.74, −118.26):
    // h = sin²(Δφ/2) + cos φ1 cos φ2 sin²(Δλ/2) = 0.000431 + 0.710087 × 0.751057 = 0.533747
    // d = 2R asin(√h) = 2 × 6371.0088 × 0.819171 = 10,437.9 km.
    // The WGS 84 ellipsoid (Vincenty) gives 10,458.5 km between the same points: the sphere is 0.2% short.
    const d = greatCircleKm(at('CNSHA'), at('USLAX'));
    expect(d).toBeCloseTo(10437.9, 0);
    expect(Math.abs(d - 10458.5) / 10458.5).toBeLessThan(0.005);
  });

  it('gives Frankfurt to Chicago O’Hare about 6,970 km', () => {
    // FRA (50.04, 8.56) to ORD (41.98, −87.90):
    // h = 0.004939 + 0.477437 × 0.556255 = 0.270516; d = 2 × 6371.0088 × asin(0.520111) = 2 × 6371.0088 × 0.546981 = 6,969.6 km.
    // WGS 84 (Vincenty): 6,989.0 km.
    const d = greatCircleKm(at('FRA'), at('ORD'));
    expect(d).toBeCloseTo(6969.6, 0);
    expect(Math.abs(d - 6989.0) / 6989.0).toBeLessThan(0.005);
  });

  it('gives London Heathrow to New York JFK about 5,540 km', () => {
    // The commonly quoted LHR–JFK great circle is 5,540 km on the sphere, 5,555 km on the ellipsoid.
    expect(greatCircleKm(at('LHR'), at('JFK'))).toBeCloseTo(5539.9, 0);
  });

  it('is symmetric, zero for one point, and half the circumference for antipodes', () => {
    const a = at('NLRTM');
    const b = at('SGSIN');
    expect(greatCircleKm(a, b)).toBeCloseTo(greatCircleKm(b, a), 9);
    expect(greatCircleKm(a, a)).toBe(0);
    // π × 6371.0088 = 20,015.11 km.
    expect(greatCircleKm({ lat: 0, lon: 0 }, { lat: 0, lon: 180 })).toBeCloseTo(Math.PI * EARTH_MEAN_RADIUS_KM, 6);
    expect(greatCircleKm({ lat: 0, lon: 0 }, { lat: 0, lon: 180 })).toBeCloseTo(20015.11, 2);
  });
});

describe('emission factors', () => {
  it('follow the derivations they state', () => {
    // Air: 498 g TTW × 3.88 / 3.18 = 607.6 → 608.
    expect(Math.round((498 * 3.88) / 3.18)).toBe(EMISSION_FACTORS.air.gCo2ePerTonneKm);
    // Truck: 22 g WTT × 3.24 / (3.24 − 2.67) = 125.05 → 125.
    expect(Math.round((22 * 3.24) / (3.24 - 2.67))).toBe(EMISSION_FACTORS.truck.gCo2ePerTonneKm);
    // Ocean: 89.4 g per TEU-km ÷ 10 t per TEU = 8.94.
    expect(89.4 / 10).toBeCloseTo(EMISSION_FACTORS.ocean.gCo2ePerTonneKm, 10);
    // Rail: 10,210 g ÷ 480 ton-miles ÷ 1.459972 t-km per ton-mile × 3.24 / 2.67 = 17.68 → 17.7.
    expect(((10210 / 480 / 1.459972) * 3.24) / 2.67).toBeCloseTo(EMISSION_FACTORS.rail.gCo2ePerTonneKm, 1);
  });

  it('rank the modes as the page says: air far above truck, truck above rail and ocean', () => {
    const g = (mode: keyof typeof EMISSION_FACTORS) => EMISSION_FACTORS[mode].gCo2ePerTonneKm;
    expect(g('air')).toBeGreaterThan(4 * g('truck'));
    expect(g('truck')).toBeGreaterThan(3 * g('rail'));
    expect(g('truck')).toBeGreaterThan(3 * g('ocean'));
  });

  it('name the framework, editions and tables', () => {
    expect(EMISSION_FACTOR_SOURCE.framework).toContain('GLEC Framework');
    expect(EMISSION_FACTOR_SOURCE.tables.air).toContain('Table 1');
    expect(EMISSION_FACTOR_SOURCE.tables.truck).toContain('Table 8');
  });
});

describe('estimateEmissions', () => {
  it('air: 1 t Frankfurt to Chicago', () => {
    // GCD 6,970 km + 95 km = 7,065 km; 1 t × 7,065 km = 7,065 t-km; 7,065 × 608 g = 4,295,520 g = 4,295.52 kg.
    const result = estimate({ mode: 'air', weightKg: 1000, origin: 'FRA', destination: 'ORD' });
    expect(result).toMatchObject({ distanceKm: 6970, routedKm: 7065, tonneKm: 7065, kgCo2e: 4295.52 });
    expect(result.factor).toBe(EMISSION_FACTORS.air);
    expect(result.method).toBe(
      '1 t × (6,970 km great-circle + 95 km = 7,065 km) × 608 g CO2e per tonne-km (Air freight over 1,500 km, freighter aircraft, well-to-wheel)',
    );
  });

  it('ocean: 20 t Shanghai to Los Angeles', () => {
    // GCD 10,438 km × 1.15 = 12,003.7 → 12,004 km; 20 t × 12,004 km = 240,080 t-km;
    // 240,080 × 8.94 g = 2,146,315.2 g = 2,146.32 kg.
    expect(estimate({ mode: 'ocean', weightKg: 20000, origin: 'CNSHA', destination: 'USLAX' })).toMatchObject({
      distanceKm: 10438,
      routedKm: 12004,
      tonneKm: 240080,
      kgCo2e: 2146.32,
    });
  });

  it('truck: 10 t Rotterdam to Hamburg', () => {
    // GCD 431.8 → 432 km × 1.2 = 518.4 → 518 km; 10 t × 518 km = 5,180 t-km; 5,180 × 125 g = 647,500 g = 647.5 kg.
    expect(estimate({ mode: 'truck', weightKg: 10000, origin: 'NLRTM', destination: 'DEHAM' })).toMatchObject({
      distanceKm: 432,
      routedKm: 518,
      tonneKm: 5180,
      kgCo2e: 647.5,
    });
  });

  it('rail: 15 t Los Angeles to New York', () => {
    // GCD 3,939.5 → 3,939 km × 1.2 = 4,726.8 → 4,727 km; 15 t × 4,727 km = 70,905 t-km;
    // 70,905 × 17.7 g = 1,255,018.5 g = 1,255.02 kg.
    expect(estimate({ mode: 'rail', weightKg: 15000, origin: 'USLAX', destination: 'USNYC' })).toMatchObject({
      distanceKm: 3939,
      routedKm: 4727,
      tonneKm: 70905,
      kgCo2e: 1255.02,
    });
  });

  it('accepts typed text: codes in any case, weights with separators', () => {
    // LHR–JFK: 5,540 + 95 = 5,635 km; 0.5 t → 2,817.5 t-km × 608 g = 1,713.04 kg.
    expect(estimate({ mode: 'air', weightKg: '500', origin: ' lhr', destination: 'jfk ' })).toMatchObject({
      routedKm: 5635,
      tonneKm: 2817.5,
      kgCo2e: 1713.04,
    });
    expect(estimate({ mode: 'air', weightKg: '1,000', origin: 'FRA', destination: 'ORD' }).kgCo2e).toBe(4295.52);
  });
});

describe('validation', () => {
  const invalid = 'Please enter a valid response';

  function errors(values: EmissionsFormValues) {
    const outcome = estimateEmissions(values);
    return outcome.ok ? [] : outcome.errors;
  }

  it('marks every missing field Required', () => {
    expect(errors({})).toEqual([
      { field: 'mode', message: 'Required' },
      { field: 'weightKg', message: 'Required' },
      { field: 'origin', message: 'Required' },
      { field: 'destination', message: 'Required' },
    ]);
  });

  it('rejects a weight that is zero, negative or not a number', () => {
    for (const weightKg of [0, -5, 'heavy', Number.POSITIVE_INFINITY]) {
      expect(errors({ mode: 'air', weightKg, origin: 'FRA', destination: 'ORD' })).toEqual([{ field: 'weightKg', message: invalid }]);
    }
  });

  it('rejects an unknown mode or place', () => {
    expect(errors({ mode: 'zeppelin', weightKg: 1, origin: 'FRA', destination: 'ORD' })).toEqual([{ field: 'mode', message: invalid }]);
    expect(errors({ mode: 'air', weightKg: 1, origin: 'XXX', destination: 'ORD' })).toEqual([
      { field: 'origin', message: invalid, reason: 'unknown-code' },
    ]);
  });

  it('needs airports for air and ports for ocean', () => {
    expect(errors({ mode: 'air', weightKg: 1, origin: 'CNSHA', destination: 'ORD' })).toEqual([
      { field: 'origin', message: invalid, reason: 'needs-airport' },
    ]);
    expect(errors({ mode: 'ocean', weightKg: 1, origin: 'CNSHA', destination: 'LAX' })).toEqual([
      { field: 'destination', message: invalid, reason: 'needs-port' },
    ]);
  });

  it('refuses the same place at both ends', () => {
    expect(errors({ mode: 'ocean', weightKg: 1, origin: 'NLRTM', destination: 'nlrtm' })).toEqual([
      { field: 'destination', message: invalid, reason: 'same-place' },
    ]);
  });

  it('lets trucks and trains use ports and airports on one land mass only', () => {
    // Port to airport within Europe is fine; Shanghai to Los Angeles, or Tanger Med to Algeciras (a ferry), is not.
    expect(estimateEmissions({ mode: 'truck', weightKg: 1, origin: 'NLRTM', destination: 'FRA' }).ok).toBe(true);
    expect(errors({ mode: 'truck', weightKg: 1, origin: 'CNSHA', destination: 'USLAX' })).toEqual([
      { field: 'destination', message: invalid, reason: 'no-land-route' },
    ]);
    expect(errors({ mode: 'rail', weightKg: 1, origin: 'MAPTM', destination: 'ESALG' })).toEqual([
      { field: 'destination', message: invalid, reason: 'no-land-route' },
    ]);
  });
});

describe('location table', () => {
  const ports = LOCATIONS.filter((l) => l.kind === 'port');
  const airports = LOCATIONS.filter((l) => l.kind === 'airport');

  it('has about 40 ports and 25 airports with unique codes', () => {
    expect(ports.length).toBeGreaterThanOrEqual(40);
    expect(airports.length).toBeGreaterThanOrEqual(25);
    expect(new Set(LOCATIONS.map((l) => l.code)).size).toBe(LOCATIONS.length);
  });

  it('uses UN/LOCODE for ports and IATA codes for airports, starting with the country for ports', () => {
    for (const port of ports) {
      expect(port.code).toMatch(/^[A-Z]{2}[A-Z2-9]{3}$/);
      expect(port.code.slice(0, 2)).toBe(port.country);
    }
    for (const airport of airports) expect(airport.code).toMatch(/^[A-Z]{3}$/);
  });

  it('gives coordinates in range to two decimals', () => {
    for (const l of LOCATIONS) {
      expect(Math.abs(l.lat)).toBeLessThanOrEqual(90);
      expect(Math.abs(l.lon)).toBeLessThanOrEqual(180);
      expect(Math.round(l.lat * 100) / 100).toBe(l.lat);
      expect(Math.round(l.lon * 100) / 100).toBe(l.lon);
    }
  });

  it('knows the land mass of every country it uses', () => {
    for (const l of LOCATIONS) expect(landmassOf(l.country), l.code).toBeDefined();
  });

  it('offers the right places per mode', () => {
    expect(locationsForMode('ocean')).toEqual(ports);
    expect(locationsForMode('air')).toEqual(airports);
    expect(locationsForMode('truck')).toEqual(LOCATIONS);
  });

  it('names its sources and the routing rules', () => {
    expect(LOCATION_SOURCE.airports).toContain('OurAirports');
    expect(LOCATION_SOURCE.portCodes).toContain('UN/LOCODE');
    expect(ROUTING.air).toMatchObject({ detourFactor: 1, addKm: 95 });
  });
});
