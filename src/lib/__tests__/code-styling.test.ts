import {
  codeStylingFromHash,
  codeStylingFromCookie,
  resolveCodeStyling,
  stylingForDemo,
  demoHash,
  demoNameFromHash,
  codeStylingCookie,
} from '../code-styling';

describe('code styling from the URL hash', () => {
  test.each([
    ['#tailwind-PlanCard.js', 'tailwind'],
    ['#css-PlanCard.tsx', 'css'],
    // Percent-encoded like the TS/JS part (issue 22 #11): the prefix is decoded the same way.
    ['#tailwind%2DPlanCard.js', 'tailwind'],
    ['#css%2dPlanCard%2Etsx', 'css'],
    ['#system-PlanCard.tsx', 'system'],
  ])('%s -> %s', (hash, expected) => {
    expect(codeStylingFromHash(hash)).toBe(expected);
  });

  test.each([
    ['marker but no .js/.tsx ending', '#tailwind-PlanCard'],
    ['ending but no marker', '#PlanCard.js'],
    ['unknown marker', '#sass-PlanCard.js'],
    ['broken escape', '#%E0%A4%A.js'],
    ['empty', ''],
    ['not a string', 12 as unknown as string],
  ])('none for %s', (_label, hash) => {
    expect(codeStylingFromHash(hash)).toBeNull();
  });
});

test('cookie values outside the list are ignored', () => {
  expect(codeStylingFromCookie('codeStyling=tailwind')).toBe('tailwind');
  expect(codeStylingFromCookie('codeStyling=Tailwind')).toBeNull();
  expect(codeStylingFromCookie('codeStyling=%ZZ')).toBeNull();
});

test('hash beats cookie beats default', () => {
  expect(resolveCodeStyling({hash: '#css-A.js', cookie: 'codeStyling=tailwind'})).toBe('css');
  expect(resolveCodeStyling({hash: '#A.js', cookie: 'codeStyling=tailwind'})).toBe('tailwind');
  expect(resolveCodeStyling({hash: '#A.js', cookie: 'codeStyling=nope'})).toBe('system');
});

test('a demo falls back to its own first styling when it lacks the chosen one', () => {
  expect(stylingForDemo('tailwind', ['system'])).toBe('system');
  expect(stylingForDemo('css', ['system', 'tailwind', 'css'])).toBe('css');
});

test('demo anchors carry the choices and name the demo back', () => {
  expect(demoHash('PlanCard', 'tailwind', 'JS')).toBe('#tailwind-PlanCard.js');
  expect(demoNameFromHash('#tailwind-PlanCard.js')).toBe('PlanCard');
  expect(demoNameFromHash('#PlanCard.tsx')).toBe('PlanCard');
  expect(demoNameFromHash('#PlanCard')).toBe('PlanCard');
  expect(demoNameFromHash('#%E0%A4%A')).toBe('%E0%A4%A');
  expect(demoNameFromHash('#')).toBeNull();
  expect(codeStylingCookie('css')).toMatch(/^codeStyling=css; path=\/; max-age=31536000/);
});
