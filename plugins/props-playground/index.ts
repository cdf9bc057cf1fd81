/**
 * Props playground: `<PropsPlayground component="Button" />` on a Material UI component page
 * shows a closed panel; opened, it loads the component and offers its literal-union props as
 * selects, booleans as switches and numbers as fields, re-renders a preview and shows the JSX of
 * the choice. The controls come from the generated API data (see README.md).
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import remarkPropsPlayground, {type RemarkPlaygroundOptions} from './remark';

/** `[remark, options]` for a docs instance's `beforeDefaultRemarkPlugins`. */
export function propsPlaygroundRemarkPlugin(siteDir: string): [typeof remarkPropsPlayground, RemarkPlaygroundOptions] {
  return [remarkPropsPlayground, {siteDir, outDir: path.join(siteDir, '.docusaurus', 'props-playground')}];
}

export default function propsPlaygroundPlugin(): Plugin {
  return {
    name: 'props-playground',
    getThemePath() {
      return path.resolve(__dirname, 'theme');
    },
    getTypeScriptThemePath() {
      return path.resolve(__dirname, 'theme');
    },
  };
}
