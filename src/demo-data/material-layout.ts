/**
 * Data of the Material UI layout, utility and lab demos: a paint maker's colour cards (drawn as
 * SVG data URIs, so image demos need no image files or network) and the milestones of a bike
 * shop's repair order. Fixed lists, the same for every reader and every test.
 */

export interface Swatch {
  id: string;
  name: string;
  /** Colour family, shown as the card's subtitle. */
  family: string;
  /** Two colours of the card's gradient. */
  from: string;
  to: string;
}

export const SWATCHES: readonly Swatch[] = [
  {id: 'harbour', name: 'Harbour blue', family: 'Blues', from: '#1f4e79', to: '#5b8cc0'},
  {id: 'saffron', name: 'Saffron', family: 'Yellows', from: '#c98a00', to: '#f4c542'},
  {id: 'moss', name: 'Moss', family: 'Greens', from: '#3c5a28', to: '#7f9f55'},
  {id: 'brick', name: 'Brick', family: 'Reds', from: '#7d2e1f', to: '#c0563c'},
  {id: 'slate', name: 'Slate', family: 'Greys', from: '#3f4650', to: '#7a8591'},
  {id: 'lavender', name: 'Lavender', family: 'Purples', from: '#5e4b8b', to: '#a394cf'},
  {id: 'sand', name: 'Sand dune', family: 'Neutrals', from: '#8d7651', to: '#d9c59a'},
  {id: 'teal', name: 'Deep teal', family: 'Greens', from: '#0f4f4f', to: '#3a9a94'},
  {id: 'coral', name: 'Coral', family: 'Reds', from: '#b0463a', to: '#f08a6c'},
  {id: 'ink', name: 'Ink', family: 'Blues', from: '#151b2e', to: '#3b4a78'},
  {id: 'olive', name: 'Olive grove', family: 'Greens', from: '#4b4a1c', to: '#9a9548'},
  {id: 'plum', name: 'Plum', family: 'Purples', from: '#4a1f3d', to: '#8f4a7a'},
];

/**
 * A colour card as an image: a diagonal gradient of the swatch's two colours, `width` x `height`
 * px, stretched to whatever box shows it. The demos give each image its `alt` from the swatch's name.
 */
export function swatchImage(swatch: Swatch, width = 240, height = 240): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" preserveAspectRatio="none">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${swatch.from}"/><stop offset="1" stop-color="${swatch.to}"/>` +
    `</linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export interface RepairStep {
  time: string;
  title: string;
  detail: string;
}

/** One repair order at the shop, from drop-off to pickup (times on the day of the repair). */
export const REPAIR_STEPS: readonly RepairStep[] = [
  {time: '09:10', title: 'Dropped off', detail: 'Rear brake rubbing, gears skipping'},
  {time: '10:45', title: 'Inspected', detail: 'Worn chain and glazed pads'},
  {time: '13:20', title: 'Parts fitted', detail: 'New 12-speed chain and pads'},
  {time: '16:05', title: 'Test ride', detail: 'Shifting clean on all gears'},
  {time: '17:30', title: 'Ready for pickup', detail: 'Customer notified by text'},
];
