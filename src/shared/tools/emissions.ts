/**
 * Freight emissions estimate for one leg: tonne-km × a well-to-wheel emission intensity, the method of
 * the GLEC Framework and ISO 14083 described on the emissions calculator page.
 *
 * The distance starts from the great-circle distance between two places in the location table and is
 * stretched per mode to approximate the distance actually travelled (see ROUTING). The result is an
 * order-of-magnitude estimate for comparing modes, not a carbon report.
 */
import { MESSAGES, type Message } from '../forms/messages';
import { LOCATIONS, findLocation, type Location, type LocationKind } from './data/locations';
import type { TransportMode } from './duty';

export type { TransportMode };
export { LOCATIONS, LOCATION_SOURCE, findLocation, type Location, type LocationKind } from './data/locations';

const MODES: readonly TransportMode[] = ['ocean', 'air', 'truck', 'rail'];

/** IUGG mean Earth radius R1 = (2a + b) / 3 of the WGS 84 ellipsoid; within about 0.5% of the ellipsoidal distance anywhere. */
export const EARTH_MEAN_RADIUS_KM = 6371.0088;

export interface Routing {
  /** The great-circle distance is multiplied by this… */
  detourFactor: number;
  /** …and this is added, in km. */
  addKm: number;
  why: string;
}

/**
 * How a great-circle distance becomes the distance travelled. These are our choices, not GLEC defaults
 * except where said: GLEC and ISO 14083 ask for the shortest feasible distance along the real network,
 * which needs a routing engine this page does not have.
 */
export const ROUTING: Record<TransportMode, Routing> = {
  // EN 16258:2012 (Annex) and the GLEC Framework both add a flat 95 km to the great-circle distance of a
  // flight for take-off, landing, holding and routing. No percentage is added: GLEC's air intensities
  // (v3.0 Table 1) are themselves per great-circle tonne-km, so the 95 km already errs on the high side.
  air: {
    detourFactor: 1,
    addKm: 95,
    why: 'Great-circle distance plus 95 km for take-off, landing and routing (EN 16258, GLEC Framework).',
  },
  // Ships follow coasts, straits and canals. GLEC v2.0 sea factors carried a 15% uplift from planned to
  // sailed distance; we apply the same 15% to the great circle. That suits open-ocean lanes such as the
  // transpacific, but lanes around a continent are much longer (Asia to North Europe via Suez sails
  // about twice the great circle), so ocean results are a lower bound there.
  ocean: {
    detourFactor: 1.15,
    addKm: 0,
    why: 'Great-circle distance plus 15% for coasts, straits and canals; routes around a continent are longer.',
  },
  // Road distance between cities is about 1.2 times the straight line in the United States and similar
  // or somewhat more elsewhere (Ballou, Rahardja and Sakai, "Selected country circuity factors for road
  // travel distance estimation", Transportation Research Part A 36 (2002) 843–848).
  truck: { detourFactor: 1.2, addKm: 0, why: 'Great-circle distance plus 20% for the road network (typical road circuity).' },
  // No published circuity figure for freight rail was at hand; rail lines are at least as indirect as
  // roads, so the road figure is used.
  rail: { detourFactor: 1.2, addKm: 0, why: 'Great-circle distance plus 20% for the rail network (assumed equal to road circuity).' },
};

export interface EmissionFactor {
  /** Well-to-wheel grams of CO2e per tonne-km. */
  gCo2ePerTonneKm: number;
  /** The operation the value stands for. */
  category: string;
  /** Where the number comes from and how it was worked out. */
  derivation: string;
  /** 'glec-derived': computed from a GLEC v3 published value; 'other-source': GLEC's table not available, value from another named source. */
  basis: 'glec-derived' | 'other-source';
}

