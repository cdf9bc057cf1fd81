/**
 * The peer-dependency fields of every package the registry names (and Material UI's), read from
 * their installed package.json at build time and published as one data module
 * (`@generated/portal-products/default/peer-manifests.json`), which only the pages showing a
 * peer-dependency table load. A new product's packages get a table from the registry alone.
 */
import fs from 'node:fs';
import path from 'node:path';

export const PEER_MANIFESTS_FILE = 'peer-manifests.json';

export interface PeerManifest {
  name: string;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, {optional?: boolean}>;
}

/** The installed package.json of `name` under `siteDir`'s node_modules. */
export const installedManifest =
  (siteDir: string) =>
  (name: string): PeerManifest =>
    JSON.parse(fs.readFileSync(path.join(siteDir, 'node_modules', name, 'package.json'), 'utf8')) as PeerManifest;

/** Only the peer fields of each package (the rest of a package.json is not the page's business). */
export function peerManifests(names: readonly string[], read: (name: string) => PeerManifest): Record<string, PeerManifest> {
  return Object.fromEntries(
    names.map((name) => {
      const {peerDependencies, peerDependenciesMeta} = read(name);
      return [name, {name, ...(peerDependencies && {peerDependencies}), ...(peerDependenciesMeta && {peerDependenciesMeta})}];
    }),
  );
}
