/** @jest-environment jsdom */
import {startAdDisplay, type AdDisplayState} from '../display';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function run(overrides: Partial<Parameters<typeof startAdDisplay>[0]>) {
  const host = document.createElement('div');
  const states: AdDisplayState[] = [];
  const displays: AdDisplayState[] = [];
  const stop = startAdDisplay({
    scriptUrl: '',
    jsonUrl: '',
    elementSelector: '#network-ad',
    scriptHost: host,
    inHouseCount: 4,
    random: () => 0.5,
    pageUrl: 'https://site.test/x/a',
    onChange: (s) => states.push(s),
    onDisplay: (s) => displays.push(s),
    ...overrides,
  });
  return {host, states, displays, stop};
}

async function advance(ms: number) {
  await jest.advanceTimersByTimeAsync(ms);
}

test('nothing configured: after 7 polls an in-house ad (random 0.5 -> image shape, in-house, 3rd ad)', async () => {
  const {states, displays} = run({});
  expect(states).toEqual([{kind: 'waiting', shape: 'image'}]);
  await advance(3000);
  expect(displays).toEqual([]);
  await advance(500);
  expect(displays).toEqual([{kind: 'in-house', shape: 'image', inHouseIndex: 2}]);
});

test('an ad network configured, its request failing, random below 0.2: inline shape, and the fallback is the ad-block appeal', async () => {
  const failing = jest.fn(() => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch;
  const {displays} = run({random: () => 0.1, jsonUrl: 'https://ads.example/ads.json', fetch: failing});
  await advance(3500);
  expect(displays).toEqual([{kind: 'adblock-appeal', shape: 'inline', inHouseIndex: 0}]);
});

test('no ad network configured (the default build): never the appeal, whatever the random draw', async () => {
  for (const draw of [0, 0.05, 0.1, 0.19]) {
    const {displays, stop} = run({random: () => draw});
    await advance(3500);
    expect(displays).toEqual([{kind: 'in-house', shape: 'inline', inHouseIndex: 0}]);
    stop();
  }
});

test('image shape with a script: the script goes into the host, and its ad element ends the polling', async () => {
  const {host, displays} = run({scriptUrl: 'https://ads.example/serve.js?zone=1'});
  const script = host.querySelector('script')!;
  expect(script.src).toBe('https://ads.example/serve.js?zone=1');
  expect(script.async).toBe(true);
  await advance(1000);
  const ad = document.createElement('div');
  ad.id = 'network-ad';
  host.appendChild(ad);
  await advance(500);
  expect(displays).toEqual([{kind: 'network-script', shape: 'image'}]);
  await advance(20_000);
  expect(displays).toHaveLength(1);
});

test('a javascript: script URL is never inserted', async () => {
  const {host, displays} = run({scriptUrl: 'javascript:alert(1)'});
  expect(host.querySelector('script')).toBeNull();
  await advance(3500);
  expect(displays[0].kind).toBe('in-house');
});

test('JSON source: the fetched ad is shown at the next poll', async () => {
  const fetchMock = jest.fn(
    async () => ({ok: true, json: async () => ({ads: [{statlink: 'https://ads.example/c', company: 'Acme'}]})}) as unknown as Response,
  );
  const {displays} = run({jsonUrl: 'https://ads.example/ads.json', fetch: fetchMock});
  await advance(500);
  expect(displays).toHaveLength(1);
  expect(displays[0]).toMatchObject({kind: 'network-json', ad: {company: 'Acme', link: 'https://ads.example/c'}});
});

test('JSON source with only empty answers: 1 + 10 retries, then the fallback after the polls', async () => {
  const fetchMock = jest.fn(async () => ({ok: true, json: async () => ({ads: [{}]})}) as unknown as Response);
  const {displays} = run({jsonUrl: 'https://ads.example/ads.json', fetch: fetchMock});
  await advance(3500);
  expect(fetchMock).toHaveBeenCalledTimes(11);
  expect(displays.map((d) => d.kind)).toEqual(['in-house']);
});

test('a slow JSON answer (6.2 s) never replaces the fallback shown at 3.5 s: one display', async () => {
  const good = {ok: true, json: async () => ({ads: [{statlink: 'https://ads.example/c', company: 'Acme'}]})} as unknown as Response;
  const fetchMock = jest.fn(
    (_url: string, init?: RequestInit) =>
      new Promise<Response>((resolve, reject) => {
        const timer = setTimeout(() => resolve(good), 6200);
        init?.signal?.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(new DOMException('aborted', 'AbortError'));
        });
      }),
  );
  const {states, displays} = run({jsonUrl: 'https://ads.example/ads.json', fetch: fetchMock as typeof fetch});
  await advance(20_000);
  expect(displays.map((d) => d.kind)).toEqual(['in-house']);
  expect(states.at(-1)?.kind).toBe('in-house');
  // The fallback aborted the request it no longer needs.
  expect((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].signal?.aborted).toBe(true);
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

test('stopping a display (route change) aborts its requests and polls', async () => {
  const fetchMock = jest.fn(() => new Promise<Response>(() => {}));
  const {stop, displays} = run({jsonUrl: 'https://ads.example/ads.json', fetch: fetchMock as typeof fetch});
  stop();
  await advance(20_000);
  expect(displays).toEqual([]);
  expect((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].signal?.aborted).toBe(true);
});
