/**
 * Monthly climate of four cities on four continents, for the chart feature demos (axes, legends,
 * tooltips, styling ...). Rounded, approximate values shaped after the 1991–2020 climate normals the
 * national weather services publish (Met Norway, AEMET, the Meteorological Service Singapore and
 * the Australian Bureau of Meteorology): good enough to read a season from, not for research.
 */
export const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
export type Month = (typeof MONTHS)[number];

export interface CityClimate {
  id: 'oslo' | 'madrid' | 'singapore' | 'sydney';
  city: string;
  country: string;
  /** Mean daily temperature per month, °C. */
  temperature: readonly number[];
  /** Mean daily minimum and maximum per month, °C. */
  low: readonly number[];
  high: readonly number[];
  /** Total precipitation per month, mm. */
  precipitation: readonly number[];
  /** Average hours of sunshine per month. */
  sunshine: readonly number[];
}

export const CITY_CLIMATES: readonly CityClimate[] = [
  {
    id: 'oslo',
    city: 'Oslo',
    country: 'Norway',
    temperature: [-2.3, -2.0, 1.0, 5.6, 10.8, 14.9, 17.4, 16.2, 11.8, 6.3, 1.9, -1.7],
    low: [-5.3, -5.6, -2.9, 1.3, 6.0, 10.1, 12.9, 12.0, 8.1, 3.4, -0.6, -4.5],
    high: [0.4, 1.4, 5.4, 10.6, 16.1, 20.1, 22.4, 20.9, 16.1, 9.6, 4.2, 1.0],
    precipitation: [57, 43, 39, 45, 56, 72, 82, 96, 83, 93, 82, 55],
    sunshine: [45, 80, 145, 190, 250, 260, 255, 210, 150, 95, 50, 35],
  },
  {
    id: 'madrid',
    city: 'Madrid',
    country: 'Spain',
    temperature: [6.3, 7.9, 11.2, 13.3, 17.2, 22.7, 26.1, 25.5, 20.9, 15.1, 9.9, 6.9],
    low: [2.7, 3.7, 6.0, 7.9, 11.5, 16.5, 19.6, 19.4, 15.6, 10.9, 6.2, 3.5],
    high: [10.1, 12.4, 16.3, 18.4, 22.6, 28.9, 32.5, 31.8, 26.5, 19.9, 13.8, 10.4],
    precipitation: [32, 35, 29, 45, 47, 21, 10, 11, 23, 59, 53, 43],
    sunshine: [150, 165, 215, 235, 280, 330, 360, 340, 255, 200, 155, 130],
  },
  {
    id: 'singapore',
    city: 'Singapore',
    country: 'Singapore',
    temperature: [26.7, 27.1, 27.6, 28.0, 28.4, 28.4, 28.0, 27.9, 27.7, 27.6, 27.0, 26.6],
    low: [23.5, 23.9, 24.2, 24.6, 25.1, 25.1, 24.8, 24.7, 24.5, 24.3, 23.9, 23.6],
    high: [30.7, 31.5, 32.0, 32.3, 32.2, 31.8, 31.3, 31.3, 31.3, 31.6, 31.0, 30.4],
    precipitation: [222, 105, 151, 159, 172, 131, 158, 176, 163, 194, 255, 288],
    sunshine: [170, 185, 190, 180, 185, 175, 190, 180, 160, 155, 135, 140],
  },
  {
    id: 'sydney',
    city: 'Sydney',
    country: 'Australia',
    temperature: [23.5, 23.4, 22.1, 19.5, 16.6, 14.2, 13.4, 14.5, 17.0, 19.0, 20.6, 22.3],
    low: [19.5, 19.6, 18.4, 15.3, 12.3, 10.0, 8.8, 9.7, 12.0, 14.4, 16.3, 18.1],
    high: [27.0, 26.8, 25.7, 23.6, 20.9, 18.4, 18.0, 19.4, 21.9, 23.7, 24.7, 26.4],
    precipitation: [91, 131, 131, 127, 101, 142, 80, 80, 69, 77, 84, 78],
    sunshine: [230, 200, 205, 200, 190, 170, 200, 225, 225, 235, 225, 240],
  },
];

export function cityClimate(id: CityClimate['id']): CityClimate {
  return CITY_CLIMATES.find((c) => c.id === id)!;
}

/** One row per month with a column per city and measure (`oslo`, `osloRain`, ...), for `dataset`. */
export interface ClimateRow {
  month: Month;
  oslo: number;
  madrid: number;
  singapore: number;
  sydney: number;
  osloRain: number;
  madridRain: number;
  singaporeRain: number;
  sydneyRain: number;
  [key: string]: string | number;
}

export function climateDataset(): ClimateRow[] {
  const [oslo, madrid, singapore, sydney] = CITY_CLIMATES;
  return MONTHS.map((month, i) => ({
    month,
    oslo: oslo.temperature[i],
    madrid: madrid.temperature[i],
    singapore: singapore.temperature[i],
    sydney: sydney.temperature[i],
    osloRain: oslo.precipitation[i],
    madridRain: madrid.precipitation[i],
    singaporeRain: singapore.precipitation[i],
    sydneyRain: sydney.precipitation[i],
  }));
}
