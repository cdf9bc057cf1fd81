/**
 * Monthly climate of six cities, for the chart demos: mean temperature (°C) and precipitation
 * (mm) per month. Approximate climate normals, rounded: shaped after the published 1991–2020
 * tables of each city's main weather station, good enough to read but not a reference.
 */

export const MONTHS_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

export type CityId = 'oslo' | 'london' | 'madrid' | 'beijing' | 'singapore' | 'sydney';

export interface CityClimate {
  id: CityId;
  city: string;
  country: string;
  /** Mean temperature of each month, January first, in °C. */
  temperature: readonly number[];
  /** Precipitation of each month, January first, in mm. */
  precipitation: readonly number[];
}

export const CITY_CLIMATES: readonly CityClimate[] = [
  {
    id: 'oslo',
    city: 'Oslo',
    country: 'Norway',
    temperature: [-2.3, -2.0, 1.0, 5.8, 11.1, 15.3, 17.2, 16.0, 11.4, 6.1, 1.8, -1.4],
    precipitation: [57, 42, 46, 46, 58, 73, 80, 90, 80, 90, 81, 66],
  },
  {
    id: 'london',
    city: 'London',
    country: 'United Kingdom',
    temperature: [5.2, 5.3, 7.6, 9.9, 13.3, 16.5, 18.7, 18.5, 15.7, 12.0, 8.0, 5.5],
    precipitation: [55, 41, 42, 44, 49, 45, 45, 50, 49, 69, 59, 55],
  },
  {
    id: 'madrid',
    city: 'Madrid',
    country: 'Spain',
    temperature: [6.3, 7.9, 11.2, 12.9, 16.7, 22.2, 25.6, 25.1, 20.9, 15.1, 9.9, 6.9],
    precipitation: [33, 35, 37, 39, 45, 21, 10, 10, 27, 55, 58, 45],
  },
  {
    id: 'beijing',
    city: 'Beijing',
    country: 'China',
    temperature: [-3.1, 0.3, 6.7, 14.8, 20.8, 24.9, 26.7, 25.5, 20.8, 13.7, 5.0, -0.9],
    precipitation: [3, 6, 9, 26, 35, 78, 185, 160, 46, 22, 10, 2],
  },
  {
    id: 'singapore',
    city: 'Singapore',
    country: 'Singapore',
    temperature: [26.7, 27.3, 27.7, 28.1, 28.5, 28.5, 28.2, 28.1, 27.9, 27.9, 27.0, 26.6],
    precipitation: [222, 115, 170, 168, 171, 131, 158, 176, 169, 194, 257, 288],
  },
  {
    id: 'sydney',
    city: 'Sydney',
    country: 'Australia',
    temperature: [23.5, 23.4, 22.1, 19.5, 16.6, 14.2, 13.4, 14.5, 17.0, 18.9, 20.4, 22.1],
    precipitation: [91, 131, 117, 115, 97, 134, 70, 76, 60, 71, 83, 72],
  },
];

export function cityClimate(id: CityId): CityClimate {
  return CITY_CLIMATES.find((c) => c.id === id)!;
}

/** One row per month with a column per city: the shape the charts' `dataset` prop takes. */
export type MonthlyClimateRow = {month: string} & Record<CityId, number>;

export function monthlyDataset(measure: 'temperature' | 'precipitation'): MonthlyClimateRow[] {
  return MONTHS_SHORT.map((month, index) => {
    const row = {month} as MonthlyClimateRow;
    for (const city of CITY_CLIMATES) row[city.id] = city[measure][index]!;
    return row;
  });
}
