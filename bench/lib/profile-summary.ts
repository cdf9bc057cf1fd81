/** Self time of a CDP CPU profile, grouped by script and by function (bench/profile-switch.ts). */

export interface CpuProfileNode {
  id: number;
  callFrame: {functionName: string; url: string; lineNumber: number; columnNumber: number};
  children?: number[];
}

export interface CpuProfile {
  nodes: CpuProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

const scriptName = (url: string, origin: string) => (url ? url.replace(origin, '') : '');

/** Self time per node id in ms: each sample's delta is charged to the node sampled. */
export function selfTimes(profile: CpuProfile): Map<number, number> {
  const times = new Map<number, number>();
  profile.samples.forEach((id, i) => {
    const delta = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    times.set(id, (times.get(id) ?? 0) + delta);
  });
  return times;
}

function top(entries: Map<string, number>, n: number): [string, number][] {
  return [...entries].sort((a, b) => b[1] - a[1]).slice(0, n);
}

export function summarizeProfile(profile: CpuProfile, origin: string, n = 15): string[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const byScript = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let total = 0;
  for (const [id, ms] of selfTimes(profile)) {
    const frame = byId.get(id)!.callFrame;
    const script = scriptName(frame.url, origin) || frame.functionName; // (program), (idle), (garbage collector)
    const fn = frame.url ? `${frame.functionName || '(anonymous)'} ${script}:${frame.lineNumber + 1}` : frame.functionName;
    byScript.set(script, (byScript.get(script) ?? 0) + ms);
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
    total += ms;
  }
  const row = ([name, ms]: [string, number]) => `  ${ms.toFixed(1).padStart(8)} ms  ${name}`;
  return [
    `profiled ${total.toFixed(0)} ms`,
    'self time by script:',
    ...top(byScript, n).map(row),
    'self time by function:',
    ...top(byFunction, n).map(row),
  ];
}
