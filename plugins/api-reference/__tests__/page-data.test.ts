import {apiDataUrl, pagePathOf, parsePageData, serializePageData} from '../page-data';
import {fetchPageData} from '../page-source/fetch';
import type {ApiPageData} from '../model';

const page = {
  path: '/x/api/data-grid/data-grid',
  name: 'DataGrid',
  props: [{name: 'x', type: '</script><script>alert(1)</script>', descriptionHtml: '<p>a & b\u2028</p>'}],
} as unknown as ApiPageData;

describe('API page data', () => {
  test('the page path ignores the locale base URL, a trailing slash, query and hash', () => {
    expect(pagePathOf('/zh/x/api/data-grid/data-grid/', '/zh/')).toBe('/x/api/data-grid/data-grid');
    expect(pagePathOf('/x/api/charts/bar-chart?x=1#prop-a', '/')).toBe('/x/api/charts/bar-chart');
    expect(pagePathOf('/zhx/api/button', '/zh/')).toBe('/zhx/api/button');
    expect(apiDataUrl('/zh/', '/api/button')).toBe('/zh/api-data/api/button.json');
    expect(apiDataUrl('/', '/api/button')).toBe('/api-data/api/button.json');
  });

  test('embedded JSON cannot close its script element and reads back identically', () => {
    const text = serializePageData(page);
    expect(text).not.toMatch(/<\/script|<!--|\u2028/);
    expect(parsePageData(text, page.path)).toEqual(page);
  });

  test("garbage or another page's data is rejected", () => {
    expect(parsePageData('{not json', page.path)).toBeUndefined();
    expect(parsePageData('null', page.path)).toBeUndefined();
    expect(parsePageData(serializePageData(page), '/api/button')).toBeUndefined();
  });

  test('a failed download says what happened', async () => {
    const reply = (status: number, body: string) => async () => new Response(body, {status});
    await expect(fetchPageData('/u', page.path, reply(200, serializePageData(page)) as typeof fetch)).resolves.toEqual(page);
    await expect(fetchPageData('/u', page.path, reply(404, '') as typeof fetch)).rejects.toThrow('(HTTP 404)');
    await expect(fetchPageData('/u', page.path, reply(200, '<html>') as typeof fetch)).rejects.toThrow('not valid for this page');
    const offline = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    await expect(fetchPageData('/u', page.path, offline)).rejects.toThrow('network error');
  });
});
