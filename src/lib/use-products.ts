/**
 * The products as the portal-products plugin published them for this locale (names translated).
 * One source for every control that names a product.
 */
import {usePluginData} from '@docusaurus/useGlobalData';
import {PRODUCTS_PLUGIN_NAME, type SiteProduct} from '@site/src/config/products';

export function useProducts(): SiteProduct[] {
  return (usePluginData(PRODUCTS_PLUGIN_NAME) as {products: SiteProduct[]}).products;
}

/** The translated name of product `id`, or undefined when `id` is not a product. */
export function useProductLabel(id: string | null | undefined): string | undefined {
  const products = useProducts();
  return products.find((p) => p.id === id)?.label;
}