/**
 * The GLEC Framework's tables could not be read in full while this was written (only their values as
 * listed by Climatiq's emission factor database were available, and only some columns), so each factor
 * below is worked out from the one published figure that could be checked, with the conversion shown.
 * Replace a value with the WTW column of the GLEC table named when someone has the document at hand.
 *
 * Conversions use the fuel factors of EN 16258:2012, Annex A: diesel 2.67 kg CO2e/l tank-to-wheel and
 * 3.24 kg CO2e/l well-to-wheel; jet kerosene 3.18 and 3.88 kg CO2e/kg.
 */
export const EMISSION_FACTOR_SOURCE = {
  framework: 'GLEC Framework for Logistics Emissions Accounting and Reporting, Smart Freight Centre',
  editions: 'v3.0 (2023) and v3.1 (2024)',
  scope: 'well-to-wheel (WTW), CO2e',
  tables: {
    air: 'v3.0 Table 1, Air transport emission intensity factors',
    ocean:
      'v3.1 sea transport emission intensity values, container vessels by trade lane (Clean Cargo trade-lane factors, listed by Climatiq under Table 13)',
    truck: 'v3.0 Table 8, Europe and South America road emission intensity values',
    rail: 'none: GLEC table not available; AAR and US EPA figures used instead',
  },
  fuelFactors: 'EN 16258:2012 Annex A',
  readVia: 'Climatiq emission factor database listings of the GLEC values (climatiq.io), consulted November 2026',
} as const;

export const EMISSION_FACTORS: Record<TransportMode, EmissionFactor> = {
  ocean: {
    gCo2ePerTonneKm: 8.94,
    category: 'Container ship, dry cargo, trade-lane average',
    // 89.4 g CO2e per TEU-km ÷ 10 t per TEU = 8.94 g per tonne-km.
    derivation:
      'GLEC v3.1 container trade lane Europe (North and Mediterranean) to and from Africa, dry: 89.4 g CO2e/TEU-km, divided by 10 t of cargo per TEU.',
    basis: 'glec-derived',
  },
  air: {
    gCo2ePerTonneKm: 608,
    category: 'Air freight over 1,500 km, freighter aircraft',
    // 498 g TTW × 3.88 / 3.18 = 607.6 g WTW.
    derivation:
      'GLEC v3.0 Table 1, freighter over 1,500 km (IATA RP1678): 498 g CO2e/t-km tank-to-wheel, times the jet kerosene WTW/TTW ratio 3.88/3.18.',
    basis: 'glec-derived',
  },
  truck: {
    gCo2ePerTonneKm: 125,
    category: 'Articulated truck 34–40 t, diesel, average or mixed load',
    // 22 g WTT × 3.24 / (3.24 − 2.67) = 125.05 g WTW; the WTT figure is given to 1 g, so ±3 g.
    derivation:
      'GLEC v3.0 Table 8 (Europe), articulated truck 34–40 t, average/mixed load, diesel: 22 g CO2e/t-km well-to-tank, scaled by the diesel WTW/WTT ratio 3.24/0.57.',
    basis: 'glec-derived',
  },
  rail: {
    gCo2ePerTonneKm: 17.7,
    category: 'Freight train, diesel, North American average',
    // 10.21 kg CO2 per gallon ÷ 480 ton-miles per gallon ÷ 1.459972 tonne-km per ton-mile = 14.57 g TTW;
    // × 3.24 / 2.67 = 17.68 g WTW. European electric trains emit less, so this is a cautious average.
    derivation:
      'Association of American Railroads: about 480 ton-miles per gallon of diesel; US EPA Emission Factors Hub: 10.21 kg CO2 per gallon of diesel; converted to WTW with the diesel ratio 3.24/2.67.',
    basis: 'other-source',
  },
};

/** Which kinds of place each mode can start and end at. */
export const KINDS_FOR_MODE: Record<TransportMode, readonly LocationKind[]> = {
  ocean: ['port'],
  air: ['airport'],
  truck: ['port', 'airport'],
  rail: ['port', 'airport'],
};

/**
 * Land masses joined by road and rail, for telling whether a truck or train can run between two
 * countries at all. It is deliberately coarse: Africa is kept apart from Eurasia (the Sinai is the only
 * land link, and Tanger Med to Algeciras is a ferry), Great Britain is joined by the Channel Tunnel,
 * South Korea has no open land border, and Alaska is counted with the rest of the US although its
 * railway is not connected.
 */
