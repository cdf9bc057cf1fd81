import {fetchNetworkAd, pickNetworkAd} from '../network-ad';
import {AD_FETCH_MAX_ATTEMPTS, AD_MAX_DESCRIPTION_CHARS, AD_MAX_PIXELS} from '../constants';

const GOOD = {
  statlink: 'https://ads.example/click/1',
  statimp: 'https://ads.example/imp/1',
  image: 'https://ads.example/img/1.png',
  company: 'Acme',
  description: 'Build things faster.',
  pixel: 'https://px.example/a?t=[timestamp]||https://px.example/b?t=[timestamp]',
  timestamp: '1700000000',
};

function json(body: unknown, status = 200) {
  return {ok: status < 300, status, statusText: 'x', json: async () => body} as Response;
}

test('a good answer gives the first ad with sanitised fields and impression URLs', () => {
  expect(pickNetworkAd({ads: [GOOD]})).toEqual({
    link: 'https://ads.example/click/1',
    image: 'https://ads.example/img/1.png',
    company: 'Acme',
    description: 'Build things faster.',
    impressionUrls: ['https://ads.example/imp/1', 'https://px.example/a?t=1700000000', 'https://px.example/b?t=1700000000'],
  });
});

test('entries that are empty or lack statlink are skipped', () => {
  const ad = pickNetworkAd({ads: [{}, {company: 'No link'}, null, 'str', [], {...GOOD, company: 'Second'}]});
  expect(ad?.company).toBe('Second');
  expect(pickNetworkAd({ads: [{}, {description: 'x'}]})).toBeNull();
});

test.each([[null], ['text'], [[]], [{}], [{ads: 'nope'}], [{ads: {}}], [42]])('malformed answer %j gives no ad', (answer) => {
  expect(pickNetworkAd(answer)).toBeNull();
});

test('a hostile record is made harmless: script-y links dropped, text clipped and kept as text', () => {
  expect(pickNetworkAd({ads: [{...GOOD, statlink: 'javascript:alert(1)'}]})).toBeNull();
  const ad = pickNetworkAd({
    ads: [
      {
        ...GOOD,
        image: 'data:image/svg+xml,<svg onload=alert(1)>',
        company: '<img src=x onerror="window.__pwned=1">',
        description: '<script>window.__pwned=1</script>' + 'x'.repeat(100_000),
        statimp: 'javascript:alert(1)',
        pixel: Array.from({length: 1000}, (_, i) => `https://px.example/${i}`).join('||'),
      },
    ],
  })!;
  expect(ad.image).toBeUndefined();
  expect(ad.company).toBe('<img src=x onerror="window.__pwned=1">');
  expect(ad.description.startsWith('<script>')).toBe(true);
  expect(Array.from(ad.description)).toHaveLength(AD_MAX_DESCRIPTION_CHARS);
  expect(ad.impressionUrls).toHaveLength(AD_MAX_PIXELS);
  expect(ad.impressionUrls.every((u) => u.startsWith('https://px.example/'))).toBe(true);
});

test('the spec number: "up to 10 retries" is the first request and 10 more', () => {
  expect(AD_FETCH_MAX_ATTEMPTS).toBe(11);
});

test('no valid ad: retried 10 times, 11 requests in all, then null', async () => {
  const fetchMock = jest.fn(async () => json({ads: [{}]}));
  expect(await fetchNetworkAd('https://ads.example/ads.json', {fetch: fetchMock})).toBeNull();
  expect(fetchMock).toHaveBeenCalledTimes(11);
});

test('a valid ad on the 4th answer stops the retries there', async () => {
  const answers = [json({ads: []}), json('malformed'), json({}, 500), json({ads: [GOOD]})];
  const fetchMock = jest.fn(async () => answers.shift() ?? json({ads: []}));
  const ad = await fetchNetworkAd('https://ads.example/ads.json', {fetch: fetchMock});
  expect(ad?.company).toBe('Acme');
  expect(fetchMock).toHaveBeenCalledTimes(4);
});

test('network errors and invalid JSON count as "no ad" and are retried', async () => {
  let n = 0;
  const fetchMock = jest.fn(async () => {
    n += 1;
    if (n === 1) throw new TypeError('Failed to fetch');
    if (n === 2) return {ok: true, json: async () => JSON.parse('{not json')} as Response;
    return json({ads: [GOOD]});
  });
  expect((await fetchNetworkAd('https://ads.example/ads.json', {fetch: fetchMock}))?.link).toBe(GOOD.statlink);
  expect(fetchMock).toHaveBeenCalledTimes(3);
});

test('an aborted display stops retrying; a non-http endpoint is never requested', async () => {
  const controller = new AbortController();
  const fetchMock = jest.fn(async () => {
    controller.abort();
    return json({ads: []});
  });
  expect(await fetchNetworkAd('https://ads.example/a.json', {fetch: fetchMock, signal: controller.signal})).toBeNull();
  expect(fetchMock).toHaveBeenCalledTimes(1);
  const never = jest.fn();
  expect(await fetchNetworkAd('javascript:alert(1)', {fetch: never})).toBeNull();
  expect(never).not.toHaveBeenCalled();
});
