/**
 * `npm run bench:profile-switch -- FROM TO [--until-demo] [--build-dir DIR] [--cpu N]`: where a page
 * switch spends its time. Serves the build, opens FROM, slows the CPU down (default 4x, as the
 * bench), records a JavaScript CPU profile from the click on the link to TO until the first frame
 * painted with the new page's h1 (with `--until-demo`: until its first demo is ready, as the
 * bench's "first demo ready"), and prints self time grouped by script and by function. Time the profile
 * does not attribute to a script ("(program)": style, layout, paint; "(idle)": waiting for the
 * network) is printed as such. Prefetches are refused, as in bench/lib/page-switch.ts.
 */
import path from 'node:path';
import {summarizeProfile} from './lib/profile-summary';
import {profileAround, runCli, withServedBuild} from './lib/profiling-session';
import {clickAndTimeSwitch, pageReadyToSwitch, TIMEOUT_MS} from './lib/page-switch';

function parse(argv: string[]) {
  const positional: string[] = [];
  let buildDir = process.env.PORTAL_BUILD_DIR ?? 'build';
  let cpu = 4;
  let untilDemo = false;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--build-dir') buildDir = argv[++i];
    else if (argv[i] === '--cpu') cpu = Number(argv[++i]);
    else if (argv[i] === '--until-demo') untilDemo = true;
    else positional.push(argv[i]);
  }
  if (positional.length !== 2) throw new Error('usage: npm run bench:profile-switch -- FROM TO [--until-demo] [--build-dir DIR] [--cpu N]');
  return {from: positional[0], to: positional[1], buildDir: path.resolve(buildDir), cpu, untilDemo};
}

async function main() {
  const {from, to, buildDir, cpu, untilDemo} = parse(process.argv.slice(2));
  await withServedBuild(buildDir, async (origin, browser) => {
    const {context, page, cdp} = await pageReadyToSwitch(browser, origin, from, cpu);
    // Stops at the first frame painted with the new h1, or with --until-demo when its first demo is ready.
    const {result: timing, profile} = await profileAround(cdp, () =>
      page.evaluate(clickAndTimeSwitch, {to, timeoutMs: TIMEOUT_MS, waitForDemo: untilDemo}),
    );
    const demo = timing.demoMs === undefined ? '' : `, first demo ready after ${Math.round(timing.demoMs)} ms`;
    console.log(`${from} -> ${to} at ${cpu}x CPU: first frame with the new h1 after ${Math.round(timing.ms)} ms${demo}`);
    console.log(summarizeProfile(profile, origin).join('\n'));
    await context.close();
  });
}

runCli(main);
