/**
 * Flags of a navigation entry: a paid plan and new / unstable / planned markers. They
 * come from a sidebar item's `customProps` and from the page's front matter; `mergeNavFlags` is
 * the one place that combines the two. Used at build time (plugins/nav-flags) and in the browser.
 */

import {PAID_PLANS} from '../config/products';
import {X_BASE} from '../config/site';

export const NAV_PLANS = PAID_PLANS;
export type NavPlan = (typeof NAV_PLANS)[number];

export interface NavFlags {
  plan?: NavPlan;
  newFeature?: boolean;
  unstable?: boolean;
  planned?: boolean;
}

/** The chip names used in `data-flag` hooks and translation ids. */
export type NavFlagName = 'new' | 'unstable' | 'planned';

const BOOLEAN_KEYS = ['newFeature', 'unstable', 'planned'] as const;

/** Where the plan badges send the reader. */
export const LICENSING_PATH = `${X_BASE}/introduction/licensing`;

/**
 * Reads the flags of one source (sidebar customProps or front matter). Unknown keys are ignored
 * (customProps carries other things too); a wrong value is an error naming where it came from.
 */
export function readNavFlags(raw: Record<string, unknown> | undefined, source: string): NavFlags {
  const flags: NavFlags = {};
  if (!raw) return flags;
  if (raw.plan !== undefined) {
    if (!NAV_PLANS.includes(raw.plan as NavPlan)) {
      throw new Error(`Invalid plan ${JSON.stringify(raw.plan)} in ${source}: expected ${NAV_PLANS.map((p) => `"${p}"`).join(' or ')}`);
    }
    flags.plan = raw.plan as NavPlan;
  }
  for (const key of BOOLEAN_KEYS) {
    const value = raw[key];
    if (value === undefined) continue;
    if (typeof value !== 'boolean') {
      throw new Error(`Invalid ${key} ${JSON.stringify(value)} in ${source}: expected true or false`);
    }
    flags[key] = value;
  }
  return flags;
}

/**
 * Flags of an entry: the sidebar item's flags, overridden key by key by the page's front matter
 * (the page knows best; `newFeature: false` in front matter clears a sidebar flag).
 */
export function mergeNavFlags(
  sidebar: Record<string, unknown> | undefined,
  frontMatter: Record<string, unknown> | undefined,
  source: {sidebar: string; frontMatter: string},
): NavFlags {
  const merged: NavFlags = {
    ...readNavFlags(sidebar, source.sidebar),
    ...readNavFlags(frontMatter, source.frontMatter),
  };
  return compactNavFlags(merged);
}

/** Drops false/absent keys so equal flags compare equal and the shipped data stays small. */
export function compactNavFlags(flags: NavFlags): NavFlags {
  const out: NavFlags = {};
  if (flags.plan) out.plan = flags.plan;
  for (const key of BOOLEAN_KEYS) if (flags[key]) out[key] = true;
  return out;
}

export function hasNavFlags(flags: NavFlags | undefined): flags is NavFlags {
  return !!flags && (!!flags.plan || BOOLEAN_KEYS.some((key) => flags[key]));
}

/** The chips of an entry, in display order. */
export function navFlagNames(flags: NavFlags): NavFlagName[] {
  const names: NavFlagName[] = [];
  if (flags.newFeature) names.push('new');
  if (flags.unstable) names.push('unstable');
  if (flags.planned) names.push('planned');
  return names;
}

/** Internal URLs only: http(s), protocol-relative, mailto: and the like are external. */
export function isExternalHref(href: string): boolean {
  return /^([a-z][a-z\d+.-]*:|\/\/)/i.test(href);
}

/**
 * The key of a navigation target: for internal links the pathname without the site's base URL
 * (so `/zh/x/a/` and `/x/a` agree), without query, hash or trailing slash; external URLs as written.
 */
export function navPathKey(href: string, baseUrl = '/'): string {
  if (isExternalHref(href)) return href;
  let pathname = href.split(/[?#]/)[0] || '/';
  if (baseUrl !== '/' && (pathname + '/').startsWith(baseUrl)) {
    pathname = '/' + pathname.slice(baseUrl.length);
  }
  if (!pathname.startsWith('/')) pathname = '/' + pathname;
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

/** What plugins/nav-flags publishes as global data for the theme (keys are navPathKey()s). */
export interface NavFlagsGlobalData {
  /** Flags of every flagged entry or page. */
  flags: Record<string, NavFlags>;
  /** Previous/next links that differ from Docusaurus's own (null: no link on that side). */
  pagination: Record<string, {previous?: NavPageLink | null; next?: NavPageLink | null}>;
}

export interface NavPageLink {
  title: string;
  permalink: string;
}

/** The badge plan of a package plan from src/config/products.ts ('community' has no badge). */
export function navPlanOfPackagePlan(plan: 'community' | NavPlan): NavPlan | undefined {
  return plan === 'community' ? undefined : plan;
}
