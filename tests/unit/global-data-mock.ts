/**
 * `@docusaurus/useGlobalData` and `@generated/globalData` for unit tests: what the portal's plugins
 * publish with the site's own options (docusaurus.config.ts), so components read real settings.
 * Tests may change `globalDataMock` and restore it.
 */
import {ADS_CONFIG, ANALYTICS_CONFIG, FEEDBACK_CONFIG, PRODUCTION_HOST} from '@site/src/config/portal';
import {ADS_PLUGIN, ANALYTICS_PLUGIN, FEEDBACK_PLUGIN, SERVICE_WORKER_PLUGIN, type GlobalData} from '@site/src/config/plugin-data';
import {PRODUCTS, PRODUCTS_PLUGIN_NAME} from '@site/src/config/products';

export const globalDataMock: GlobalData = {
  [ADS_PLUGIN]: {default: {...ADS_CONFIG}},
  [ANALYTICS_PLUGIN]: {default: {...ANALYTICS_CONFIG}},
  [FEEDBACK_PLUGIN]: {default: {...FEEDBACK_CONFIG}},
  [SERVICE_WORKER_PLUGIN]: {default: {productionHost: PRODUCTION_HOST}},
  [PRODUCTS_PLUGIN_NAME]: {
    default: {products: PRODUCTS.map(({id, slug, label, summary, packages}) => ({id, slug, label, summary, packages}))},
  },
};

export default function useGlobalData(): GlobalData {
  return globalDataMock;
}

export function usePluginData(name: string, id = 'default'): unknown {
  return globalDataMock[name]?.[id];
}