const LANDMASS: Readonly<Record<string, string>> = {
  CN: 'eurasia',
  HK: 'eurasia',
  SG: 'eurasia',
  MY: 'eurasia',
  VN: 'eurasia',
  TH: 'eurasia',
  IN: 'eurasia',
  AE: 'eurasia',
  SA: 'eurasia',
  QA: 'eurasia',
  TR: 'eurasia',
  NL: 'eurasia',
  BE: 'eurasia',
  DE: 'eurasia',
  GB: 'eurasia',
  FR: 'eurasia',
  ES: 'eurasia',
  IT: 'eurasia',
  GR: 'eurasia',
  PL: 'eurasia',
  MA: 'africa',
  EG: 'africa',
  KE: 'africa',
  ZA: 'africa',
  US: 'north-america',
  CA: 'north-america',
  MX: 'north-america',
  PA: 'north-america',
  BR: 'south-america',
  CL: 'south-america',
  AU: 'australia',
  JP: 'japan',
  KR: 'korea',
  TW: 'taiwan',
  ID: 'java',
  LK: 'sri-lanka',
};

/** The land mass of a country in the location table; undefined for one the table does not use. */
export function landmassOf(country: string): string | undefined {
  return LANDMASS[country];
}

/** The places a visitor can choose for a mode, for the origin and destination selects. */
export function locationsForMode(mode: TransportMode): Location[] {
  const kinds = KINDS_FOR_MODE[mode];
  return LOCATIONS.filter((location) => kinds.includes(location.kind));
}

