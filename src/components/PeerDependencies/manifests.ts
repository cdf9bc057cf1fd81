/**
 * The peer-dependency fields of the packages the installation pages describe, read from their
 * installed package.json. Each field is accessed by name (not spread or passed whole) so the
 * bundler keeps only these fields of each JSON file in the page's chunk.
 */
import grid from '@mui/x-data-grid/package.json';
import gridPro from '@mui/x-data-grid-pro/package.json';
import gridPremium from '@mui/x-data-grid-premium/package.json';
import pickers from '@mui/x-date-pickers/package.json';
import pickersPro from '@mui/x-date-pickers-pro/package.json';
import charts from '@mui/x-charts/package.json';
import chartsPro from '@mui/x-charts-pro/package.json';
import treeView from '@mui/x-tree-view/package.json';
import treeViewPro from '@mui/x-tree-view-pro/package.json';
import material from '@mui/material/package.json';
import icons from '@mui/icons-material/package.json';
import type {PackageManifest} from './peerMatrix';

const MANIFESTS: Record<string, PackageManifest> = {
  '@mui/x-data-grid': {name: grid.name, peerDependencies: grid.peerDependencies, peerDependenciesMeta: grid.peerDependenciesMeta},
  '@mui/x-data-grid-pro': {name: gridPro.name, peerDependencies: gridPro.peerDependencies, peerDependenciesMeta: gridPro.peerDependenciesMeta},
  '@mui/x-data-grid-premium': {
    name: gridPremium.name,
    peerDependencies: gridPremium.peerDependencies,
    peerDependenciesMeta: gridPremium.peerDependenciesMeta,
  },
  '@mui/x-date-pickers': {name: pickers.name, peerDependencies: pickers.peerDependencies, peerDependenciesMeta: pickers.peerDependenciesMeta},
  '@mui/x-date-pickers-pro': {
    name: pickersPro.name,
    peerDependencies: pickersPro.peerDependencies,
    peerDependenciesMeta: pickersPro.peerDependenciesMeta,
  },
  '@mui/x-charts': {name: charts.name, peerDependencies: charts.peerDependencies, peerDependenciesMeta: charts.peerDependenciesMeta},
  '@mui/x-charts-pro': {name: chartsPro.name, peerDependencies: chartsPro.peerDependencies, peerDependenciesMeta: chartsPro.peerDependenciesMeta},
  '@mui/x-tree-view': {name: treeView.name, peerDependencies: treeView.peerDependencies, peerDependenciesMeta: treeView.peerDependenciesMeta},
  '@mui/x-tree-view-pro': {
    name: treeViewPro.name,
    peerDependencies: treeViewPro.peerDependencies,
    peerDependenciesMeta: treeViewPro.peerDependenciesMeta,
  },
  '@mui/material': {name: material.name, peerDependencies: material.peerDependencies, peerDependenciesMeta: material.peerDependenciesMeta},
  '@mui/icons-material': {name: icons.name, peerDependencies: icons.peerDependencies, peerDependenciesMeta: icons.peerDependenciesMeta},
};

export function manifestOf(name: string): PackageManifest {
  const manifest = MANIFESTS[name];
  if (!manifest) {
    throw new Error(`PeerDependencies: no manifest for "${name}" (known: ${Object.keys(MANIFESTS).join(', ')})`);
  }
  return manifest;
}
