/**
 * Turns a built demo into the JS expression the page passes to <DemoBlock demo={...} />: data as
 * JSON, the demo itself and its live-editor scope as `import()` calls, so each demo is its own
 * chunk loaded only when the reader gets near it.
 */
import type {BuiltDemo, BuiltVariant} from './build-demo';

/** Stylesheet the Tailwind variants need; imported with them so other pages never load it. */
export interface EmitOptions {
  tailwindStylesheet: string;
}

const str = (value: string) => JSON.stringify(value);

function loadExpression(variant: BuiltVariant, options: EmitOptions): string {
  const demoImport = `import(${str(variant.file)})`;
  if (variant.styling !== 'tailwind') return `() => ${demoImport}`;
  return `() => Promise.all([${demoImport}, import(${str(options.tailwindStylesheet)})]).then((modules) => modules[0])`;
}

function scopeExpression(variant: BuiltVariant): string {
  const entries = Object.entries(variant.scope).map(([specifier, target]) => `${str(specifier)}: () => import(${str(target)})`);
  return `{${entries.join(', ')}}`;
}

export function emitDemoExpression(demo: BuiltDemo, options: EmitOptions): string {
  const variants = demo.variants.map((v) => {
    const data = {
      styling: v.styling,
      fileName: v.fileName,
      ts: v.ts,
      js: v.js,
      extraFiles: v.extraFiles,
      localModules: v.localModules,
      dependencies: v.dependencies,
    };
    const json = JSON.stringify(data);
    return `{...${json}, load: ${loadExpression(v, options)}, scope: ${scopeExpression(v)}}`;
  });
  return `({name: ${str(demo.name)}, heightPx: ${demo.heightPx}, tools: ${JSON.stringify(demo.tools)}, variants: [${variants.join(', ')}]})`;
}
