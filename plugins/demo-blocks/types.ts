/**
 * The shape of one demo as the remark plugin emits it into the page and the DemoBlock theme
 * component reads it. Everything but `load` and `scope` is plain data generated at build time.
 */
import type {ComponentType} from 'react';
import type {CodeStyling} from '../../src/lib/code-styling';
import type {CompactTokens} from '../../src/lib/code-highlight/compact-tokens';

export interface DemoSourceFile {
  /** Path inside the exported project's src/ folder, e.g. `PlanCard.module.css`. */
  path: string;
  code: string;
  /** Build-time highlighting of `code` (plugins/demo-blocks/generate/highlight.ts). */
  tokens?: CompactTokens;
}

/** A module of this repository a demo imports (e.g. the seeded demo data), shipped with exports. */
export interface DemoLocalModule {
  /** The import specifier as written in the demo, e.g. `@site/src/demo-data/people`. */
  specifier: string;
  /** Path inside the exported project's src/ folder, without extension, e.g. `demo-data/people`. */
  exportPath: string;
  /** Extension of the TS file: `.ts` or `.tsx`. */
  tsExtension: '.ts' | '.tsx';
  ts: string;
  js: string;
}

export type DemoModule = {default: ComponentType};

/** A variant's plain data: what the build computes and the page carries as JSON. */
export interface DemoVariantData {
  styling: CodeStyling;
  /** File name of the TS source, e.g. `PlanCard.tailwind.tsx`. */
  fileName: string;
  ts: string;
  /** Generated from `ts` at build time (TypeScript transpile + prettier). */
  js: string;
  /** Build-time highlighting of `ts` and `js`: the source view needs no Prism in the browser. */
  tsTokens?: CompactTokens;
  jsTokens?: CompactTokens;
  /** Files the source imports that are not code (CSS modules). */
  extraFiles: DemoSourceFile[];
  localModules: DemoLocalModule[];
  /** npm dependencies from the imports, versions pinned to what the portal has installed. */
  dependencies: Record<string, string>;
}

/** A variant in the browser: its data plus the lazy imports the generated module adds. */
export interface DemoVariant extends DemoVariantData {
  /** Loads the compiled demo (one chunk per demo variant). */
  load: () => Promise<DemoModule>;
  /** What the live editor's `import` statements resolve to: the modules this variant imports. */
  scope: Record<string, () => Promise<unknown>>;
}

/** Versions of the tools an exported project builds with (from the portal's node_modules). */
export interface DemoToolVersions {
  vite: string;
  '@vitejs/plugin-react': string;
  typescript: string;
  tailwindcss: string;
  '@tailwindcss/postcss': string;
  '@types/react': string;
  '@types/react-dom': string;
}

export interface DemoData {
  /** The demo's name: its file name without extension; also its `data-demo` hook and anchor. */
  name: string;
  /** Reserved height of the live preview before the demo loads, in px. */
  heightPx: number;
  variants: DemoVariant[];
  tools: DemoToolVersions;
}
