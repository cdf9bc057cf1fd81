/**
 * The product registry as the running site sees it: each product's id, slug, packages and its
 * name, summary and package descriptions translated through Docusaurus's own plugin translation files
 * (`i18n/<locale>/portal-products/products.json`, written by `write-translations`), published as
 * global data. Theme components read it with `useProducts()` (src/lib/use-products.ts), so a
 * product's name has one translation key, whichever control shows it.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, OptionValidationContext, Plugin, TranslationFile} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';
import {peerTablePackages, PLANS, PRODUCTS_PLUGIN_NAME, type Product, type SiteProduct} from '../../src/config/products';
import {installedManifest, PEER_MANIFESTS_FILE, peerManifests} from './peer-manifests';
import {localizeProducts, productTranslationContent} from './translate';

export const TRANSLATION_FILE = 'products';

export interface ProductsPluginOptions {
  products: readonly Product[];
}

export interface ProductsGlobalData {
  products: SiteProduct[];
}

const PackageSchema = Joi.object({
  name: Joi.string().required(),
  plan: Joi.string()
    .valid(...PLANS)
    .required(),
  description: Joi.string().required(),
});
const ProductSchema = Joi.object({
  id: Joi.string()
    .pattern(/^[a-z][a-z-]*$/)
    .required(),
  slug: Joi.string()
    .pattern(/^[a-z][a-z-]*$/)
    .required(),
  label: Joi.string().required(),
  summary: Joi.string().required(),
  packages: Joi.array().items(PackageSchema).min(1).required(),
  api: Joi.object({
    interfaces: Joi.array().items(Joi.string()).required(),
    followReferences: Joi.object({components: Joi.array().items(Joi.string()).min(1).required(), pattern: Joi.string().required()}),
  }).required(),
});

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<ProductsPluginOptions, ProductsPluginOptions>): ProductsPluginOptions {
  const valid = validate(
    Joi.object({id: Joi.string(), products: Joi.array().items(ProductSchema).min(1).unique('id').unique('slug').required()}),
    options,
  );
  return valid;
}

/**
 * A locale's translated product names for build-time users (the search plugin's options), read
 * from the same file Docusaurus reads for `translateContent`.
 */
export function readProductTranslations(siteDir: string, locale: string): Record<string, {message: string}> {
  const file = path.join(siteDir, 'i18n', locale, PRODUCTS_PLUGIN_NAME, `${TRANSLATION_FILE}.json`);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, {message: string}>) : {};
}

export default function productsPlugin(context: LoadContext, options: ProductsPluginOptions): Plugin<SiteProduct[]> {
  return {
    name: PRODUCTS_PLUGIN_NAME,
    async loadContent() {
      return localizeProducts(options.products, {});
    },
    getTranslationFiles(): Promise<TranslationFile[]> {
      return Promise.resolve([{path: TRANSLATION_FILE, content: productTranslationContent(options.products)}]);
    },
    translateContent({content, translationFiles}) {
      const file = translationFiles.find((f) => f.path === TRANSLATION_FILE);
      return file ? localizeProducts(options.products, file.content) : content;
    },
    async contentLoaded({content, actions}) {
      actions.setGlobalData({products: content} satisfies ProductsGlobalData);
      // The peer-dependency tables' data: a module of its own, loaded only by the pages that show one.
      await actions.createData(
        PEER_MANIFESTS_FILE,
        JSON.stringify(peerManifests(peerTablePackages(options.products), installedManifest(context.siteDir))),
      );
    },
  };
}
