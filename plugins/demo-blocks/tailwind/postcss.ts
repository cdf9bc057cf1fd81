/**
 * PostCSS for the demo Tailwind stylesheet only: runs @tailwindcss/postcss on that one file, then
 * moves the utilities out of their cascade layer and prefixes them with the demo root. Unlayered,
 * they beat Infima's element styles like any site CSS would; prefixed, they cannot touch the site.
 */
import path from 'node:path';
import postcss, {type AtRule, type Plugin, type Root} from 'postcss';

export const DEMO_ROOT_SELECTOR = '[data-demo-root]';

/** Prefixes utility rules with the demo root and unwraps `@layer utilities`. */
export function scopeUtilities(rootSelector: string = DEMO_ROOT_SELECTOR): Plugin {
  return {
    postcssPlugin: 'demo-blocks-scope-utilities',
    Once(root: Root) {
      root.walkAtRules('layer', (layer: AtRule) => {
        if (layer.params !== 'utilities' || !layer.nodes) return;
        layer.walkRules((rule) => {
          rule.selectors = rule.selectors.map((selector) => `${rootSelector} ${selector}`);
        });
        layer.replaceWith(layer.nodes);
      });
    },
  };
}

export function demoTailwindPostcss(stylesheet: string): Plugin {
  const target = path.resolve(stylesheet);
  return {
    postcssPlugin: 'demo-blocks-tailwind',
    async Once(root, {result}) {
      if (!result.opts.from || path.resolve(result.opts.from) !== target) return;
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded lazily: only builds that contain the stylesheet pay for Tailwind's compiler
      const tailwind = require('@tailwindcss/postcss') as (options?: object) => Plugin;
      const processed = await postcss([tailwind(), scopeUtilities()]).process(root.toString(), {from: target});
      root.removeAll();
      root.append(processed.root.nodes);
      result.messages.push(...processed.messages);
    },
  };
}
