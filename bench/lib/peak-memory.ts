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

/** Sum of RSS of `rootPid` and every descendant found in `samples`. */
export function treeRssBytes(samples: ProcSample[], rootPid: number): number {
  const children = new Map<number, ProcSample[]>();
  for (const s of samples) children.set(s.ppid, [...(children.get(s.ppid) ?? []), s]);
  let total = 0;
  const stack = samples.filter((s) => s.pid === rootPid);
  while (stack.length) {
    const s = stack.pop()!;
    total += s.rssBytes;
    stack.push(...(children.get(s.pid) ?? []));
  }
  return total;
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

/** Polls the tree under `rootPid` until `stop()`, which returns the peak in bytes (0 without /proc). */
export function watchPeakRss(rootPid: number): {stop: () => number} {
  if (!fs.existsSync('/proc/self/stat')) return {stop: () => 0};
  let peak = 0;
  const poll = () => {
    peak = Math.max(peak, treeRssBytes(readProcSamples(), rootPid));
  };
  poll();
  const timer = setInterval(poll, MEMORY_POLL_INTERVAL_MS);
  return {
    stop: () => {
      clearInterval(timer);
      return peak;
    },
  };
}
