/**
 * The peer-dependency fields of every package of the product registry and of Material UI, read at
 * build time from their installed package.json by the products plugin (plugins/products/peer-manifests.ts),
 * as a data module only the pages with a peer-dependency table load.
 */
import manifests from '@generated/portal-products/default/peer-manifests.json';
import type {PackageManifest} from './peerMatrix';

const MANIFESTS: Record<string, PackageManifest> = manifests;

export function manifestOf(name: string): PackageManifest {
  const manifest = MANIFESTS[name];
  if (!manifest) {
    throw new Error(`PeerDependencies: no manifest for "${name}" (known: ${Object.keys(MANIFESTS).join(', ')})`);
  }
  return manifest;
}
