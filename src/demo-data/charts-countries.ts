/**
 * Income and health of thirty countries, for the scatter demos: GDP per person (current US$),
 * life expectancy at birth (years) and population (millions), around 2022. Rounded, shaped after
 * the World Bank's development indicators; good enough to read, not to cite.
 */

export type Region = 'Europe' | 'Asia' | 'Americas' | 'Africa' | 'Oceania';

export interface CountryIndicators {
  id: string;
  country: string;
  region: Region;
  gdpPerCapita: number;
  lifeExpectancy: number;
  population: number;
}

export const REGIONS: readonly Region[] = ['Europe', 'Asia', 'Americas', 'Africa', 'Oceania'];

export const COUNTRY_INDICATORS: readonly CountryIndicators[] = [
  {id: 'NO', country: 'Norway', region: 'Europe', gdpPerCapita: 106000, lifeExpectancy: 83.2, population: 5.5},
  {id: 'CH', country: 'Switzerland', region: 'Europe', gdpPerCapita: 93000, lifeExpectancy: 83.8, population: 8.8},
  {id: 'DE', country: 'Germany', region: 'Europe', gdpPerCapita: 48700, lifeExpectancy: 80.7, population: 84},
  {id: 'GB', country: 'United Kingdom', region: 'Europe', gdpPerCapita: 46000, lifeExpectancy: 80.7, population: 67},
  {id: 'FR', country: 'France', region: 'Europe', gdpPerCapita: 41000, lifeExpectancy: 82.0, population: 68},
  {id: 'IT', country: 'Italy', region: 'Europe', gdpPerCapita: 34800, lifeExpectancy: 82.9, population: 59},
  {id: 'ES', country: 'Spain', region: 'Europe', gdpPerCapita: 29700, lifeExpectancy: 83.1, population: 48},
  {id: 'PL', country: 'Poland', region: 'Europe', gdpPerCapita: 18700, lifeExpectancy: 77.4, population: 37},
  {id: 'TR', country: 'Türkiye', region: 'Europe', gdpPerCapita: 10600, lifeExpectancy: 77.7, population: 85},
  {id: 'JP', country: 'Japan', region: 'Asia', gdpPerCapita: 34000, lifeExpectancy: 84.0, population: 125},
  {id: 'KR', country: 'South Korea', region: 'Asia', gdpPerCapita: 32400, lifeExpectancy: 82.7, population: 52},
  {id: 'CN', country: 'China', region: 'Asia', gdpPerCapita: 12700, lifeExpectancy: 78.6, population: 1412},
  {id: 'ID', country: 'Indonesia', region: 'Asia', gdpPerCapita: 4800, lifeExpectancy: 70.5, population: 276},
  {id: 'VN', country: 'Vietnam', region: 'Asia', gdpPerCapita: 4200, lifeExpectancy: 74.6, population: 98},
  {id: 'BD', country: 'Bangladesh', region: 'Asia', gdpPerCapita: 2700, lifeExpectancy: 73.7, population: 171},
  {id: 'IN', country: 'India', region: 'Asia', gdpPerCapita: 2400, lifeExpectancy: 70.2, population: 1417},
  {id: 'PK', country: 'Pakistan', region: 'Asia', gdpPerCapita: 1600, lifeExpectancy: 66.4, population: 236},
  {id: 'US', country: 'United States', region: 'Americas', gdpPerCapita: 76000, lifeExpectancy: 76.4, population: 333},
  {id: 'CA', country: 'Canada', region: 'Americas', gdpPerCapita: 55000, lifeExpectancy: 81.7, population: 39},
  {id: 'CL', country: 'Chile', region: 'Americas', gdpPerCapita: 15400, lifeExpectancy: 79.5, population: 20},
  {id: 'AR', country: 'Argentina', region: 'Americas', gdpPerCapita: 13700, lifeExpectancy: 76.1, population: 46},
  {id: 'MX', country: 'Mexico', region: 'Americas', gdpPerCapita: 11500, lifeExpectancy: 74.8, population: 128},
  {id: 'BR', country: 'Brazil', region: 'Americas', gdpPerCapita: 8900, lifeExpectancy: 75.3, population: 215},
  {id: 'PE', country: 'Peru', region: 'Americas', gdpPerCapita: 7100, lifeExpectancy: 72.4, population: 34},
  {id: 'ZA', country: 'South Africa', region: 'Africa', gdpPerCapita: 6800, lifeExpectancy: 64.9, population: 60},
  {id: 'EG', country: 'Egypt', region: 'Africa', gdpPerCapita: 4300, lifeExpectancy: 70.2, population: 111},
  {id: 'NG', country: 'Nigeria', region: 'Africa', gdpPerCapita: 2200, lifeExpectancy: 53.6, population: 219},
  {id: 'KE', country: 'Kenya', region: 'Africa', gdpPerCapita: 2100, lifeExpectancy: 62.9, population: 54},
  {id: 'ET', country: 'Ethiopia', region: 'Africa', gdpPerCapita: 1000, lifeExpectancy: 65.0, population: 123},
  {id: 'AU', country: 'Australia', region: 'Oceania', gdpPerCapita: 65000, lifeExpectancy: 83.2, population: 26},
];

export function countriesIn(region: Region): CountryIndicators[] {
  return COUNTRY_INDICATORS.filter((c) => c.region === region);
}
