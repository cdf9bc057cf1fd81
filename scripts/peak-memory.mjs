// @ts-check
/**
 * Peak memory of a build: the highest sum of RSS over a process and all its descendants, polled
 * from /proc (a build forks workers, and GNU time's max RSS only sees the largest single process).
 * Plain JavaScript: `npm run build` (scripts/build.mjs) runs without a TypeScript loader; the bench
 * uses it too.
 */
import fs from 'node:fs';

export const MEMORY_POLL_INTERVAL_MS = 200;

/** @typedef {{pid: number; ppid: number; rssBytes: number}} ProcSample */

/**
 * `rootPid` and every descendant found in `samples`.
 * @param {ProcSample[]} samples @param {number} rootPid @returns {ProcSample[]}
 */
export function processTree(samples, rootPid) {
  /** @type {Map<number, ProcSample[]>} */
  const children = new Map();
  for (const s of samples) children.set(s.ppid, [...(children.get(s.ppid) ?? []), s]);
  /** @type {ProcSample[]} */
  const tree = [];
  const stack = samples.filter((s) => s.pid === rootPid);
  while (stack.length) {
    const s = /** @type {ProcSample} */ (stack.pop());
    tree.push(s);
    stack.push(...(children.get(s.pid) ?? []));
  }
  return tree;
}

/**
 * Sum of RSS of `rootPid` and every descendant found in `samples`.
 * @param {ProcSample[]} samples @param {number} rootPid
 */
export function treeRssBytes(samples, rootPid) {
  return processTree(samples, rootPid).reduce((sum, s) => sum + s.rssBytes, 0);
}

/**
 * VmHWM (the kernel's own RSS high-water mark) from /proc/<pid>/status, in bytes.
 * @param {string} status @returns {number | null}
 */
export function parseHighWaterMark(status) {
  const m = /^VmHWM:\s+(\d+)\s+kB/m.exec(status);
  return m ? Number(m[1]) * 1024 : null;
}

/**
 * Parses /proc/<pid>/stat: the command may contain spaces and parentheses, so split after the last ')'.
 * @param {string} stat @param {number} pageSizeBytes @returns {ProcSample | null}
 */
export function parseProcStat(stat, pageSizeBytes) {
  const close = stat.lastIndexOf(')');
  if (close < 0) return null;
  const pid = Number(stat.slice(0, stat.indexOf(' ')));
  const fields = stat.slice(close + 2).split(' ');
  // After the command: state(0) ppid(1) ... rss is field 24 of stat, i.e. index 21 here.
  const ppid = Number(fields[1]);
  const rssPages = Number(fields[21]);
  if (!Number.isFinite(pid) || !Number.isFinite(ppid) || !Number.isFinite(rssPages)) return null;
  return {pid, ppid, rssBytes: rssPages * pageSizeBytes};
}

const PAGE_SIZE_BYTES = 4096;

/** @returns {ProcSample[]} */
function readProcSamples() {
  /** @type {ProcSample[]} */
  const out = [];
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const sample = parseProcStat(fs.readFileSync(`/proc/${name}/stat`, 'utf8'), PAGE_SIZE_BYTES);
      if (sample) out.push(sample);
    } catch {
      // the process ended between readdir and read
    }
  }
  return out;
}

/**
 * `treeBytes`: highest sum of RSS over the tree seen by the polls (brief spikes between polls can be
 * missed); `processBytes`: highest VmHWM of a single process of the tree (exact, what
 * `/usr/bin/time -v` calls max RSS).
 * @typedef {{treeBytes: number; processBytes: number}} PeakMemory
 */

/**
 * Polls the tree under `rootPid` until `stop()`, which returns the peaks (zeros without /proc).
 * @param {number} rootPid @returns {{stop: () => PeakMemory}}
 */
export function watchPeakRss(rootPid) {
  /** @type {PeakMemory} */
  const peak = {treeBytes: 0, processBytes: 0};
  if (!fs.existsSync('/proc/self/stat')) return {stop: () => peak};
  const poll = () => {
    const tree = processTree(readProcSamples(), rootPid);
    peak.treeBytes = Math.max(
      peak.treeBytes,
      tree.reduce((sum, s) => sum + s.rssBytes, 0),
    );
    for (const {pid} of tree) {
      try {
        peak.processBytes = Math.max(peak.processBytes, parseHighWaterMark(fs.readFileSync(`/proc/${pid}/status`, 'utf8')) ?? 0);
      } catch {
        // ended meanwhile
      }
    }
  };
  poll();
  const timer = setInterval(poll, MEMORY_POLL_INTERVAL_MS);
  return {
    stop: () => {
      clearInterval(timer);
      poll();
      return peak;
    },
  };
}
