/** Monthly sales figures of two shops, for the chart demos. */
import {createRandom, integerBetween} from './random';

export const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export interface MonthlySales {
  month: string;
  harbour: number;
  station: number;
  orders: number;
}

export function createMonthlySales(seed = 11): MonthlySales[] {
  const random = createRandom(seed);
  return MONTHS.map((month, index) => {
    const season = Math.round(40 * Math.sin(((index - 2) / 12) * 2 * Math.PI));
    return {
      month,
      harbour: 120 + season + integerBetween(random, 0, 40),
      station: 90 + season + integerBetween(random, 0, 60),
      orders: 300 + season * 3 + integerBetween(random, 0, 120),
    };
  });
}
