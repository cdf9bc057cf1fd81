/**
 * The serving bench drives other programs (wrk for load, nginx as the server readers get); without
 * one it cannot measure anything, so it says which is missing and how to install it before it starts.
 */
import {spawnSync} from 'node:child_process';

export interface Tool {
  command: string;
  /** Arguments that print the version. */
  versionArgs: string[];
  install: string;
}

export const SERVING_TOOLS: readonly Tool[] = [
  {command: 'wrk', versionArgs: ['-v'], install: 'apt-get install wrk (Debian, Ubuntu) or brew install wrk (macOS)'},
  {command: 'nginx', versionArgs: ['-v'], install: 'apt-get install nginx (Debian, Ubuntu) or brew install nginx (macOS)'},
];

/** The tool's version line (wrk prints it on stdout, nginx on stderr), or null when it is not installed. */
export function toolVersion(tool: Tool, run = spawnSync): string | null {
  const result = run(tool.command, tool.versionArgs, {encoding: 'utf8'});
  if (result.error) return null;
  const text = `${result.stdout ?? ''}\n${result.stderr ?? ''}`.trim();
  return text.split('\n')[0]?.trim() || tool.command;
}

/** Each tool's version; throws naming every missing tool and its install command. */
export function requireTools(tools: readonly Tool[], run = spawnSync): Record<string, string> {
  const versions: Record<string, string> = {};
  const missing: string[] = [];
  for (const tool of tools) {
    const version = toolVersion(tool, run);
    if (version === null) missing.push(`${tool.command} (install: ${tool.install})`);
    else versions[tool.command] = version;
  }
  if (missing.length)
    throw new Error(`npm run bench (serving) needs ${missing.join(' and ')}; install it, or skip the serving run with --load-seconds 0`);
  return versions;
}
