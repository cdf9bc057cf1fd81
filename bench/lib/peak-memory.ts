/**
 * Peak memory of a build: the highest sum of RSS over a process and all its descendants, polled
 * from /proc (a build forks workers, and GNU time's max RSS only sees the largest single process).
 */
import fs from 'node:fs';

export const MEMORY_POLL_INTERVAL_MS = 200;

export interface ProcSample {
  pid: number;
  ppid: number;
  rssBytes: number;
}

/** `rootPid` and every descendant found in `samples`. */
export function processTree(samples: ProcSample[], rootPid: number): ProcSample[] {
  const children = new Map<number, ProcSample[]>();
  for (const s of samples) children.set(s.ppid, [...(children.get(s.ppid) ?? []), s]);
  const tree: ProcSample[] = [];
  const stack = samples.filter((s) => s.pid === rootPid);
  while (stack.length) {
    const s = stack.pop()!;
    tree.push(s);
    stack.push(...(children.get(s.pid) ?? []));
  }
  return tree;
}

/** Sum of RSS of `rootPid` and every descendant found in `samples`. */
export function treeRssBytes(samples: ProcSample[], rootPid: number): number {
  return processTree(samples, rootPid).reduce((sum, s) => sum + s.rssBytes, 0);
}

/** VmHWM (the kernel's own RSS high-water mark) from /proc/<pid>/status, in bytes. */
export function parseHighWaterMark(status: string): number | null {
  const m = /^VmHWM:\s+(\d+)\s+kB/m.exec(status);
  return m ? Number(m[1]) * 1024 : null;
}

/** Parses /proc/<pid>/stat: the command may contain spaces and parentheses, so split after the last ')'. */
export function parseProcStat(stat: string, pageSizeBytes: number): ProcSample | null {
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

function readProcSamples(): ProcSample[] {
  const out: ProcSample[] = [];
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

export interface PeakMemory {
  /** Highest sum of RSS over the tree seen by the polls (brief spikes between polls can be missed). */
  treeBytes: number;
  /** Highest VmHWM of a single process of the tree: exact, what `/usr/bin/time -v` calls max RSS. */
  processBytes: number;
}

/** Polls the tree under `rootPid` until `stop()`, which returns the peaks (zeros without /proc). */
export function watchPeakRss(rootPid: number): {stop: () => PeakMemory} {
  const peak: PeakMemory = {treeBytes: 0, processBytes: 0};
  if (!fs.existsSync('/proc/self/stat')) return {stop: () => peak};
  const poll = () => {
    const tree = processTree(readProcSamples(), rootPid);
    peak.treeBytes = Math.max(peak.treeBytes, tree.reduce((sum, s) => sum + s.rssBytes, 0));
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
