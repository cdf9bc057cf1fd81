import {hasNavFlags, mergeNavFlags, navFlagNames, navPathKey, navPlanOfPackagePlan, readNavFlags} from '../nav-flags';

const SOURCES = {sidebar: 'sidebar "xSidebar"', frontMatter: 'front matter of @site/docs/a.mdx'};

describe('mergeNavFlags: sidebar customProps and front matter in one place', () => {
  test('takes flags from the sidebar alone', () => {
    expect(mergeNavFlags({plan: 'pro', unstable: true, className: 'x'}, undefined, SOURCES)).toEqual({
      plan: 'pro',
      unstable: true,
    });
  });

  test('takes flags from the front matter alone', () => {
    expect(mergeNavFlags(undefined, {title: 'A', plan: 'premium', newFeature: true}, SOURCES)).toEqual({
      plan: 'premium',
      newFeature: true,
    });
  });

  test('combines both; the front matter overrides the sidebar key by key', () => {
    expect(mergeNavFlags({plan: 'pro', planned: true}, {plan: 'premium', newFeature: true}, SOURCES)).toEqual({
      plan: 'premium',
      planned: true,
      newFeature: true,
    });
    expect(mergeNavFlags({newFeature: true, unstable: true}, {newFeature: false}, SOURCES)).toEqual({unstable: true});
  });

  test('an entry without flags has none', () => {
    const flags = mergeNavFlags({}, {title: 'x'}, SOURCES);
    expect(flags).toEqual({});
    expect(hasNavFlags(flags)).toBe(false);
  });

  test('a wrong plan names the value, where it came from and what is allowed', () => {
    expect(() => mergeNavFlags({plan: 'gold'}, undefined, SOURCES)).toThrow(
      'Invalid plan "gold" in sidebar "xSidebar": expected "pro" or "premium"',
    );
    expect(() => mergeNavFlags(undefined, {plan: 'Pro'}, SOURCES)).toThrow(/front matter of @site\/docs\/a\.mdx/);
  });

  test('a non-boolean flag is rejected', () => {
    expect(() => readNavFlags({planned: 'yes'}, 'x')).toThrow('Invalid planned "yes" in x: expected true or false');
  });

  test('chips come in a fixed order', () => {
    expect(navFlagNames({planned: true, unstable: true, newFeature: true})).toEqual(['new', 'unstable', 'planned']);
  });
});

describe('navPathKey', () => {
  test.each([
    ['/x/a', '/', '/x/a'],
    ['/x/a/', '/', '/x/a'],
    ['/x/a#b', '/', '/x/a'],
    ['/zh/x/a', '/zh/', '/x/a'],
    ['/zh/', '/zh/', '/'],
    ['/x/a', '/zh/', '/x/a'],
    ['https://mui.com/x/whats-new/', '/', 'https://mui.com/x/whats-new/'],
    ['/', '/', '/'],
  ])('%s with base %s -> %s', (href, base, key) => {
    expect(navPathKey(href, base)).toBe(key);
  });
});

describe('navPlanOfPackagePlan (API pages show the plan of their package)', () => {
  test('community packages get no badge, paid ones their plan', () => {
    const {PRODUCTS} = jest.requireActual('@site/src/config/products') as typeof import('@site/src/config/products');
    const grid = PRODUCTS.find((p) => p.id === 'data-grid')!;
    expect(grid.packages.map((pkg) => [pkg.name, navPlanOfPackagePlan(pkg.plan)])).toEqual([
      ['@mui/x-data-grid', undefined],
      ['@mui/x-data-grid-pro', 'pro'],
      ['@mui/x-data-grid-premium', 'premium'],
    ]);
  });
});
