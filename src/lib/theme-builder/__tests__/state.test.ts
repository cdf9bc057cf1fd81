import {decodeState, encodeState, type BuilderState} from '../state';

const DEFAULTS: BuilderState = {
  colors: {primary: '#0b6bcb', secondary: '#9c27b0', error: '#d32f2f', warning: '#ed6c02', info: '#0288d1', success: '#2e7d32'},
  darkColors: {},
  mode: 'light',
  spacing: 8,
  radius: 12,
  font: 'system',
  density: 'standard',
};

test('a state survives the URL', () => {
  const state: BuilderState = {
    ...DEFAULTS,
    colors: {...DEFAULTS.colors, primary: '#ffeb3b', info: '#123abc'},
    mode: 'dark',
    spacing: 6,
    radius: 0,
    font: 'serif',
    density: 'compact',
  };
  const query = encodeState(state, DEFAULTS);
  expect(decodeState(query, DEFAULTS)).toEqual({state, problems: []});
});

test('a dark main set by hand has its own parameter; one left derived has none', () => {
  const state: BuilderState = {...DEFAULTS, darkColors: {primary: '#90caf9'}};
  const query = encodeState(state, DEFAULTS);
  expect(new URLSearchParams(query).get('dark-primary')).toBe('#90caf9');
  expect(new URLSearchParams(query).has('dark-secondary')).toBe(false);
  expect(decodeState(query, DEFAULTS).state.darkColors).toEqual({primary: '#90caf9'});
  const bad = decodeState('?dark-error=%23ggg', DEFAULTS);
  expect(bad.state.darkColors).toEqual({});
  expect(bad.problems.map((p) => p.param)).toEqual(['dark-error']);
});

test('defaults leave the URL empty', () => {
  expect(encodeState(DEFAULTS, DEFAULTS)).toBe('');
  expect(decodeState('', DEFAULTS).state).toEqual(DEFAULTS);
});

test('a malformed field is reported and falls back, the others are kept', () => {
  const {state, problems} = decodeState('?primary=%2312345&secondary=%23ABC&spacing=99&mode=dim&radius=4', DEFAULTS);
  expect(state.colors.primary).toBe(DEFAULTS.colors.primary);
  expect(state.colors.secondary).toBe('#aabbcc');
  expect(state.spacing).toBe(DEFAULTS.spacing);
  expect(state.mode).toBe(DEFAULTS.mode);
  expect(state.radius).toBe(4);
  expect(problems.map((p) => [p.param, p.value])).toEqual([
    ['primary', '#12345'],
    ['mode', 'dim'],
    ['spacing', '99'],
  ]);
  expect(problems[0]!.expected).toMatch(/hex colour/);
});

test('parameters the builder does not own are kept; a fixed field drops its bad value', () => {
  const query = encodeState({...DEFAULTS, radius: 20}, DEFAULTS, '?utm=a&spacing=oops');
  const params = new URLSearchParams(query);
  expect(params.get('utm')).toBe('a');
  expect(params.get('radius')).toBe('20');
  expect(params.has('spacing')).toBe(false);
});
