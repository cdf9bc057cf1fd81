/**
 * The two files deploy/nginx.conf includes from the build (build/.hosting/): the security headers
 * (`add_header … always`, repeated by every location that sets headers of its own, as nginx does
 * not inherit them into such a location) and the redirects (server-level `rewrite … permanent`).
 */
import type {Redirect} from '../../src/config/redirects';

function quoted(value: string): string {
  // Inside nginx double quotes `$` starts a variable and `"` ends the string; neither is expected.
  if (/["$\\\n]/.test(value)) throw new Error(`Header value cannot be written into nginx.conf: ${value}`);
  return `"${value}"`;
}

export function securityHeadersConf(headers: Record<string, string>): string {
  const lines = Object.entries(headers).map(([name, value]) => `add_header ${name} ${quoted(value)} always;`);
  return `# Written by \`npm run build:hosting\` (deploy/cli.ts) from src/config; do not edit.\n${lines.join('\n')}\n`;
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * nginx rewrites for `rules`, each under every locale prefix too, one 301 to the slashless target.
 * A prefix rule (`/a/*` -> `/b/*`) also sends the bare `/a` to `/b` when `isPage('/b')`: sections
 * such as /getting-started have pages but no page of their own.
 */
export function redirectRewrites(
  rules: readonly Redirect[],
  localePrefixes: readonly string[],
  isPage: (path: string) => boolean = () => true,
): string[] {
  const locales = localePrefixes.length ? `(${localePrefixes.map(escapeRegex).join('|')})?` : '()';
  const exact = rules.filter((r) => !r.from.endsWith('*'));
  // Longer prefixes first, so a specific prefix wins over a general one.
  const prefixes = rules.filter((r) => r.from.endsWith('*')).sort((a, b) => b.from.length - a.from.length);
  const lines: string[] = [];
  /** `path` (with or without trailing slashes) to `to`, under every locale prefix too. */
  const exactRewrite = (path: string, to: string) => {
    if (to !== '/') {
      lines.push(`rewrite ^${locales}${escapeRegex(path)}/*$ $1${to} permanent;`);
    } else {
      // The home page is `/` but `/zh` (slashless) in a locale.
      lines.push(`rewrite ^${escapeRegex(path)}/*$ / permanent;`);
      if (localePrefixes.length) lines.push(`rewrite ^(${localePrefixes.map(escapeRegex).join('|')})${escapeRegex(path)}/*$ $1 permanent;`);
    }
  };
  for (const rule of exact) exactRewrite(rule.from.replace(/\/+$/, ''), rule.to);
  for (const rule of prefixes) {
    if (!rule.to.endsWith('*')) throw new Error(`Redirect ${rule.from}: a prefix needs a prefix target (ending in *), not ${rule.to}`);
    const from = rule.from.slice(0, -1);
    const to = rule.to.slice(0, -1);
    lines.push(`rewrite ^${locales}${escapeRegex(from)}(.+?)/*$ $1${to}$2 permanent;`);
    const bareTarget = to.replace(/\/$/, '') || '/';
    if (from.endsWith('/') && isPage(bareTarget)) exactRewrite(from.slice(0, -1), bareTarget);
  }
  return lines;
}

export interface RedirectCheck {
  /** The rules to write. */
  rules: Redirect[];
  /** Exact rules left out because their target is not a page of this build. */
  missingTargets: Redirect[];
}

/**
 * Leaves out exact rules whose target the build lacks (a redirect to a 404 helps nobody) and fails
 * on a rule whose `from` is a page of the build: the redirect would hide it.
 */
export function checkRedirects(rules: readonly Redirect[], isPage: (path: string) => boolean): RedirectCheck {
  const hiding = rules.filter((r) => !r.from.endsWith('*') && isPage(r.from));
  if (hiding.length)
    throw new Error(`Redirects would hide pages of the site: ${hiding.map((r) => r.from).join(', ')} (src/config/redirects.ts)`);
  const missingTargets = rules.filter((r) => !r.from.endsWith('*') && !isPage(r.to));
  return {rules: rules.filter((r) => !missingTargets.includes(r)), missingTargets};
}

export function redirectsConf(rules: readonly Redirect[], localePrefixes: readonly string[], isPage?: (path: string) => boolean): string {
  return `# Written by \`npm run build:hosting\` (deploy/cli.ts) from src/config/redirects.ts; do not edit.\n${redirectRewrites(rules, localePrefixes, isPage).join('\n')}\n`;
}
