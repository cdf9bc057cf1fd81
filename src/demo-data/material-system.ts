/**
 * Fixed data for the System and Customization demos: a small parcel-delivery team's dashboard.
 * No randomness and no dates relative to today, so every reader and test sees the same figures.
 */
export interface Depot {
  city: string;
  parcels: number;
  onTimePercent: number;
  vans: number;
}

export const DEPOTS: readonly Depot[] = [
  {city: 'Rotterdam', parcels: 1842, onTimePercent: 97, vans: 14},
  {city: 'Lyon', parcels: 1310, onTimePercent: 94, vans: 11},
  {city: 'Porto', parcels: 968, onTimePercent: 91, vans: 8},
  {city: 'Gdańsk', parcels: 755, onTimePercent: 96, vans: 6},
  {city: 'Bergen', parcels: 512, onTimePercent: 89, vans: 5},
];

export const ROUTE_STOPS: readonly string[] = [
  'Depot',
  'Market square',
  'Harbour office',
  'University library',
  'Central station',
  'Riverside clinic',
];

export const PARCEL_NOTE =
  'Leave the parcel with the neighbour at number 14 if nobody answers; the recipient asked for a call before 18:00.';

export const formatCount = (value: number) => value.toLocaleString('en-US');
