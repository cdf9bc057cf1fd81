/**
 * Data of the Material UI feedback and surfaces demos (alerts, dialogs, snackbars, cards, app bars,
 * accordions): the workshop, rides and messages of the same small bike shop as the data display
 * demos. Fixed lists and inline SVG pictures, so every reader and every test sees the same content
 * and image demos make no network request.
 */

/** A wide landscape picture as an SVG data URL (sky, hills, a road), in two colours. */
function landscape(sky: string, hill: string, road: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180"><rect width="320" height="180" fill="${sky}"/>` +
    `<circle cx="250" cy="46" r="18" fill="#fff6d5"/>` +
    `<path d="M0 120 70 70l60 40 50-30 70 45 70-30v85H0z" fill="${hill}"/>` +
    `<path d="M130 180c20-30 40-45 70-62" stroke="${road}" stroke-width="10" fill="none"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export interface Ride {
  id: string;
  title: string;
  distanceKm: number;
  climbM: number;
  date: string;
  summary: string;
  picture: {src: string; alt: string};
}

/** Three group rides the shop organises; dates are fixed, never "today". */
export const RIDES: readonly Ride[] = [
  {
    id: 'lakeside',
    title: 'Lakeside loop',
    distanceKm: 42,
    climbM: 310,
    date: '2026-04-11',
    summary: 'A flat morning loop on quiet roads, with a coffee stop halfway. Suits a first group ride.',
    picture: {src: landscape('#cfe8ff', '#7fb77e', '#5b5b5b'), alt: 'Green hills under a pale blue sky'},
  },
  {
    id: 'ridge',
    title: 'Ridge climb',
    distanceKm: 68,
    climbM: 1240,
    date: '2026-04-18',
    summary: 'Two long climbs and a fast descent back to the shop. Bring lights and a rain jacket.',
    picture: {src: landscape('#ffd9b3', '#a3664a', '#3f3f3f'), alt: 'Brown ridge at sunset'},
  },
  {
    id: 'gravel',
    title: 'Forest gravel',
    distanceKm: 55,
    climbM: 720,
    date: '2026-04-25',
    summary: 'Mostly gravel tracks through the forest. Tyres of 40 mm or wider recommended.',
    picture: {src: landscape('#dbe7d3', '#3f6d3a', '#b08a5a'), alt: 'Dark green forest hills and a gravel track'},
  },
];

/** Workshop services with their price in euros and time on the stand in minutes. */
export const SERVICES = [
  {id: 'basic', name: 'Basic tune-up', price: 59, minutes: 45, detail: 'Gears and brakes adjusted, tyres pumped, chain cleaned.'},
  {
    id: 'full',
    name: 'Full service',
    price: 139,
    minutes: 150,
    detail: 'Drivetrain stripped and cleaned, bearings checked, cables replaced.',
  },
  {id: 'wheel', name: 'Wheel true', price: 25, minutes: 30, detail: 'One wheel trued and tensioned on the stand.'},
  {id: 'brake', name: 'Brake bleed', price: 35, minutes: 40, detail: 'Hydraulic brake bled front and rear, pads checked.'},
] as const;

/** Questions customers ask the workshop, for accordions. */
export const WORKSHOP_FAQ = [
  {
    id: 'booking',
    question: 'Do I need to book a service?',
    answer: 'Bookings get a fixed slot. Without one, the bike joins the queue and is usually ready within two working days.',
  },
  {
    id: 'parts',
    question: 'Can I bring my own parts?',
    answer: 'Yes. The workshop fits parts you bring, at the normal labour price, and checks they suit your bike first.',
  },
  {
    id: 'ebikes',
    question: 'Do you service e-bikes?',
    answer: 'Mechanical parts, yes. Motor and battery faults go to the maker’s service centre.',
  },
  {
    id: 'warranty',
    question: 'How long is the warranty on repairs?',
    answer: 'Three months on labour. Parts carry the warranty of their maker.',
  },
] as const;

/** Messages a shop assistant receives, for lists in dialogs and snackbars. */
export const CUSTOMERS = ['amara.okafor@example.com', 'chen.wang@example.com', 'rosa.fischer@example.com'] as const;
