/**
 * Long series for the zoom, brush and performance demos, generated from a seed so every reader and
 * every test sees the same points. Shaped after real records, not copied from them:
 * - a year of daily mean temperatures in a temperate city (seasonal curve plus weather noise);
 * - three weeks of hourly electricity demand on a national grid (daily and weekly rhythm).
 * Dates are fixed (2024), never "today".
 */
import {createRandom} from './random';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
export const YEAR_START = Date.UTC(2024, 0, 1);

export interface DailyTemperature {
  date: Date;
  mean: number;
  low: number;
  high: number;
}

/** 366 days of 2024: mean, low and high in °C, one decimal. */
export function dailyTemperatures2024(seed = 2024): DailyTemperature[] {
  const random = createRandom(seed);
  let drift = 0;
  return Array.from({length: 366}, (_, day) => {
    // Coldest around 20 January, warmest around 20 July.
    const season = 9 - 10.5 * Math.cos(((day - 20) / 366) * 2 * Math.PI);
    drift = 0.75 * drift + (random() - 0.5) * 3.2;
    const mean = Math.round((season + drift) * 10) / 10;
    const spread = 3 + random() * 4;
    return {
      date: new Date(YEAR_START + day * DAY_MS),
      mean,
      low: Math.round((mean - spread / 2 - random()) * 10) / 10,
      high: Math.round((mean + spread / 2 + random()) * 10) / 10,
    };
  });
}

export interface HourlyDemand {
  time: Date;
  /** Demand in gigawatts. */
  demand: number;
}

/** Hourly demand (GW) for 21 days from Monday 4 March 2024, 00:00 UTC. */
export function hourlyDemand(seed = 7, days = 21): HourlyDemand[] {
  const random = createRandom(seed);
  const start = Date.UTC(2024, 2, 4);
  return Array.from({length: days * 24}, (_, hour) => {
    const hourOfDay = hour % 24;
    const weekday = Math.floor(hour / 24) % 7;
    const weekend = weekday >= 5 ? -4.5 : 0;
    // A morning ramp and an evening peak, lowest before dawn.
    const daily = 6 * Math.sin(((hourOfDay - 9) / 24) * 2 * Math.PI) + 3 * Math.exp(-((hourOfDay - 18) ** 2) / 6);
    const demand = 32 + daily + weekend + (random() - 0.5) * 1.6;
    return {time: new Date(start + hour * HOUR_MS), demand: Math.round(demand * 10) / 10};
  });
}

/** The same days as plain numbers (for scatter points and tests). */
export function dayOfYear(date: Date): number {
  return Math.round((date.getTime() - YEAR_START) / DAY_MS) + 1;
}
