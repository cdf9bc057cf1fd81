/**
 * A small stock-quote board for the real-time data grid demos. Prices move by seeded ticks:
 * tick N always produces the same prices, so screenshots and tests see the same board.
 */
import {createRandom, integerBetween} from './random';

export interface QuoteRow {
  id: string;
  company: string;
  sector: string;
  price: number;
  /** Change of the last tick, in currency units. */
  change: number;
  volume: number;
}

const COMPANIES: ReadonlyArray<[string, string, string]> = [
  ['NRTH', 'Northwind Traders', 'Retail'],
  ['CNTS', 'Contoso Energy', 'Energy'],
  ['FABR', 'Fabrikam Robotics', 'Industrials'],
  ['ADVW', 'Adventure Works', 'Leisure'],
  ['TLSP', 'Tailspin Air', 'Transport'],
  ['WWIM', 'Wide World Importers', 'Retail'],
  ['LITW', 'Litware Software', 'Technology'],
  ['PROS', 'Proseware Health', 'Healthcare'],
  ['WOOD', 'Woodgrove Bank', 'Finance'],
  ['ALPN', 'Alpine Ski House', 'Leisure'],
  ['BLUE', 'Blue Yonder Airlines', 'Transport'],
  ['COHO', 'Coho Vineyard', 'Consumer'],
];

export function createQuotes(seed = 11): QuoteRow[] {
  const random = createRandom(seed);
  return COMPANIES.map(([id, company, sector]) => ({
    id,
    company,
    sector,
    price: integerBetween(random, 2000, 40000) / 100,
    change: 0,
    volume: integerBetween(random, 10, 900) * 1000,
  }));
}

/** The board after one more tick: each price moves by at most 2 %, rounded to cents. */
export function tickQuotes(quotes: readonly QuoteRow[], tick: number, seed = 11): QuoteRow[] {
  const random = createRandom(seed * 7919 + tick);
  return quotes.map((quote) => {
    const percent = (random() - 0.5) * 4;
    const price = Math.max(1, Math.round(quote.price * (100 + percent)) / 100);
    return {
      ...quote,
      price,
      change: Math.round((price - quote.price) * 100) / 100,
      volume: quote.volume + integerBetween(random, 0, 40) * 100,
    };
  });
}
