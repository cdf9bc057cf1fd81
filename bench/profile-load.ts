/**
 * `npm run bench:profile-load -- PATH [--build-dir DIR] [--cpu N] [--settle-ms N]`: where a cold load
 * of a page spends its main thread. Serves the build, opens PATH in a fresh context with the CPU
 * slowed down (default 4x, as Lighthouse's mobile preset), records a JavaScript CPU profile from
 * navigation until the page is hydrated and `--settle-ms` more have passed (demos mount then), and
 * prints every long task (over 50 ms, from the Long Tasks API) with their total blocking time
 * (each task's time over 50 ms), then self time grouped by script and by function.
 */
import path from 'node:path';
import {summarizeProfile} from './lib/profile-summary';
import {profileAround, runCli, withServedBuild} from './lib/profiling-session';

function parse(argv: string[]) {
  const positional: string[] = [];
  let buildDir = process.env.PORTAL_BUILD_DIR ?? 'build';
  let cpu = 4;
  let settleMs = 5000;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--build-dir') buildDir = argv[++i];
    else if (argv[i] === '--cpu') cpu = Number(argv[++i]);
    else if (argv[i] === '--settle-ms') settleMs = Number(argv[++i]);
    else positional.push(argv[i]);
  }
  if (positional.length !== 1) throw new Error('usage: npm run bench:profile-load -- PATH [--build-dir DIR] [--cpu N] [--settle-ms N]');
  return {pathname: positional[0], buildDir: path.resolve(buildDir), cpu, settleMs};
}

async function main() {
  const {pathname, buildDir, cpu, settleMs} = parse(process.argv.slice(2));
  await withServedBuild(buildDir, async (origin, browser) => {
    const context = await browser.newContext({viewport: {width: 412, height: 823}});
    const page = await context.newPage();
    await page.addInitScript(() => {
      const tasks: {start: number; duration: number}[] = [];
      (window as unknown as {longTasks: typeof tasks}).longTasks = tasks;
      new PerformanceObserver((list) => list.getEntries().forEach((e) => tasks.push({start: e.startTime, duration: e.duration}))).observe({
        type: 'longtask',
        buffered: true,
      });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: cpu});
    const {result: hydratedMs, profile} = await profileAround(cdp, async () => {
      await page.goto(origin + pathname, {waitUntil: 'load'});
      await page.waitForSelector('html[data-has-hydrated="true"]', {state: 'attached', timeout: 60_000});
      const hydrated = await page.evaluate(() => performance.now());
      await page.waitForTimeout(settleMs);
      return hydrated;
    });
    const tasks = await page.evaluate(() => (window as unknown as {longTasks: {start: number; duration: number}[]}).longTasks);
    const blocking = tasks.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0);
    console.log(
      `${pathname} at ${cpu}x CPU: hydrated at ${Math.round(hydratedMs)} ms; ${tasks.length} long tasks, longest ${Math.round(Math.max(0, ...tasks.map((t) => t.duration)))} ms, blocking ${Math.round(blocking)} ms`,
    );
    for (const t of tasks) console.log(`  long task at ${Math.round(t.start)} ms: ${Math.round(t.duration)} ms`);
    console.log(summarizeProfile(profile, origin).join('\n'));
    await context.close();
  });
}

runCli(main);
