/**
 * Builds the peer-dependency table of the installation pages from the packages' own package.json
 * fields, so the page cannot drift from what npm will ask for.
 */
export interface PackageManifest {
  name: string;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, {optional?: boolean}>;
}

export interface PeerRow {
  peer: string;
  /** Version range each package asks for, in the order of the packages given (undefined: not a peer). */
  ranges: (string | undefined)[];
  /** True when every package that lists this peer marks it optional. */
  optional: boolean;
}

// Tooling-only peers a reader never installs for these packages to work.
const IGNORED_PEERS = new Set(['@types/react', '@mui/material-pigment-css']);

/** Required peers first, then optional ones; alphabetical inside each group. */
export function peerMatrix(packages: readonly PackageManifest[]): PeerRow[] {
  const names = new Set<string>();
  for (const pkg of packages) {
    if (!pkg.peerDependencies) throw new Error(`${pkg.name}: package.json has no peerDependencies field`);
    Object.keys(pkg.peerDependencies).forEach((peer) => names.add(peer));
  }
  const rows = [...names]
    .filter((peer) => !IGNORED_PEERS.has(peer))
    .map((peer): PeerRow => {
      const ranges = packages.map((pkg) => pkg.peerDependencies?.[peer]);
      const optional = packages.every((pkg) => !pkg.peerDependencies?.[peer] || pkg.peerDependenciesMeta?.[peer]?.optional === true);
      return {peer, ranges, optional};
    });
  return rows.sort((a, b) => Number(a.optional) - Number(b.optional) || a.peer.localeCompare(b.peer));
}

/**
 * True when every package asks for the same range of every peer (the usual case inside one
 * product): the table then needs one range column instead of one per package.
 */
export function rangesAgree(rows: readonly PeerRow[]): boolean {
  return rows.every((row) => row.ranges.every((range) => range !== undefined && range === row.ranges[0]));
}
