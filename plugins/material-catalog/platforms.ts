/**
 * What the installed packages declare about where they run, read from their package.json at build
 * time for /getting-started/supported-platforms: version, `engines`, `browserslist` (absent when a
 * package does not publish one) and the peer ranges of React and its types.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface PlatformFacts {
  name: string;
  version: string;
  engines: Record<string, string>;
  /** The package's `browserslist` field, or null when it publishes none. */
  browserslist: unknown;
  /** Peer ranges of react, react-dom and @types/react, where declared. */
  react: Record<string, string>;
}

export const REACT_PEERS = ['react', 'react-dom', '@types/react'];

interface Manifest {
  name: string;
  version: string;
  engines?: Record<string, string>;
  browserslist?: unknown;
  peerDependencies?: Record<string, string>;
}

export function platformFacts(manifest: Manifest): PlatformFacts {
  const peers = manifest.peerDependencies ?? {};
  return {
    name: manifest.name,
    version: manifest.version,
    engines: manifest.engines ?? {},
    browserslist: manifest.browserslist ?? null,
    react: Object.fromEntries(REACT_PEERS.filter((p) => peers[p]).map((p) => [p, peers[p]!])),
  };
}

export function readManifest(dir: string): Manifest {
  return JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as Manifest;
}

export function installedPlatformFacts(siteDir: string, packages: readonly string[]): PlatformFacts[] {
  return packages.map((name) => platformFacts(readManifest(path.join(siteDir, 'node_modules', name))));
}
