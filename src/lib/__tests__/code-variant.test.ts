import {codeVariantFromHash, codeVariantFromCookie, resolveCodeVariant, codeVariantCookie} from '../code-variant';

describe('code variant from the URL hash', () => {
  test.each([
    ['#basic-columns.js', 'JS'],
    ['#system-BasicColumns.tsx', 'TS'],
    ['tailwind-Foo.js', 'JS'],
    ['#Foo%2Ejs', 'JS'],
  ])('%s -> %s', (hash, expected) => {
    expect(codeVariantFromHash(hash)).toBe(expected);
  });

  test.each(['', '#', '#demo', '#foo.ts', '#foo.jsx', '#%E0%A4%A', '#.json', undefined, null])(
    'no variant in %p (and no throw)',
    (hash) => {
      expect(codeVariantFromHash(hash as string)).toBeNull();
    },
  );
});

describe('code variant from the cookie', () => {
  test('reads a valid value', () => {
    expect(codeVariantFromCookie('x=1; codeVariant=JS')).toBe('JS');
  });
  test.each(['codeVariant=js', 'codeVariant=', 'codeVariant=%E0%A4%A', 'codeVariant=<script>', ';;=;'])(
    'ignores malformed %p',
    (cookie) => {
      expect(codeVariantFromCookie(cookie)).toBeNull();
    },
  );
});

describe('resolveCodeVariant', () => {
  test('hash beats cookie beats default', () => {
    expect(resolveCodeVariant({hash: '#a.js', cookie: 'codeVariant=TS'})).toBe('JS');
    expect(resolveCodeVariant({hash: '#intro', cookie: 'codeVariant=JS'})).toBe('JS');
    expect(resolveCodeVariant({hash: '', cookie: 'codeVariant=bogus'})).toBe('TS');
    expect(resolveCodeVariant({})).toBe('TS');
  });
  test('the cookie it writes lasts a year on the whole site', () => {
    expect(codeVariantCookie('JS')).toMatch(/^codeVariant=JS; path=\/; max-age=31536000/);
  });
});
