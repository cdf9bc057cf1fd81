/** @jest-environment jsdom */
import {act, render} from '@testing-library/react';
import {renderToString} from 'react-dom/server';
import {docusaurusContext, Translate} from '@site/tests/unit/docusaurus-mocks';
import {globalDataMock} from '@site/tests/unit/global-data-mock';
import {ADS_PLUGIN} from '@site/src/config/plugin-data';
import AdSlot from '../theme/AdSlot';

jest.mock('@docusaurus/router', () => ({useLocation: () => ({pathname: '/x/a'})}), {virtual: true});
jest.mock('@docusaurus/useDocusaurusContext', () => ({__esModule: true, default: () => docusaurusContext}), {virtual: true});
jest.mock('@docusaurus/useBaseUrl', () => ({useBaseUrlUtils: () => ({withBaseUrl: (p: string) => p})}), {virtual: true});
jest.mock('@docusaurus/Translate', () => ({__esModule: true, default: Translate}), {virtual: true});
// jsdom paints no frames: the display starts on the next (fake) timer tick instead.
jest.mock('@site/src/lib/after-next-paint', () => ({
  afterNextPaint: (then: () => void) => {
    const timer = setTimeout(then, 0);
    return () => clearTimeout(timer);
  },
}));
// A fault inside the ad's rendering, switched on by one test: the boundary must contain it.
let mockAdCardThrows = false;
jest.mock('../theme/AdCard', () => {
  const actual = jest.requireActual('../theme/AdCard');
  return {
    __esModule: true,
    default: (props: object) => {
      if (mockAdCardThrows) throw new Error('ad rendering failed');
      return actual.default(props);
    },
  };
});

type TestWindow = {gtag?: jest.Mock; __pwned?: number};
const w = window as unknown as TestWindow;

const HOSTILE = {
  statlink: 'javascript:window.__pwned=1',
  company: 'skip me',
};
const HOSTILE_BUT_LINKED = {
  statlink: 'https://ads.example/click',
  image: 'javascript:window.__pwned=1',
  company: '<img src=x onerror="window.__pwned=1">',
  description: '<script>window.__pwned=1</script>' + 'y'.repeat(50_000),
  statimp: 'https://ads.example/imp',
};

const publishedAds = globalDataMock[ADS_PLUGIN]!.default;
/** The ads plugin's options as a build with these settings would publish them. */
function configureAds(options: Record<string, unknown>) {
  globalDataMock[ADS_PLUGIN] = {default: {...(publishedAds as object), ...options}};
}

beforeEach(() => {
  jest.useFakeTimers();
  w.gtag = jest.fn();
  jest.spyOn(Math, 'random').mockReturnValue(0.5);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  globalDataMock[ADS_PLUGIN] = {default: publishedAds};
  mockAdCardThrows = false;
  delete w.gtag;
  delete w.__pwned;
});

test('a hostile network ad renders as inert text with a sanitised, sponsored link', async () => {
  configureAds({jsonUrl: 'https://ads.example/ads.json', displaySampleRate: 1});
  global.fetch = jest.fn(async () => ({ok: true, json: async () => ({ads: [HOSTILE, HOSTILE_BUT_LINKED]})})) as unknown as typeof fetch;
  const {container} = render(<AdSlot />);
  await act(() => jest.advanceTimersByTimeAsync(500));
  const link = container.querySelector('a')!;
  expect(link.getAttribute('href')).toBe('https://ads.example/click');
  expect(link.getAttribute('rel')).toBe('noopener sponsored');
  expect(container.querySelector('script')).toBeNull();
  expect(container.querySelector('img')).toBeNull(); // the javascript: image was dropped
  expect(container.textContent).toContain('<img src=x onerror="window.__pwned=1">');
  expect(container.textContent!.length).toBeLessThan(1000);
  expect(w.__pwned).toBeUndefined();
  expect(w.gtag).toHaveBeenCalledWith('event', 'ad', {ad_action: 'display', ad_source: 'network', ad_shape: 'image'});
  act(() => link.click());
  expect(w.gtag).toHaveBeenCalledWith('event', 'ad', {ad_action: 'click', ad_source: 'network', ad_shape: 'image'});
});

test('no network ad: the in-house ad appears after the 7th poll, not before', async () => {
  const {container} = render(<AdSlot />);
  await act(() => jest.advanceTimersByTimeAsync(3000));
  expect(container.querySelector('[data-ad-source]')).toBeNull();
  await act(() => jest.advanceTimersByTimeAsync(500));
  const ad = container.querySelector('[data-ad-source="in-house"]')!;
  expect(ad).not.toBeNull();
  expect(ad.textContent).toContain('Date range pickers');
  expect(ad.textContent).toContain('Ad by MUI X');
  // 0.5 is above the 10% display sample rate: the display is not reported.
  expect(w.gtag).not.toHaveBeenCalled();
});

test('a crash inside the ad sends ad-crash and renders nothing, leaving the reserved box', async () => {
  mockAdCardThrows = true;
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  const {container} = render(<AdSlot />);
  await act(() => jest.advanceTimersByTimeAsync(3500));
  expect(w.gtag).toHaveBeenCalledWith('event', 'ad-crash', expect.objectContaining({ad_source: 'in-house'}));
  expect(container.querySelector('[data-ad-slot]')).not.toBeNull();
  expect(container.querySelector('[data-ad-source]')).toBeNull();
  expect(container.textContent).toBe('');
  consoleError.mockRestore();
});

test('the server render is the reserved box with no ad in it (the ad is client-only)', () => {
  const html = renderToString(<AdSlot />);
  expect(html).toMatch(/^<div class="slot" data-ad-slot="">/);
  expect(html).not.toContain('data-ad-source');
});
