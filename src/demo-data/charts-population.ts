/**
 * Population figures for the chart demos, rounded. The country and continent figures are shaped
 * after the UN World Population Prospects (mid-year estimates); the age pyramid after Japan's 2020
 * census. Rounded for reading, not for citing.
 */

export interface CountryPopulation {
  country: string;
  code: string;
  continent: 'Asia' | 'Africa' | 'Americas' | 'Europe';
  /** Mid-2023 population, in millions. */
  population: number;
}

/** The ten most populous countries in 2023. */
export const TOP_COUNTRIES_2023: readonly CountryPopulation[] = [
  {country: 'India', code: 'IN', continent: 'Asia', population: 1428},
  {country: 'China', code: 'CN', continent: 'Asia', population: 1425},
  {country: 'United States', code: 'US', continent: 'Americas', population: 340},
  {country: 'Indonesia', code: 'ID', continent: 'Asia', population: 278},
  {country: 'Pakistan', code: 'PK', continent: 'Asia', population: 240},
  {country: 'Nigeria', code: 'NG', continent: 'Africa', population: 224},
  {country: 'Brazil', code: 'BR', continent: 'Americas', population: 216},
  {country: 'Bangladesh', code: 'BD', continent: 'Asia', population: 173},
  {country: 'Russia', code: 'RU', continent: 'Europe', population: 144},
  {country: 'Mexico', code: 'MX', continent: 'Americas', population: 128},
];

export const CONTINENTS = ['Asia', 'Africa', 'Europe', 'Latin America', 'North America', 'Oceania'] as const;
export type Continent = (typeof CONTINENTS)[number];

export const DECADES = [1950, 1960, 1970, 1980, 1990, 2000, 2010, 2020] as const;

/** Population of each continent at the start of each decade, in billions. */
export const CONTINENT_POPULATION: Record<Continent, readonly number[]> = {
  Asia: [1.38, 1.71, 2.14, 2.65, 3.22, 3.74, 4.21, 4.64],
  Africa: [0.23, 0.28, 0.36, 0.48, 0.63, 0.81, 1.04, 1.36],
  Europe: [0.55, 0.61, 0.66, 0.69, 0.72, 0.73, 0.74, 0.75],
  'Latin America': [0.17, 0.22, 0.29, 0.36, 0.44, 0.52, 0.6, 0.65],
  'North America': [0.17, 0.2, 0.23, 0.25, 0.28, 0.31, 0.34, 0.37],
  Oceania: [0.013, 0.016, 0.02, 0.023, 0.027, 0.031, 0.037, 0.043],
};

/** 2020 population by continent (the last column above), in billions. */
export function continentShares2020(): {continent: Continent; population: number}[] {
  return CONTINENTS.map((continent) => ({continent, population: CONTINENT_POPULATION[continent].at(-1)!}));
}

export interface AgeBand {
  band: string;
  /** Millions of men in the band. */
  men: number;
  /** Millions of women in the band. */
  women: number;
}

/** Population by five-year age band of a country with an ageing population (Japan, 2020). */
export const AGE_PYRAMID: readonly AgeBand[] = [
  {band: '0–4', men: 2.3, women: 2.2},
  {band: '5–9', men: 2.6, women: 2.5},
  {band: '10–14', men: 2.8, women: 2.6},
  {band: '15–19', men: 3.0, women: 2.8},
  {band: '20–24', men: 3.2, women: 3.0},
  {band: '25–29', men: 3.2, women: 3.1},
  {band: '30–34', men: 3.5, women: 3.4},
  {band: '35–39', men: 3.9, women: 3.8},
  {band: '40–44', men: 4.4, women: 4.3},
  {band: '45–49', men: 4.9, women: 4.8},
  {band: '50–54', men: 4.3, women: 4.3},
  {band: '55–59', men: 3.9, women: 3.9},
  {band: '60–64', men: 3.7, women: 3.8},
  {band: '65–69', men: 4.1, women: 4.3},
  {band: '70–74', men: 4.2, women: 4.7},
  {band: '75–79', men: 3.1, women: 3.7},
  {band: '80–84', men: 2.1, women: 2.9},
  {band: '85+', men: 1.6, women: 3.6},
];
