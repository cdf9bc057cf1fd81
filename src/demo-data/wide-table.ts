/**
 * A large, wide table of sensor readings (rows x columns chosen by the caller) for the
 * virtualization demos. Values come from a seeded generator, so every build shows the same numbers.
 */
import {createRandom, integerBetween} from './random';

export type WideRow = {id: number; station: string} & Record<string, number | string>;

export function wideColumnFields(columnCount: number): string[] {
  return Array.from({length: columnCount}, (_, index) => `h${String(index).padStart(3, '0')}`);
}

export function createWideRows(rowCount: number, columnCount: number, seed = 5): WideRow[] {
  const random = createRandom(seed);
  const fields = wideColumnFields(columnCount);
  return Array.from({length: rowCount}, (_, index) => {
    const row: WideRow = {id: index + 1, station: `Station ${String(index + 1).padStart(5, '0')}`};
    for (const field of fields) row[field] = integerBetween(random, -20, 40);
    return row;
  });
}
