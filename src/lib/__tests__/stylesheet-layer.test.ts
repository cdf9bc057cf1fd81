/** @jest-environment jsdom */
import {absolutizeCssUrls, loadStylesheet, resetLoadedStylesheets, wrapInLayer} from '../stylesheet-layer';

function response(body: string, init: {status: number; statusText: string}) {
  return {
    ok: init.status >= 200 && init.status < 300,
    status: init.status,
    statusText: init.statusText,
    text: async () => body,
  } as Response;
}

beforeEach(() => {
  resetLoadedStylesheets();
  document.head.innerHTML = '';
});

test('with a layer, the fetched CSS is inserted inside @layer <name> { ... }', async () => {
  const fetchMock = jest.fn(async () => response('.demo { color: red; }', {status: 200, statusText: 'OK'}));
  const logger = {error: jest.fn()};
  const result = await loadStylesheet('/css/tailwind-demo.css', {layer: 'demo', fetch: fetchMock, logger});
  expect(result).toBe('layer');
  const style = document.head.querySelector('style[data-layer="demo"]');
  expect(style?.textContent).toBe('@layer demo {\n.demo { color: red; }\n}');
  expect(document.head.querySelector('link')).toBeNull();
  expect(logger.error).not.toHaveBeenCalled();
});

test('a failed fetch logs "Failed to fetch CSS: {statusText}" and falls back to a normal link', async () => {
  const fetchMock = jest.fn(async () => response('', {status: 404, statusText: 'Not Found'}));
  const logger = {error: jest.fn()};
  const result = await loadStylesheet('/css/missing.css', {layer: 'demo', fetch: fetchMock, logger});
  expect(result).toBe('link');
  expect(logger.error).toHaveBeenCalledWith('Failed to fetch CSS: Not Found');
  const link = document.head.querySelector('link[rel="stylesheet"]') as HTMLLinkElement;
  expect(link.getAttribute('href')).toBe('/css/missing.css');
  expect(document.head.querySelector('style')).toBeNull();
});

test('a network error also falls back to a link, logging the error text', async () => {
  const fetchMock = jest.fn(async () => {
    throw new TypeError('Failed to fetch');
  });
  const logger = {error: jest.fn()};
  expect(await loadStylesheet('/css/x.css', {layer: 'demo', fetch: fetchMock, logger})).toBe('link');
  expect(logger.error).toHaveBeenCalledWith('Failed to fetch CSS: Failed to fetch');
  expect(document.head.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(1);
});

test('without a layer it is a plain link and nothing is fetched', async () => {
  const fetchMock = jest.fn();
  expect(await loadStylesheet('/css/plain.css', {fetch: fetchMock})).toBe('link');
  expect(fetchMock).not.toHaveBeenCalled();
  expect(document.head.querySelector('link')?.getAttribute('href')).toBe('/css/plain.css');
});

test('the same stylesheet and layer is loaded once', async () => {
  const fetchMock = jest.fn(async () => response('a{}', {status: 200, statusText: 'OK'}));
  await Promise.all([
    loadStylesheet('/css/once.css', {layer: 'demo', fetch: fetchMock}),
    loadStylesheet('/css/once.css', {layer: 'demo', fetch: fetchMock}),
  ]);
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(document.head.querySelectorAll('style')).toHaveLength(1);
});

test('an invalid layer name is refused instead of being written into CSS', async () => {
  await expect(loadStylesheet('/a.css', {layer: 'x} body{display:none', fetch: jest.fn()})).rejects.toThrow('Invalid CSS layer name');
});

test('relative url() references keep pointing next to the stylesheet', () => {
  const css = "a{background:url('../img/a.png')} b{background:url(data:image/png;base64,xx)} c{src:url(https://cdn/x.woff2)}";
  expect(absolutizeCssUrls(css, 'https://site.test/css/demo.css')).toBe(
    "a{background:url('https://site.test/img/a.png')} b{background:url(data:image/png;base64,xx)} c{src:url(https://cdn/x.woff2)}",
  );
  expect(wrapInLayer('x{}', 'tw')).toBe('@layer tw {\nx{}\n}');
});
