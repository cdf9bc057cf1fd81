/** `@generated/portal-products/default/peer-manifests.json` for unit tests: the products plugin's data module, from the installed packages. */
import path from 'node:path';
import {peerTablePackages} from '@site/src/config/products';
import {installedManifest, peerManifests} from '@site/plugins/products/peer-manifests';

export default peerManifests(peerTablePackages(), installedManifest(path.resolve(__dirname, '../..')));
