import type {Configuration} from 'webpack';
import {routeChunkTable, swapChunkAssetPlugin} from '../chunk-asset-names';

test('the runtime table of chunk names keeps route chunks and leaves demo chunks out', () => {
  expect(routeChunkTable({106: '17896441', 1200: 'demo-FeaturesCommunityTour', 1121: 'demo-zip', 17: 'main'})).toEqual({
    17896441: '106',
    main: '17',
  });
});

test("Docusaurus's ChunkAssetPlugin is replaced in place; a config without it is left alone", () => {
  class ChunkAssetPlugin {
    apply(): void {}
  }
  class Other {
    apply(): void {}
  }
  const config = {plugins: [new Other(), new ChunkAssetPlugin()]} as unknown as Configuration;
  expect(swapChunkAssetPlugin(config)).toBe(true);
  expect(config.plugins!.map((p) => p!.constructor.name)).toEqual(['Other', 'RouteChunkAssetPlugin']);
  const without = {plugins: [new Other()]} as unknown as Configuration;
  expect(swapChunkAssetPlugin(without)).toBe(false);
  expect(without.plugins!.map((p) => p!.constructor.name)).toEqual(['Other']);
});
