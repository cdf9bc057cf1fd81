/**
 * What a reader meets at a URL the site does not have, opened cold on any server: the host's 404
 * page in the URL's language, still at that URL after hydration, with no hydration error (React
 * #418), no other console error and no request for API data (`/api-data/…`). Shared by the static
 * server's test (not-found.e2e.ts) and nginx's (nginx.e2e.ts).
 */
import type {BrowserContext} from 'playwright-core';
import {waitForHydration} from './harness';
import {waitForIdle} from './settle';

export const NOT_FOUND_TITLES = {en: 'Page Not Found', 'zh-CN': '找不到页面'} as const;

export interface NotFoundVisit {
  status: number | null;
  lang: string;
  h1: string;
  pathname: string;
  /** Console errors but the browser's own line for the 404 answer, and uncaught errors. */
  errors: string[];
  apiDataRequests: string[];
}

export async function visitNotFound(context: BrowserContext, origin: string, pathname: string): Promise<NotFoundVisit> {
  const page = await context.newPage();
  const errors: string[] = [];
  const apiDataRequests: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !/status of 404/.test(msg.text())) errors.push(msg.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (request) => {
    const requested = new URL(request.url()).pathname;
    if (requested.includes('/api-data/')) apiDataRequests.push(requested);
  });
  const response = await page.goto(origin + pathname, {waitUntil: 'load'});
  await waitForHydration(page);
  // Past hydration and the effects after it: what the reader is left with.
  await waitForIdle(page);
  await waitForIdle(page);
  const visit = {
    status: response?.status() ?? null,
    lang: await page.evaluate(() => document.documentElement.lang),
    h1: ((await page.locator('main h1').first().textContent()) ?? '').trim(),
    pathname: await page.evaluate(() => location.pathname),
    errors,
    apiDataRequests,
  };
  await page.close();
  return visit;
}

/** What visitNotFound must find at `pathname` in `lang`. */
export const cleanNotFound = (pathname: string, lang: keyof typeof NOT_FOUND_TITLES): NotFoundVisit => ({
  status: 404,
  lang,
  h1: NOT_FOUND_TITLES[lang],
  pathname,
  errors: [],
  apiDataRequests: [],
});
