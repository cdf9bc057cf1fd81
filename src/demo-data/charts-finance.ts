/**
 * Figures of a fictional coffee roaster, for the chart demos: quarterly results, monthly cash flow
 * and the closing price of its share over 2024's trading days. All seeded: the same every build.
 */
import {createRandom} from './random';

export const QUARTERS = ['Q1 2023', 'Q2 2023', 'Q3 2023', 'Q4 2023', 'Q1 2024', 'Q2 2024', 'Q3 2024', 'Q4 2024'] as const;

/** Revenue and operating profit per quarter, in thousands of dollars. */
export const QUARTERLY_RESULTS: readonly {quarter: string; revenue: number; profit: number; customers: number}[] = [
  {quarter: 'Q1 2023', revenue: 820, profit: 64, customers: 3100},
  {quarter: 'Q2 2023', revenue: 760, profit: 38, customers: 3250},
  {quarter: 'Q3 2023', revenue: 690, profit: -22, customers: 3300},
  {quarter: 'Q4 2023', revenue: 1040, profit: 121, customers: 3720},
  {quarter: 'Q1 2024', revenue: 910, profit: 72, customers: 3900},
  {quarter: 'Q2 2024', revenue: 880, profit: 55, customers: 4080},
  {quarter: 'Q3 2024', revenue: 810, profit: -8, customers: 4150},
  {quarter: 'Q4 2024', revenue: 1230, profit: 168, customers: 4610},
];

export const MONTHS_2024 = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** Money in and out per month of 2024, in thousands of dollars (out is negative). */
export const MONTHLY_CASH_FLOW: readonly {month: string; income: number; spending: number}[] = [
  {month: 'Jan', income: 290, spending: -262},
  {month: 'Feb', income: 285, spending: -301},
  {month: 'Mar', income: 335, spending: -288},
  {month: 'Apr', income: 300, spending: -318},
  {month: 'May', income: 288, spending: -270},
  {month: 'Jun', income: 292, spending: -276},
  {month: 'Jul', income: 262, spending: -290},
  {month: 'Aug', income: 255, spending: -284},
  {month: 'Sep', income: 293, spending: -279},
  {month: 'Oct', income: 348, spending: -310},
  {month: 'Nov', income: 402, spending: -330},
  {month: 'Dec', income: 480, spending: -356},
];

/** Business days of 2024 from Tuesday 2 January (no holidays), as UTC dates. */
export function tradingDays(count = 250): Date[] {
  const days: Date[] = [];
  for (let t = Date.UTC(2024, 0, 2); days.length < count; t += 86_400_000) {
    const weekday = new Date(t).getUTCDay();
    if (weekday !== 0 && weekday !== 6) days.push(new Date(t));
  }
  return days;
}

/** Closing prices of the roaster's share: a seeded random walk from $42 with a slight upward drift. */
export function sharePrices(count = 250, seed = 5): {date: Date; close: number; volume: number}[] {
  const random = createRandom(seed);
  let price = 42;
  return tradingDays(count).map((date) => {
    price = Math.max(5, price * (1 + (random() - 0.47) * 0.035));
    return {date, close: Math.round(price * 100) / 100, volume: Math.round(80_000 + random() * 120_000)};
  });
}

/** Twelve months of sales (thousands of bags), the last four a forecast with a low and a high bound. */
export const SALES_FORECAST: readonly {
  month: string;
  actual: number | null;
  forecast: number | null;
  low: number | null;
  high: number | null;
}[] = [
  {month: 'Jan', actual: 41, forecast: null, low: null, high: null},
  {month: 'Feb', actual: 39, forecast: null, low: null, high: null},
  {month: 'Mar', actual: 46, forecast: null, low: null, high: null},
  {month: 'Apr', actual: 44, forecast: null, low: null, high: null},
  {month: 'May', actual: 48, forecast: null, low: null, high: null},
  {month: 'Jun', actual: 47, forecast: null, low: null, high: null},
  {month: 'Jul', actual: 43, forecast: null, low: null, high: null},
  {month: 'Aug', actual: 45, forecast: 45, low: 45, high: 45},
  {month: 'Sep', actual: null, forecast: 49, low: 46, high: 52},
  {month: 'Oct', actual: null, forecast: 53, low: 48, high: 58},
  {month: 'Nov', actual: null, forecast: 58, low: 51, high: 65},
  {month: 'Dec', actual: null, forecast: 66, low: 56, high: 76},
];

/** Where a monthly gross salary of $5,000 goes, in dollars: a typical household budget, rounded. */
export const SALARY_FLOW_LINKS: readonly {source: string; target: string; value: number}[] = [
  {source: 'Gross pay', target: 'Income tax', value: 850},
  {source: 'Gross pay', target: 'Social security', value: 380},
  {source: 'Gross pay', target: 'Pension', value: 270},
  {source: 'Gross pay', target: 'Net pay', value: 3500},
  {source: 'Net pay', target: 'Housing', value: 1300},
  {source: 'Net pay', target: 'Food', value: 600},
  {source: 'Net pay', target: 'Transport', value: 350},
  {source: 'Net pay', target: 'Leisure', value: 400},
  {source: 'Net pay', target: 'Other', value: 350},
  {source: 'Net pay', target: 'Savings', value: 500},
];
