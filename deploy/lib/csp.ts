/**
 * The Content-Security-Policy, computed from facts rather than hand-written hosts: the endpoints a
 * maintainer configures (src/config/portal.ts: ads, analytics, feedback), the demo sandboxes' form
 * endpoints (plugins/demo-blocks/export/sandboxes.ts), the gtag script (plugins/analytics) and the
 * hashes of the inline scripts the build actually contains (inline-scripts.ts). A host appears only
 * when its feature is configured.
 */
import {createHash} from 'node:crypto';

export interface CspInputs {
  /** `'sha256-…'` sources of every inline script in the built pages. */
  inlineScriptHashes: readonly string[];
  ads: {scriptUrl: string; jsonUrl: string; networkOrigins: readonly string[]};
  /** gtag's id ('' = no analytics) and the script it loads (plugins/analytics/gtag-tags.ts). */
  gtag: {id: string; scriptUrl: string};
  feedbackUrl: string;
  /** Where "Open in CodeSandbox / StackBlitz" post their forms. */
  sandboxFormActions: readonly string[];
  reportUri: string;
}

/**
 * gtag (Google Analytics 4) reports to these hosts, as Google's CSP guide for the tag lists them
 * (developers.google.com/tag-platform/security/guides/csp); its script comes from the tag's own URL.
 */
export const GTAG_SOURCES = {
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
};

/** `https://host[:port]` of an absolute http(s) URL; undefined for '' or a same-origin (relative) URL. */
export function originOf(url: string): string | undefined {
  if (!/^https?:\/\//i.test(url.trim())) return undefined;
  return new URL(url.trim()).origin;
}

/** `'sha256-…'` of a script's text, as the browser hashes it (UTF-8). */
export function scriptHashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

type Directives = Record<string, string[]>;

const unique = (values: Array<string | undefined>) => [...new Set(values.filter((v): v is string => Boolean(v)))];

export function cspDirectives(inputs: CspInputs): Directives {
  const ad = unique([originOf(inputs.ads.scriptUrl), originOf(inputs.ads.jsonUrl), ...inputs.ads.networkOrigins]);
  const adScript = inputs.ads.scriptUrl ? unique([originOf(inputs.ads.scriptUrl), ...inputs.ads.networkOrigins]) : [];
  const gtag = inputs.gtag.id !== '';
  const directives: Directives = {
    'default-src': ["'self'"],
    // No 'unsafe-eval' and no 'unsafe-inline': inline scripts by hash; `blob:` for the live editor,
    // which runs the reader's edited demo from a blob: URL the page creates (plugins/demo-blocks/live).
    'script-src': unique([
      "'self'",
      ...[...inputs.inlineScriptHashes].sort(),
      'blob:',
      ...adScript,
      ...(gtag ? [originOf(inputs.gtag.scriptUrl)] : []),
    ]),
    // Emotion (MUI) inserts <style> elements at run time and the server-rendered HTML has style
    // attributes: styles cannot be hashed ahead of time.
    'style-src': ["'self'", "'unsafe-inline'"],
    // data: for Infima's inline SVG icons.
    'img-src': unique(["'self'", 'data:', ...ad, ...(gtag ? GTAG_SOURCES.img : [])]),
    'font-src': ["'self'", 'data:'],
    'connect-src': unique(["'self'", ...ad, originOf(inputs.feedbackUrl), ...(gtag ? GTAG_SOURCES.connect : [])]),
    // The search index worker (same origin) and the service worker.
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'frame-src': ad.length ? unique(["'self'", ...ad]) : ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': unique(["'self'", ...inputs.sandboxFormActions.map(originOf)]),
    'frame-ancestors': ["'self'"],
  };
  if (inputs.reportUri) directives['report-uri'] = [inputs.reportUri];
  return directives;
}

export function serializeCsp(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}