/** Great-circle distance in km by the haversine formula on a sphere of the mean Earth radius. */
export function greatCircleKm(from: { lat: number; lon: number }, to: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const dLat = (to.lat - from.lat) * rad;
  const dLon = (to.lon - from.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(from.lat * rad) * Math.cos(to.lat * rad) * Math.sin(dLon / 2) ** 2;
  // min() guards asin against h creeping past 1 by rounding for antipodal points.
  return 2 * EARTH_MEAN_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export type FieldValue = number | string | null | undefined;

export interface EmissionsFormValues {
  mode?: string | null;
  weightKg?: FieldValue;
  /** A code from the location table: UN/LOCODE or IATA. */
  origin?: string | null;
  destination?: string | null;
}

export interface EmissionsInput {
  mode: TransportMode;
  weightKg: number;
  origin: string;
  destination: string;
}

export type EmissionsField = keyof EmissionsFormValues;

/** Why a place was refused, so the UI can say more than the form message if it wants to. */
export type LocationProblem = 'unknown-code' | 'needs-port' | 'needs-airport' | 'same-place' | 'no-land-route';

export interface EmissionsFieldError {
  field: EmissionsField;
  message: Message;
  reason?: LocationProblem;
}

export interface EmissionsEstimate {
  mode: TransportMode;
  origin: Location;
  destination: Location;
  weightKg: number;
  /** Great-circle distance, whole km. */
  distanceKm: number;
  /** Distance after the mode's routing allowance, whole km. */
  routedKm: number;
  routing: Routing;
  /** Tonnes × routedKm, 2 decimals. */
  tonneKm: number;
  factor: EmissionFactor;
  /** kg CO2e well-to-wheel, 2 decimals. */
  kgCo2e: number;
  /** One sentence saying how the figure was reached. */
  method: string;
}

export type EmissionsOutcome = { ok: true; estimate: EmissionsEstimate } | { ok: false; errors: EmissionsFieldError[] };

// A full container is about 26 t and a large freighter about 130 t; a billion kg is a typing slip.
const MAX_WEIGHT_KG = 1_000_000_000;

function isBlank(value: FieldValue): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

function toNumber(value: number | string): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const text = value.trim().replace(/,/g, '');
  return /^\d+(?:\.\d+)?$/.test(text) ? Number(text) : null;
}

const round = (value: number, decimals: number): number => {
  const scale = 10 ** decimals;
  return Math.round(value * scale) / scale;
};

/** Checks form values against the spec's form messages; a place error carries the reason as well. */
export function validateEmissionsInput(
  values: EmissionsFormValues,
): { ok: true; input: EmissionsInput; from: Location; to: Location } | { ok: false; errors: EmissionsFieldError[] } {
  const errors: EmissionsFieldError[] = [];
  const fail = (field: EmissionsField, message: Message, reason?: LocationProblem): null => {
    errors.push(reason ? { field, message, reason } : { field, message });
    return null;
  };

  const modeText = (values.mode ?? '').trim();
  const mode =
    modeText === '' ? fail('mode', MESSAGES.required) : (MODES.find((m) => m === modeText) ?? fail('mode', MESSAGES.responseInvalid));

  let weightKg: number | null = null;
  const rawWeight = values.weightKg;
  if (rawWeight === null || rawWeight === undefined || isBlank(rawWeight)) fail('weightKg', MESSAGES.required);
  else {
    const weight = toNumber(rawWeight);
    if (weight === null || weight <= 0 || weight > MAX_WEIGHT_KG) fail('weightKg', MESSAGES.responseInvalid);
    else weightKg = weight;
  }

  const place = (field: 'origin' | 'destination'): Location | null => {
    const code = (values[field] ?? '').trim();
    if (code === '') return fail(field, MESSAGES.required);
    const location = findLocation(code);
    if (!location) return fail(field, MESSAGES.responseInvalid, 'unknown-code');
    if (mode && !KINDS_FOR_MODE[mode].includes(location.kind)) {
      return fail(field, MESSAGES.responseInvalid, mode === 'ocean' ? 'needs-port' : 'needs-airport');
    }
    return location;
  };
  const from = place('origin');
  const to = place('destination');

  if (from && to && from.code === to.code) fail('destination', MESSAGES.responseInvalid, 'same-place');
  else if (from && to && (mode === 'truck' || mode === 'rail')) {
    const a = landmassOf(from.country);
    if (a === undefined || a !== landmassOf(to.country)) fail('destination', MESSAGES.responseInvalid, 'no-land-route');
  }

  if (errors.length > 0 || mode === null || weightKg === null || from === null || to === null) return { ok: false, errors };
  return { ok: true, input: { mode, weightKg, origin: from.code, destination: to.code }, from, to };
}

/** Validates the form values and, when they are valid, estimates the leg's well-to-wheel emissions. */
export function estimateEmissions(values: EmissionsFormValues): EmissionsOutcome {
  const validated = validateEmissionsInput(values);
  if (!validated.ok) return validated;
  const { input, from, to } = validated;

  const routing = ROUTING[input.mode];
  const factor = EMISSION_FACTORS[input.mode];
  const distanceKm = Math.round(greatCircleKm(from, to));
  const routedKm = Math.round(distanceKm * routing.detourFactor + routing.addKm);
  const tonneKm = (input.weightKg / 1000) * routedKm;
  const kgCo2e = (tonneKm * factor.gCo2ePerTonneKm) / 1000;

  const number = (value: number): string => value.toLocaleString('en-US', { maximumFractionDigits: 2 });
  const stretch = routing.addKm > 0 ? ` + ${number(routing.addKm)} km` : ` × ${routing.detourFactor}`;
  const method =
    `${number(input.weightKg / 1000)} t × (${number(distanceKm)} km great-circle${stretch} = ${number(routedKm)} km) × ` +
    `${number(factor.gCo2ePerTonneKm)} g CO2e per tonne-km (${factor.category}, well-to-wheel)`;

  return {
    ok: true,
    estimate: {
      mode: input.mode,
      origin: from,
      destination: to,
      weightKg: input.weightKg,
      distanceKm,
      routedKm,
      routing,
      tonneKm: round(tonneKm, 2),
      factor,
      kgCo2e: round(kgCo2e, 2),
      method,
    },
  };
}
