/**
 * Dependencies of the code a reader exports after editing it: the edited demo's imports and its
 * local modules' imports (the modules ship with the project), priced by code-dependencies.ts.
 * Loaded on demand by the export menu (it brings sucrase, which the editor has already loaded).
 */
import {importSpecifiersOf} from '../live/import-specifiers';
import {dependenciesForSpecifiers, knownVersionsOf} from './code-dependencies';
import type {DemoVariantData} from '../types';

type VariantFacts = Pick<DemoVariantData, 'dependencies' | 'localModules'>;

export function dependenciesOfExportedCode(
  code: string,
  variant: VariantFacts,
  allVariants: readonly VariantFacts[],
): Record<string, string> {
  let specifiers: string[];
  try {
    specifiers = [code, ...variant.localModules.map((module) => module.ts)].flatMap(importSpecifiersOf);
  } catch {
    // Code that does not parse exports as it is, with the list the build made for this variant.
    return variant.dependencies;
  }
  return dependenciesForSpecifiers(specifiers, knownVersionsOf({variantDependencies: allVariants.map((v) => v.dependencies)}));
}
