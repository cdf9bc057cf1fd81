import {parseCookies, getCookie, serializeCookie, PREFERENCE_COOKIE_MAX_AGE_S} from '../cookies';

describe('parseCookies', () => {
  test('reads name=value pairs and decodes them', () => {
    const cookies = parseCookies('a=1; codeVariant=JS; b=hello%20world');
    expect(cookies.get('codeVariant')).toBe('JS');
    expect(cookies.get('b')).toBe('hello world');
  });

  test.each([
    ['bad percent-encoding', 'codeVariant=%E0%A4%A; other=1', {other: '1'}],
    ['pair without =', 'garbage; codeVariant=TS', {codeVariant: 'TS'}],
    ['empty name', '=JS; x=1', {x: '1'}],
    ['stray separators', ';;; ; codeStyling=css ;', {codeStyling: 'css'}],
    ['quoted value', 'codeVariant="JS"', {codeVariant: 'JS'}],
  ])('skips malformed input without throwing: %s', (_label, input, expected) => {
    expect(Object.fromEntries(parseCookies(input))).toEqual(expected);
  });

  test('non-string input gives an empty map', () => {
    expect(parseCookies(undefined).size).toBe(0);
    expect(parseCookies(null).size).toBe(0);
    expect(parseCookies(42 as unknown as string).size).toBe(0);
  });

  test('the first occurrence of a name wins (most specific path comes first)', () => {
    expect(getCookie('codeVariant=JS; codeVariant=TS', 'codeVariant')).toBe('JS');
  });
});

test('serializeCookie writes path and a one-year max-age', () => {
  expect(PREFERENCE_COOKIE_MAX_AGE_S).toBe(31536000);
  expect(serializeCookie('codeVariant', 'JS')).toBe('codeVariant=JS; path=/; max-age=31536000; SameSite=Lax');
});
