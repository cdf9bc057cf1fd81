/** The host's 404 answer, as the browser reads it from the HTML before hydrating. */
type Module = typeof import('../served-not-found');

/** The module as a fresh page loads it: `html` says whether the not-found content is in the page, `url` where the page was loaded. */
function loadedAt(url: string, notFoundInHtml: boolean): Module {
  const g = globalThis as unknown as {document?: unknown; window?: unknown};
  g.document = {querySelector: (selector: string) => (notFoundInHtml && selector === 'main.portal-not-found' ? {} : null)};
  g.window = {location: {pathname: url}};
  let loaded: Module | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<Module>('../served-not-found');
  });
  return loaded!;
}

afterEach(() => {
  const g = globalThis as unknown as {document?: unknown; window?: unknown};
  delete g.document;
  delete g.window;
});

test('the URL a 404 page was served at is not found, also decoded as the router has it; other URLs are found', () => {
  const served = loadedAt('/x/api/charts/caf%C3%A9', true);
  expect(served.isServedNotFound('/x/api/charts/caf%C3%A9')).toBe(true);
  expect(served.isServedNotFound('/x/api/charts/café')).toBe(true);
  expect(served.isServedNotFound('/x/api/charts/bar-chart')).toBe(false);
});

test('a page served as itself has no not-found URL, even after its HTML changes', () => {
  const page = loadedAt('/x/react-charts/sankey', false);
  expect(page.isServedNotFound('/x/react-charts/sankey')).toBe(false);
  // A later client-side visit to a missing page shows the not-found content: the host's answer is read once.
  (globalThis as unknown as {document: {querySelector: () => unknown}}).document.querySelector = () => ({});
  expect(page.isServedNotFound('/x/react-charts/sankey')).toBe(false);
});

test('on the server (no document) nothing is served as not found', () => {
  let module: Module | undefined;
  jest.isolateModules(() => {
    module = jest.requireActual<Module>('../served-not-found');
  });
  expect(module!.isServedNotFound('/404.html')).toBe(false);
});
