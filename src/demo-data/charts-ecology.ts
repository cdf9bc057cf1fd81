/**
 * An ecological pyramid of energy, for the pyramid demos: the energy available at each level of a
 * food chain, following the textbook "ten percent rule" (each level passes on about a tenth of
 * the energy it receives). Units: kilocalories per square metre per year.
 */

export const TROPHIC_LEVELS: readonly {id: string; label: string; value: number}[] = [
  {id: 'producers', label: 'Producers (plants, algae)', value: 20000},
  {id: 'primary', label: 'Primary consumers (herbivores)', value: 2000},
  {id: 'secondary', label: 'Secondary consumers', value: 200},
  {id: 'tertiary', label: 'Tertiary consumers', value: 20},
];

/** Staff of a fictional company by level, for a pyramid of headcounts. */
export const ORG_LEVELS: readonly {id: string; label: string; value: number}[] = [
  {id: 'staff', label: 'Staff', value: 1240},
  {id: 'leads', label: 'Team leads', value: 160},
  {id: 'managers', label: 'Managers', value: 48},
  {id: 'directors', label: 'Directors', value: 12},
  {id: 'executives', label: 'Executives', value: 4},
];
