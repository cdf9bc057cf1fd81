/**
 * The twenty most populous countries, for the scatter, legend, label and Data Grid demos.
 * Population (millions, 2024) is rounded from the UN World Population Prospects; GDP per person
 * (US dollars, 2023) and life expectancy at birth (years) are rounded World Bank figures. Rounded
 * and approximate: they give real-world shapes, not statistics to quote.
 */
export type Region = 'Asia' | 'Africa' | 'Americas' | 'Europe';

export interface CountryRow {
  id: string;
  country: string;
  region: Region;
  population: number;
  gdpPerCapita: number;
  lifeExpectancy: number;
}

export const REGIONS: readonly Region[] = ['Asia', 'Africa', 'Americas', 'Europe'];

export const COUNTRIES: readonly CountryRow[] = [
  {id: 'IN', country: 'India', region: 'Asia', population: 1451, gdpPerCapita: 2500, lifeExpectancy: 72},
  {id: 'CN', country: 'China', region: 'Asia', population: 1419, gdpPerCapita: 12600, lifeExpectancy: 78},
  {id: 'US', country: 'United States', region: 'Americas', population: 345, gdpPerCapita: 82800, lifeExpectancy: 79},
  {id: 'ID', country: 'Indonesia', region: 'Asia', population: 283, gdpPerCapita: 4900, lifeExpectancy: 71},
  {id: 'PK', country: 'Pakistan', region: 'Asia', population: 251, gdpPerCapita: 1400, lifeExpectancy: 67},
  {id: 'NG', country: 'Nigeria', region: 'Africa', population: 233, gdpPerCapita: 1600, lifeExpectancy: 54},
  {id: 'BR', country: 'Brazil', region: 'Americas', population: 212, gdpPerCapita: 10300, lifeExpectancy: 76},
  {id: 'BD', country: 'Bangladesh', region: 'Asia', population: 174, gdpPerCapita: 2600, lifeExpectancy: 74},
  {id: 'RU', country: 'Russia', region: 'Europe', population: 144, gdpPerCapita: 14000, lifeExpectancy: 73},
  {id: 'ET', country: 'Ethiopia', region: 'Africa', population: 132, gdpPerCapita: 1300, lifeExpectancy: 67},
  {id: 'MX', country: 'Mexico', region: 'Americas', population: 131, gdpPerCapita: 13900, lifeExpectancy: 75},
  {id: 'JP', country: 'Japan', region: 'Asia', population: 124, gdpPerCapita: 33800, lifeExpectancy: 84},
  {id: 'EG', country: 'Egypt', region: 'Africa', population: 116, gdpPerCapita: 3500, lifeExpectancy: 71},
  {id: 'PH', country: 'Philippines', region: 'Asia', population: 116, gdpPerCapita: 3800, lifeExpectancy: 72},
  {id: 'CD', country: 'DR Congo', region: 'Africa', population: 109, gdpPerCapita: 650, lifeExpectancy: 62},
  {id: 'VN', country: 'Vietnam', region: 'Asia', population: 101, gdpPerCapita: 4300, lifeExpectancy: 75},
  {id: 'IR', country: 'Iran', region: 'Asia', population: 91, gdpPerCapita: 4500, lifeExpectancy: 77},
  {id: 'TR', country: 'Türkiye', region: 'Asia', population: 87, gdpPerCapita: 13100, lifeExpectancy: 78},
  {id: 'DE', country: 'Germany', region: 'Europe', population: 84, gdpPerCapita: 54300, lifeExpectancy: 81},
  {id: 'TH', country: 'Thailand', region: 'Asia', population: 72, gdpPerCapita: 7200, lifeExpectancy: 79},
];

/** Colours per region, readable on light and dark backgrounds. */
export const REGION_COLORS: Record<Region, string> = {
  Asia: '#e57373',
  Africa: '#ffb74d',
  Americas: '#4fc3f7',
  Europe: '#9575cd',
};

export function populationByRegion(rows: readonly CountryRow[] = COUNTRIES): {region: Region; population: number}[] {
  return REGIONS.map((region) => ({
    region,
    population: rows.filter((r) => r.region === region).reduce((sum, r) => sum + r.population, 0),
  }));
}
