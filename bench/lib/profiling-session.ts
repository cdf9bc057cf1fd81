/**
 * What the profiling CLIs (bench/profile-load.ts, bench/profile-switch.ts) share: a build served on
 * 127.0.0.1 with one Chromium, both closed however the run ends, and a CPU profile taken around an
 * action. Their output is a report for a person, so a failure prints and sets the exit code.
 */
import type {Browser, CDPSession} from 'playwright-core';
import {launchChromium} from '../../tests/e2e/chromium.mjs';
import {startStaticServer} from '../../scripts/static-server.mjs';
import type {CpuProfile} from './profile-summary';

/** Serves `buildDir`, launches Chromium, runs `session` with both, then closes them. */
export async function withServedBuild(buildDir: string, session: (origin: string, browser: Browser) => Promise<void>): Promise<void> {
  const server = await startStaticServer({root: buildDir});
  const browser = await launchChromium();
  try {
    await session(server.url, browser);
  } finally {
    await browser.close();
    await server.close();
  }
}

/** A JavaScript CPU profile (a sample every 200 µs) from just before `action` until it resolves. */
export async function profileAround<T>(cdp: CDPSession, action: () => Promise<T>): Promise<{result: T; profile: CpuProfile}> {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', {interval: 200});
  await cdp.send('Profiler.start');
  const result = await action();
  const {profile} = (await cdp.send('Profiler.stop')) as {profile: CpuProfile};
  return {result, profile};
}

/** Runs a CLI's `main`, printing a failure and setting a failing exit code. */
export function runCli(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
