import path from 'node:path';
import {installedPlatformFacts, platformFacts} from '../platforms';

test('takes engines, browserslist and the React peer ranges from a manifest; a missing field is null or empty', () => {
  expect(
    platformFacts({
      name: 'pkg',
      version: '1.2.3',
      engines: {node: '>=18'},
      peerDependencies: {react: '^19.0.0', '@emotion/react': '^11.0.0', '@types/react': '^19.0.0'},
    }),
  ).toEqual({
    name: 'pkg',
    version: '1.2.3',
    engines: {node: '>=18'},
    browserslist: null,
    react: {react: '^19.0.0', '@types/react': '^19.0.0'},
  });
});

test('reads the installed @mui/material package.json', () => {
  const manifest = require('@mui/material/package.json') as {
    version: string;
    engines: {node: string};
    peerDependencies: Record<string, string>;
  };
  const [material] = installedPlatformFacts(path.resolve(__dirname, '../../..'), ['@mui/material']);
  expect(material!.version).toBe(manifest.version);
  expect(material!.engines.node).toBe(manifest.engines.node);
  expect(material!.react.react).toBe(manifest.peerDependencies.react);
});
