/**
 * How the built site is served (deploy/README.md): what the build compresses ahead of time and the
 * security headers a host sends. `npm run build` ends with `npm run build:hosting` (deploy/cli.ts),
 * which writes the .gz/.br files and, from these facts, the endpoints of src/config/portal.ts and
 * the build's inline scripts, the nginx snippets deploy/nginx.conf includes.
 */

/** Text files at least `minBytes` long get a gzip and a brotli copy beside them (`file.js.gz`, `.br`). */
export const PRECOMPRESS = {
  minBytes: 1024,
  extensions: ['html', 'js', 'mjs', 'css', 'json', 'svg', 'xml', 'txt', 'md', 'webmanifest'],
  gzipLevel: 9,
  /** Brotli quality for most files: fast (about 20 MB/s here) and already smaller than gzip -9. */
  brotliQuality: 5,
  /** For the files every page loads (the shell: runtime, main bundle, site stylesheet): the smallest. */
  brotliShellQuality: 11,
  shellPatterns: [
    /^(zh\/)?assets\/js\/runtime~main\.[0-9a-f]+\.js$/,
    /^(zh\/)?assets\/js\/main\.[0-9a-f]+\.js$/,
    /^(zh\/)?assets\/css\/styles\.[0-9a-f]+\.css$/,
  ],
  /** A compressed copy is written only when it is at most this share of the original. */
  maxRatio: 0.95,
} as const;

/** The folder deploy/nginx.conf serves (the test and the bench substitute their own). */
export const DEPLOY_ROOT = '/srv/mui-x-portal/build';
/** Where the build step writes the nginx snippets, inside the build (nginx refuses to serve it). */
export const HOSTING_DIR = '.hosting';

/**
 * Headers sent with every response besides the Content-Security-Policy. The features switched off
 * are those the site never uses; clipboard access (copy buttons) and fullscreen keep their defaults.
 */
export const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy':
    'accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), hid=(), magnetometer=(), microphone=(), midi=(), payment=(), serial=(), usb=(), browsing-topics=()',
  'X-Frame-Options': 'SAMEORIGIN',
} as const;

function listFromEnv(name: string): string[] {
  return (process.env[name] ?? '').split(/[\s,]+/).filter(Boolean);
}

/**
 * What the Content-Security-Policy needs beyond the site's own endpoints (src/config/portal.ts),
 * set at build time. The ad network's script loads its images and pixels from hosts of its own:
 * list their origins in `PORTAL_CSP_AD_ORIGINS` (e.g. `https://srv.carbonads.net https://cdn4.buysellads.net`).
 * `PORTAL_CSP_REPORT_URI` receives violation reports (none by default).
 */
export const CSP_CONFIG = {
  adNetworkOrigins: listFromEnv('PORTAL_CSP_AD_ORIGINS'),
  reportUri: process.env.PORTAL_CSP_REPORT_URI ?? '',
};
