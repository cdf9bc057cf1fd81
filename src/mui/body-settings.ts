/**
 * Direction and density as the settings panel writes them on <body>: `dir="ltr|rtl"` and
 * `data-dense="true|false"`. Anything else reads as the default (ltr, not dense).
 */
import type {Direction} from './theme';

export interface BodySettings {
  direction: Direction;
  dense: boolean;
}

export const DEFAULT_BODY_SETTINGS: BodySettings = {direction: 'ltr', dense: false};

/** Body attributes the demo provider watches. */
export const WATCHED_BODY_ATTRIBUTES = ['dir', 'data-dense'];

export function readBodySettings(body: Pick<Element, 'getAttribute'> | null | undefined): BodySettings {
  if (!body) return DEFAULT_BODY_SETTINGS;
  const dir = body.getAttribute('dir');
  return {
    direction: dir?.toLowerCase() === 'rtl' ? 'rtl' : 'ltr',
    dense: body.getAttribute('data-dense') === 'true',
  };
}
