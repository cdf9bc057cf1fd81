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

const frameName = (node: CpuProfileNode, origin: string) =>
  `${node.callFrame.functionName || '(anonymous)'} ${scriptName(node.callFrame.url, origin)}:${node.callFrame.lineNumber + 1}:${node.callFrame.columnNumber + 1}`;

/**
 * Browser functions that force style or layout (getBoundingClientRect, focus, offsetWidth ...) show
 * up as self time of their own: name the script frames that called them, three levels up.
 */
function callersOfNative(profile: CpuProfile, byId: Map<number, CpuProfileNode>, origin: string, minMs = 20): string[] {
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const stacks = new Map<string, number>();
  for (const [id, ms] of selfTimes(profile)) {
    const node = byId.get(id)!;
    if (node.callFrame.url || node.callFrame.functionName.startsWith('(')) continue;
    const chain: string[] = [];
    for (let p = parent.get(id); p !== undefined && chain.length < 3; p = parent.get(p)) chain.push(frameName(byId.get(p)!, origin));
    const key = `${node.callFrame.functionName} <- ${chain.join(' <- ')}`;
    stacks.set(key, (stacks.get(key) ?? 0) + ms);
  }
  const heavy = [...stacks].filter(([, ms]) => ms >= minMs).sort((a, b) => b[1] - a[1]);
  return heavy.length ? ['browser functions and their callers:', ...heavy.map(([k, ms]) => `  ${ms.toFixed(1).padStart(8)} ms  ${k}`)] : [];
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
    ...callersOfNative(profile, byId, origin),
    `profiled ${total.toFixed(0)} ms`,
    'self time by script:',
    ...top(byScript, n).map(row),
    'self time by function:',
    ...top(byFunction, n).map(row),
  ];
}
