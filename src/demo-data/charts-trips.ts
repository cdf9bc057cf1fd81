/**
 * Trips of a fictional city bike-share, for the scatter demos that need many points: distance
 * (km) against duration (minutes), seeded so every build draws the same cloud.
 */
import {createRandom} from './random';

export interface BikeTrip {
  id: number;
  /** Distance ridden, in km. */
  distance: number;
  /** Duration of the trip, in minutes. */
  duration: number;
  /** True for an electric bike. */
  electric: boolean;
}

export function bikeTrips(count = 2000, seed = 9): BikeTrip[] {
  const random = createRandom(seed);
  return Array.from({length: count}, (_, id) => {
    const electric = random() < 0.35;
    // Most trips are short; a few are long leisure rides.
    const distance = Math.round((0.4 + -Math.log(1 - random() * 0.999) * 2.6) * 10) / 10;
    const speed = (electric ? 17 : 13) * (0.7 + random() * 0.5); // km/h
    const stops = random() * 4; // minutes lost at lights and docking
    return {id, distance, duration: Math.round(((distance / speed) * 60 + stops) * 10) / 10, electric};
  });
}
