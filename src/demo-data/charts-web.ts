/**
 * Web figures for the chart demos. Browser shares are rounded and shaped after StatCounter's
 * worldwide figures for 2024; the shop funnel and the traffic series belong to a fictional online
 * shop and come from a seeded generator, so every reader sees the same numbers.
 */
import {createRandom, integerBetween} from './random';

export const BROWSER_SHARES_2024: readonly {id: string; label: string; value: number}[] = [
  {id: 'chrome', label: 'Chrome', value: 65.4},
  {id: 'safari', label: 'Safari', value: 18.4},
  {id: 'edge', label: 'Edge', value: 5.3},
  {id: 'firefox', label: 'Firefox', value: 2.7},
  {id: 'samsung', label: 'Samsung Internet', value: 2.6},
  {id: 'opera', label: 'Opera', value: 2.2},
  {id: 'other', label: 'Other', value: 3.4},
];

/** Desktop and mobile shares of page views, in %. */
export const PLATFORM_SHARES_2024: readonly {id: string; label: string; value: number}[] = [
  {id: 'mobile', label: 'Mobile', value: 61},
  {id: 'desktop', label: 'Desktop', value: 37},
  {id: 'tablet', label: 'Tablet', value: 2},
];

export const FUNNEL_STEPS = ['Visits', 'Product views', 'Added to cart', 'Checkout started', 'Purchases'] as const;

/** One month of a fictional shop, per device: how many sessions reached each step. */
export const SHOP_FUNNEL: Record<'desktop' | 'mobile', readonly number[]> = {
  desktop: [12400, 7900, 2650, 1380, 910],
  mobile: [21800, 11200, 2900, 1250, 640],
};

export function shopFunnel(device: 'desktop' | 'mobile' | 'all'): {label: string; value: number}[] {
  return FUNNEL_STEPS.map((label, i) => ({
    label,
    value: device === 'all' ? SHOP_FUNNEL.desktop[i]! + SHOP_FUNNEL.mobile[i]! : SHOP_FUNNEL[device][i]!,
  }));
}

/** 28 days of visits from Monday 4 March 2024, busier on weekdays, seeded. */
export function dailyVisits(seed = 7): {date: Date; visits: number; signups: number}[] {
  const random = createRandom(seed);
  const start = Date.UTC(2024, 2, 4);
  return Array.from({length: 28}, (_, day) => {
    const weekend = day % 7 >= 5;
    const visits = (weekend ? 2600 : 4100) + day * 25 + integerBetween(random, -300, 300);
    return {date: new Date(start + day * 86_400_000), visits, signups: Math.round(visits * (0.028 + random() * 0.012))};
  });
}

export const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

/** Average sessions per hour of the day (0–23) for each weekday: [hour, weekdayIndex, sessions]. */
export function hourlyTraffic(seed = 3): [number, number, number][] {
  const random = createRandom(seed);
  const cells: [number, number, number][] = [];
  for (let day = 0; day < 7; day += 1) {
    const weekend = day >= 5;
    for (let hour = 0; hour < 24; hour += 1) {
      const office = Math.exp(-((hour - (weekend ? 11 : 10)) ** 2) / 18);
      const evening = Math.exp(-((hour - 21) ** 2) / 8);
      const level = weekend ? 60 * office + 110 * evening : 140 * office + 90 * evening;
      cells.push([hour, day, Math.round(8 + level + integerBetween(random, 0, 12))]);
    }
  }
  return cells;
}

/** One week of a fictional shop's sessions: where they came from, where they landed, how they ended. */
export const TRAFFIC_FLOW_LINKS: readonly {source: string; target: string; value: number}[] = [
  {source: 'Search', target: 'Product page', value: 5200},
  {source: 'Search', target: 'Home page', value: 1900},
  {source: 'Social', target: 'Product page', value: 1400},
  {source: 'Social', target: 'Blog', value: 2100},
  {source: 'Newsletter', target: 'Product page', value: 1600},
  {source: 'Newsletter', target: 'Blog', value: 400},
  {source: 'Direct', target: 'Home page', value: 2300},
  {source: 'Home page', target: 'Product page', value: 2600},
  {source: 'Home page', target: 'Left', value: 1600},
  {source: 'Blog', target: 'Product page', value: 700},
  {source: 'Blog', target: 'Left', value: 1800},
  {source: 'Product page', target: 'Purchase', value: 1100},
  {source: 'Product page', target: 'Left', value: 10400},
];
