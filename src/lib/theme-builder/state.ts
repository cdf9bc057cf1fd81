/**
 * The theme builder's state and its URL form, so a link shares a theme. Every field is read on its
 * own: a malformed one is reported and falls back to its default while the others are kept.
 */
export const PALETTE_KEYS = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;
export type PaletteKey = (typeof PALETTE_KEYS)[number];

export const MODES = ['light', 'dark'] as const;
export type Mode = (typeof MODES)[number];

export const DENSITIES = ['standard', 'compact'] as const;
export type Density = (typeof DENSITIES)[number];

/** Font choices: an id in the URL, a CSS stack in the generated theme. */
export const FONTS = {
  system: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif',
  roboto: 'Roboto, "Helvetica Neue", Arial, sans-serif',
  serif: 'Georgia, "Times New Roman", "Noto Serif", serif',
  mono: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace',
} as const;
export type FontId = keyof typeof FONTS;

export const SPACING_RANGE = {min: 2, max: 16} as const;
export const RADIUS_RANGE = {min: 0, max: 32} as const;

export interface BuilderState {
  /** The intent colours picked for the light scheme. */
  colors: Record<PaletteKey, string>;
  /** Dark-scheme mains the reader set by hand; the others are derived from `colors` (see dark.ts). */
  darkColors: Partial<Record<PaletteKey, string>>;
  mode: Mode;
  spacing: number;
  radius: number;
  font: FontId;
  density: Density;
}

/** The URL parameter of each field; colours use their palette name. */
export const PARAMS = {mode: 'mode', spacing: 'spacing', radius: 'radius', font: 'font', density: 'density'} as const;

/** The URL parameter of a dark main set by hand, e.g. `dark-primary`. */
export const darkParam = (key: PaletteKey) => `dark-${key}`;

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** A colour the builder accepts: `#rgb` or `#rrggbb`, what a colour input produces. */
export function isHexColor(value: string): boolean {
  return HEX.test(value);
}

/** Lower-case `#rrggbb`. */
export function normalizeHex(value: string): string {
  const hex = value.slice(1).toLowerCase();
  return `#${hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex}`;
}

export interface FieldProblem {
  param: string;
  value: string;
  /** What was expected, in words a reader can act on. */
  expected: string;
}

export interface DecodedState {
  state: BuilderState;
  problems: FieldProblem[];
}

function readInteger(raw: string, range: {min: number; max: number}): number | undefined {
  if (!/^\d{1,3}$/.test(raw)) return undefined;
  const value = Number(raw);
  return value >= range.min && value <= range.max ? value : undefined;
}

function oneOf<T extends string>(raw: string, values: readonly T[]): T | undefined {
  return (values as readonly string[]).includes(raw) ? (raw as T) : undefined;
}

/** Reads a state from a query string (`?primary=%23…&mode=dark`); absent fields take the defaults. */
export function decodeState(search: string, defaults: BuilderState): DecodedState {
  const params = new URLSearchParams(search);
  const problems: FieldProblem[] = [];
  const state: BuilderState = {...defaults, colors: {...defaults.colors}, darkColors: {...defaults.darkColors}};
  const read = <T>(param: string, parse: (raw: string) => T | undefined, expected: string, apply: (value: T) => void) => {
    const raw = params.get(param);
    if (raw === null) return;
    const value = parse(raw);
    if (value === undefined) problems.push({param, value: raw, expected});
    else apply(value);
  };
  const hex = (raw: string) => (isHexColor(raw) ? normalizeHex(raw) : undefined);
  const hexExpected = 'a hex colour such as #1e88e5';
  for (const key of PALETTE_KEYS) {
    read(key, hex, hexExpected, (value) => {
      state.colors[key] = value;
    });
  }
  for (const key of PALETTE_KEYS) {
    read(darkParam(key), hex, hexExpected, (value) => {
      state.darkColors[key] = value;
    });
  }
  read(
    PARAMS.mode,
    (raw) => oneOf(raw, MODES),
    MODES.join(' or '),
    (value) => (state.mode = value),
  );
  read(
    PARAMS.spacing,
    (raw) => readInteger(raw, SPACING_RANGE),
    `a whole number of pixels from ${SPACING_RANGE.min} to ${SPACING_RANGE.max}`,
    (value) => (state.spacing = value),
  );
  read(
    PARAMS.radius,
    (raw) => readInteger(raw, RADIUS_RANGE),
    `a whole number of pixels from ${RADIUS_RANGE.min} to ${RADIUS_RANGE.max}`,
    (value) => (state.radius = value),
  );
  read(
    PARAMS.font,
    (raw) => oneOf(raw, Object.keys(FONTS) as FontId[]),
    Object.keys(FONTS).join(', '),
    (value) => (state.font = value),
  );
  read(
    PARAMS.density,
    (raw) => oneOf(raw, DENSITIES),
    DENSITIES.join(' or '),
    (value) => (state.density = value),
  );
  return {state, problems};
}

/**
 * The query string of a state, naming only fields that differ from the defaults (a short link), and
 * keeping any parameter the builder does not own.
 */
export function encodeState(state: BuilderState, defaults: BuilderState, keep = ''): string {
  const params = new URLSearchParams(keep);
  const set = (param: string, value: string, fallback: string) => {
    if (value === fallback) params.delete(param);
    else params.set(param, value);
  };
  for (const key of PALETTE_KEYS) set(key, state.colors[key], defaults.colors[key]);
  // A dark main set by hand is written even if it equals the derived one: it no longer follows the light pick.
  for (const key of PALETTE_KEYS) set(darkParam(key), state.darkColors[key] ?? '', defaults.darkColors[key] ?? '');
  set(PARAMS.mode, state.mode, defaults.mode);
  set(PARAMS.spacing, String(state.spacing), String(defaults.spacing));
  set(PARAMS.radius, String(state.radius), String(defaults.radius));
  set(PARAMS.font, state.font, defaults.font);
  set(PARAMS.density, state.density, defaults.density);
  const query = params.toString();
  return query ? `?${query}` : '';
}
