// @ts-check
/**
 * Debian's chromium as the browser tests and the bench drive it, with the flags this closed
 * network needs (without the background-networking ones it hangs on connections it cannot make).
 * Plain JavaScript: the browser tests' global setup, which is not transformed, launches it too.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The environment variable through which the test files find the one browser global setup started. */
export const SHARED_BROWSER_ENV = 'PORTAL_BROWSER_WS_ENDPOINT';

/**
 * Launches the browser with a fresh temporary profile (a reused one can hang here); `extraArgs` add
 * to the flags above. The browser tests connect to one started by their global setup instead
 * (tests/e2e/harness.ts launchBrowser); the bench launches its own.
 * @param {string[]} [extraArgs]
 */
export async function launchChromium(extraArgs = []) {
  const {chromium} = await import('playwright-core');
  return chromium.launch({executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...extraArgs]});
}
