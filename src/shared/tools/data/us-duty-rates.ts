/**
 * A small table of US import duty rates for common 6-digit HS subheadings, for the duty estimator.
 *
 * Rates are the "General" rate of duty (column 1, the normal-trade-relations or MFN rate) of the
 * Harmonized Tariff Schedule of the United States. US duty rates are set at the 8-digit level, so a
 * 6-digit subheading only has one rate when every 8-digit line under it shares that rate: the
 * subheadings below were chosen because they do, which is what makes a lookup by the first six digits
 * of a longer code safe.
 *
 * NOT INCLUDED, and the visitor must check them: Section 301 duties (products of China), Section 232
 * duties (steel, aluminium, copper, timber and lumber, furniture and cabinets, vehicles and parts...),
 * duties imposed under IEEPA and other chapter 99 measures, anti-dumping and countervailing duties,
 * and the lower "Special" rates for free trade agreements and preference programmes. Any of these can
 * change the duty owed far more than the rate shown here.
 */

export interface UsDutyRate {
  /** The 6-digit HS subheading, digits only. */
  subheading: string;
  description: string;
  /** The General (column 1) ad valorem rate in per cent; 0 where the schedule says "Free". */
  generalRatePercent: number;
}

export const DUTY_RATE_SOURCE = {
  title: 'Harmonized Tariff Schedule of the United States (HTSUS)',
  publisher: 'United States International Trade Commission (USITC), hts.usitc.gov',
  edition: '2025 HTSUS, General rate of duty (column 1)',
  // The revision and the day the rates were checked against hts.usitc.gov are recorded here once
  // someone has done that check: these rates were compiled without access to the live schedule.
  revision: null as string | null,
  consultedOn: null as string | null,
  excludes:
    'Section 301, Section 232, IEEPA and other chapter 99 additional duties, anti-dumping and countervailing duties, and free trade agreement rates',
} as const;

export const US_DUTY_RATES: readonly UsDutyRate[] = [
  // Furniture: zero for zero since the Uruguay Round, but Section 232 (timber, furniture) applies on top.
  { subheading: '940161', description: 'Upholstered seats with wooden frames', generalRatePercent: 0 },
  { subheading: '940171', description: 'Upholstered seats with metal frames', generalRatePercent: 0 },
  { subheading: '940320', description: 'Other metal furniture', generalRatePercent: 0 },
  { subheading: '940350', description: 'Wooden bedroom furniture', generalRatePercent: 0 },
  { subheading: '940360', description: 'Other wooden furniture', generalRatePercent: 0 },
  // Apparel
  { subheading: '610910', description: 'T-shirts, singlets and vests of cotton, knitted', generalRatePercent: 16.5 },
  { subheading: '610510', description: "Men's or boys' shirts of cotton, knitted", generalRatePercent: 19.7 },
  { subheading: '610610', description: "Women's or girls' blouses and shirts of cotton, knitted", generalRatePercent: 19.7 },
  // Footwear
  { subheading: '640110', description: 'Waterproof footwear with a protective metal toe-cap', generalRatePercent: 37.5 },
  // Electronics and appliances
  { subheading: '847130', description: 'Portable computers (laptops, tablets) weighing up to 10 kg', generalRatePercent: 0 },
  {
    subheading: '847160',
    description: 'Computer input or output units (keyboards, mice, printers of this heading)',
    generalRatePercent: 0,
  },
  { subheading: '851713', description: 'Smartphones', generalRatePercent: 0 },
  {
    subheading: '851762',
    description: 'Machines for receiving, converting and transmitting data (routers, modems)',
    generalRatePercent: 0,
  },
  { subheading: '852852', description: 'Monitors able to connect directly to a computer', generalRatePercent: 0 },
  { subheading: '850760', description: 'Lithium-ion accumulators (batteries)', generalRatePercent: 3.4 },
  { subheading: '851650', description: 'Microwave ovens', generalRatePercent: 2 },
  { subheading: '841810', description: 'Combined refrigerator-freezers with separate external doors', generalRatePercent: 0 },
  // Toys and games
  { subheading: '950300', description: 'Toys, scale models and puzzles', generalRatePercent: 0 },
  { subheading: '950450', description: 'Video game consoles and machines', generalRatePercent: 0 },
  // Auto parts
  { subheading: '401110', description: 'New pneumatic tyres of rubber, for motor cars', generalRatePercent: 4 },
  { subheading: '850710', description: 'Lead-acid batteries for starting piston engines', generalRatePercent: 3.5 },
  { subheading: '851110', description: 'Spark plugs', generalRatePercent: 2.5 },
  { subheading: '842123', description: 'Oil or fuel filters for internal combustion engines', generalRatePercent: 0 },
  { subheading: '870821', description: 'Safety seat belts for motor vehicles', generalRatePercent: 2.5 },
  // Steel: MFN-free since the Uruguay Round; Section 232 is what an importer actually pays.
  { subheading: '720851', description: 'Hot-rolled flat steel, 600 mm or wider, over 10 mm thick, not in coils', generalRatePercent: 0 },
  {
    subheading: '721049',
    description: 'Flat-rolled steel, 600 mm or wider, zinc-coated (galvanised), other than corrugated',
    generalRatePercent: 0,
  },
  { subheading: '721420', description: 'Steel concrete reinforcing bars (rebar)', generalRatePercent: 0 },
  {
    subheading: '730630',
    description: 'Welded tubes and pipes of circular cross-section, of iron or non-alloy steel',
    generalRatePercent: 0,
  },
  // Plastics and packaging
  { subheading: '390110', description: 'Polyethylene with a specific gravity below 0.94, in primary forms', generalRatePercent: 6.5 },
  { subheading: '390761', description: 'Polyethylene terephthalate (PET), viscosity number 78 ml/g or higher', generalRatePercent: 6.5 },
  { subheading: '392010', description: 'Plates, sheets and film of polymers of ethylene', generalRatePercent: 4.2 },
  { subheading: '392310', description: 'Plastic boxes, cases and crates', generalRatePercent: 3 },
  { subheading: '392321', description: 'Plastic sacks and bags of polymers of ethylene', generalRatePercent: 3 },
  { subheading: '392330', description: 'Plastic carboys, bottles and flasks', generalRatePercent: 3 },
  { subheading: '481910', description: 'Cartons, boxes and cases of corrugated paper or paperboard', generalRatePercent: 0 },
];

const BY_SUBHEADING = new Map(US_DUTY_RATES.map((rate) => [rate.subheading, rate]));

/** The table entry for the first six digits of an HS or HTSUS code given as digits only; undefined when the table has none. */
export function findUsDutyRate(digits: string): UsDutyRate | undefined {
  return BY_SUBHEADING.get(digits.slice(0, 6));
}
