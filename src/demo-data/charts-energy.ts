/**
 * Energy figures for the chart demos, rounded. World electricity generation by source is shaped
 * after Ember's yearly electricity review; the energy flow after the published national energy
 * flow charts (sources → uses → services and losses), simplified to a few nodes. Good enough to
 * read, not to cite.
 */

export const ENERGY_YEARS = [2015, 2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023] as const;

export const ENERGY_SOURCES = ['coal', 'gas', 'hydro', 'nuclear', 'wind', 'solar', 'bioenergy'] as const;
export type EnergySource = (typeof ENERGY_SOURCES)[number];

export const ENERGY_SOURCE_LABELS: Record<EnergySource, string> = {
  coal: 'Coal',
  gas: 'Gas',
  hydro: 'Hydro',
  nuclear: 'Nuclear',
  wind: 'Wind',
  solar: 'Solar',
  bioenergy: 'Bioenergy',
};

/** Sources that emit no CO₂ when they generate. */
export const LOW_CARBON: readonly EnergySource[] = ['hydro', 'nuclear', 'wind', 'solar', 'bioenergy'];

/** World electricity generation per year, in TWh. */
export const WORLD_GENERATION: Record<EnergySource, readonly number[]> = {
  coal: [9500, 9400, 9800, 10100, 9800, 9400, 10200, 10300, 10500],
  gas: [5600, 5800, 5900, 6100, 6300, 6300, 6500, 6500, 6600],
  hydro: [3900, 4000, 4100, 4200, 4200, 4400, 4300, 4300, 4200],
  nuclear: [2600, 2600, 2600, 2700, 2800, 2700, 2800, 2700, 2700],
  wind: [830, 960, 1130, 1270, 1420, 1590, 1850, 2100, 2300],
  solar: [250, 330, 450, 580, 700, 850, 1030, 1290, 1630],
  bioenergy: [600, 620, 650, 680, 700, 720, 740, 750, 760],
};

export type GenerationRow = {year: number} & Record<EnergySource, number>;

/** One row per year, a column per source: the shape of the charts' `dataset` prop. */
export function generationDataset(): GenerationRow[] {
  return ENERGY_YEARS.map((year, index) => {
    const row = {year} as GenerationRow;
    for (const source of ENERGY_SOURCES) row[source] = WORLD_GENERATION[source][index]!;
    return row;
  });
}

/** Generation of the last year by source, in TWh, largest first. */
export function generationMix2023(): {id: EnergySource; label: string; value: number}[] {
  return ENERGY_SOURCES.map((id) => ({id, label: ENERGY_SOURCE_LABELS[id], value: WORLD_GENERATION[id].at(-1)!})).sort(
    (a, b) => b.value - a.value,
  );
}

/** A national energy balance: primary sources → electricity and end uses → services or losses (exajoules). */
export const ENERGY_FLOW_LINKS: readonly {source: string; target: string; value: number}[] = [
  {source: 'Solar', target: 'Electricity', value: 1.9},
  {source: 'Wind', target: 'Electricity', value: 1.5},
  {source: 'Hydro', target: 'Electricity', value: 0.9},
  {source: 'Nuclear', target: 'Electricity', value: 8.1},
  {source: 'Coal', target: 'Electricity', value: 8.9},
  {source: 'Coal', target: 'Industry', value: 0.9},
  {source: 'Natural gas', target: 'Electricity', value: 12.2},
  {source: 'Natural gas', target: 'Homes and offices', value: 8.6},
  {source: 'Natural gas', target: 'Industry', value: 10.6},
  {source: 'Natural gas', target: 'Transport', value: 1.2},
  {source: 'Petroleum', target: 'Industry', value: 8.7},
  {source: 'Petroleum', target: 'Transport', value: 25.5},
  {source: 'Petroleum', target: 'Homes and offices', value: 1.8},
  {source: 'Biomass', target: 'Industry', value: 2.3},
  {source: 'Biomass', target: 'Transport', value: 1.6},
  {source: 'Biomass', target: 'Homes and offices', value: 0.5},
  {source: 'Electricity', target: 'Homes and offices', value: 9.7},
  {source: 'Electricity', target: 'Industry', value: 3.4},
  {source: 'Electricity', target: 'Losses', value: 20.4},
  {source: 'Homes and offices', target: 'Useful energy', value: 13.9},
  {source: 'Homes and offices', target: 'Losses', value: 6.7},
  {source: 'Industry', target: 'Useful energy', value: 17.9},
  {source: 'Industry', target: 'Losses', value: 8.0},
  {source: 'Transport', target: 'Useful energy', value: 6.9},
  {source: 'Transport', target: 'Losses', value: 21.4},
];
