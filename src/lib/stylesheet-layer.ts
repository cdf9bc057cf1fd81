/**
 * Loads an optional stylesheet. With a layer name, the CSS is fetched and inserted as
 * `@layer <name> { ... }` so it cannot beat the site's unlayered styles; if that fetch fails it logs
 * `Failed to fetch CSS: {statusText}` and falls back to a normal <link rel="stylesheet">, so the
 * styles still arrive (unlayered). Without a layer it is a plain <link>.
 * Used by demo blocks for their optional CSS (e.g. the Tailwind demo styles).
 */
export interface StylesheetLoadOptions {
  /** CSS layer to put the rules in; omit for a plain <link>. */
  layer?: string;
  document?: Document;
  fetch?: typeof fetch;
  logger?: Pick<Console, 'error'>;
}

export type StylesheetLoadResult = 'layer' | 'link';

const LAYER_NAME_PATTERN = /^[A-Za-z_][\w-]*(\.[A-Za-z_][\w-]*)*$/;
const loaded = new Map<string, Promise<StylesheetLoadResult>>();

/** Rewrites relative url(...) references so they still point next to the stylesheet once inlined. */
export function absolutizeCssUrls(css: string, stylesheetUrl: string): string {
  return css.replace(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g, (match, quote: string, ref: string) => {
    if (/^(data:|#|[a-z][a-z0-9+.-]*:|\/\/)/i.test(ref.trim())) return match;
    try {
      return `url(${quote}${new URL(ref.trim(), stylesheetUrl).href}${quote})`;
    } catch {
      return match;
    }
  });
}

export function wrapInLayer(css: string, layer: string): string {
  return `@layer ${layer} {\n${css}\n}`;
}

function appendLink(doc: Document, href: string): void {
  const link = doc.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  doc.head.appendChild(link);
}

async function load(href: string, options: StylesheetLoadOptions): Promise<StylesheetLoadResult> {
  const doc = options.document ?? document;
  const {layer} = options;
  if (!layer) {
    appendLink(doc, href);
    return 'link';
  }
  if (!LAYER_NAME_PATTERN.test(layer)) throw new Error(`Invalid CSS layer name: ${JSON.stringify(layer)}`);
  const doFetch = options.fetch ?? fetch;
  const logger = options.logger ?? console;
  const absoluteHref = new URL(href, doc.baseURI).href;
  let statusText: string;
  try {
    const response = await doFetch(absoluteHref);
    if (response.ok) {
      const style = doc.createElement('style');
      style.setAttribute('data-layer', layer);
      style.setAttribute('data-href', href);
      style.textContent = wrapInLayer(absolutizeCssUrls(await response.text(), absoluteHref), layer);
      doc.head.appendChild(style);
      return 'layer';
    }
    statusText = response.statusText || String(response.status);
  } catch (error) {
    statusText = error instanceof Error ? error.message : String(error);
  }
  logger.error(`Failed to fetch CSS: ${statusText}`);
  appendLink(doc, href);
  return 'link';
}

/** Loads `href` once per (href, layer); later calls get the first call's result. */
export function loadStylesheet(href: string, options: StylesheetLoadOptions = {}): Promise<StylesheetLoadResult> {
  const key = `${options.layer ?? ''} ${href}`;
  let pending = loaded.get(key);
  if (!pending) {
    pending = load(href, options);
    loaded.set(key, pending);
    // A failure to even start (invalid layer) may be retried by a later call.
    pending.catch(() => loaded.delete(key));
  }
  return pending;
}

/** Forgets what was loaded (tests only). */
export function resetLoadedStylesheets(): void {
  loaded.clear();
}
