/** The top of the Paris 2024 Summer Olympics medal table, for the chart demos. */

export interface MedalRow {
  country: string;
  code: string;
  gold: number;
  silver: number;
  bronze: number;
}

/** The ten countries with the most gold medals at the Paris 2024 Summer Olympics. */
export const PARIS_2024_MEDALS: readonly MedalRow[] = [
  {country: 'United States', code: 'USA', gold: 40, silver: 44, bronze: 42},
  {country: 'China', code: 'CHN', gold: 40, silver: 27, bronze: 24},
  {country: 'Japan', code: 'JPN', gold: 20, silver: 12, bronze: 13},
  {country: 'Australia', code: 'AUS', gold: 18, silver: 19, bronze: 16},
  {country: 'France', code: 'FRA', gold: 16, silver: 26, bronze: 22},
  {country: 'Netherlands', code: 'NED', gold: 15, silver: 7, bronze: 12},
  {country: 'Great Britain', code: 'GBR', gold: 14, silver: 22, bronze: 29},
  {country: 'South Korea', code: 'KOR', gold: 13, silver: 9, bronze: 10},
  {country: 'Italy', code: 'ITA', gold: 12, silver: 13, bronze: 15},
  {country: 'Germany', code: 'GER', gold: 12, silver: 13, bronze: 8},
];
