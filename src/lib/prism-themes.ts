/**
 * Code colours for both modes, shared by Docusaurus code blocks and demo sources. Based on
 * prism-react-renderer's vsLight and dracula, with the few token colours that fell below WCAG AA
 * contrast (4.5:1 against the block background) darkened or lightened.
 */
import {themes, type PrismTheme} from 'prism-react-renderer';

function patch(theme: PrismTheme, colours: Record<string, string>): PrismTheme {
  return {
    ...theme,
    styles: theme.styles.map((entry) => {
      const replacement = entry.types.map((t) => colours[t]).find(Boolean);
      return replacement ? {...entry, style: {...entry.style, color: replacement}} : entry;
    }),
  };
}

export const lightCodeTheme: PrismTheme = patch(themes.vsLight, {'attr-name': '#c50000'});
export const darkCodeTheme: PrismTheme = patch(themes.dracula, {comment: '#9aa5ce'});
