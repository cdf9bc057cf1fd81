/**
 * World electricity generation by source, 2015–2024, in terawatt-hours, for the stacking, legend,
 * export and styling demos. Rounded values shaped after Ember's yearly Global Electricity Review
 * (the shares and the growth of wind and solar are right; single figures are approximate).
 */
export const ENERGY_YEARS = [2015, 2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024] as const;

export type EnergySource = 'coal' | 'gas' | 'nuclear' | 'hydro' | 'wind' | 'solar' | 'other';

export interface EnergySourceInfo {
  id: EnergySource;
  label: string;
  fossil: boolean;
  /** One colour per source, chosen to read well on light and dark backgrounds. */
  color: string;
  /** TWh per year of ENERGY_YEARS. */
  generation: readonly number[];
}

export const ENERGY_SOURCES: readonly EnergySourceInfo[] = [
  {
    id: 'coal',
    label: 'Coal',
    fossil: true,
    color: '#8d6e63',
    generation: [9500, 9450, 9800, 10100, 9900, 9500, 10200, 10300, 10500, 10600],
  },
  {id: 'gas', label: 'Gas', fossil: true, color: '#ef6c00', generation: [5600, 5800, 5900, 6100, 6300, 6250, 6500, 6450, 6600, 6750]},
  {
    id: 'nuclear',
    label: 'Nuclear',
    fossil: false,
    color: '#ab47bc',
    generation: [2500, 2530, 2560, 2630, 2700, 2610, 2750, 2610, 2690, 2770],
  },
  {id: 'hydro', label: 'Hydro', fossil: false, color: '#1e88e5', generation: [3900, 4050, 4100, 4200, 4250, 4350, 4300, 4350, 4200, 4400]},
  {id: 'wind', label: 'Wind', fossil: false, color: '#26a69a', generation: [830, 960, 1130, 1270, 1420, 1590, 1850, 2100, 2330, 2500]},
  {id: 'solar', label: 'Solar', fossil: false, color: '#fbc02d', generation: [250, 330, 450, 590, 700, 850, 1030, 1300, 1630, 2130]},
  {id: 'other', label: 'Other', fossil: false, color: '#78909c', generation: [900, 920, 930, 950, 960, 970, 990, 1000, 1010, 1020]},
];

export function energySource(id: EnergySource): EnergySourceInfo {
  return ENERGY_SOURCES.find((s) => s.id === id)!;
}

/** Total generation per year, TWh. */
export function totalGeneration(): number[] {
  return ENERGY_YEARS.map((_, i) => ENERGY_SOURCES.reduce((sum, s) => sum + s.generation[i], 0));
}

/** One row per year with a column per source, for `dataset`. */
export type EnergyRow = {year: number} & Record<EnergySource, number>;

export function energyDataset(): EnergyRow[] {
  return ENERGY_YEARS.map((year, i) => {
    const row = {year} as EnergyRow;
    for (const s of ENERGY_SOURCES) row[s.id] = s.generation[i];
    return row;
  });
}

/** The mix of one year as pie data (`{id, value, label, color}`). */
export function energyMix(year: (typeof ENERGY_YEARS)[number] = 2024) {
  const i = ENERGY_YEARS.indexOf(year);
  return ENERGY_SOURCES.map((s) => ({id: s.id, value: s.generation[i], label: s.label, color: s.color}));
}
