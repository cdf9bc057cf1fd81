/** Swizzled (replaces demo-blocks' pass-through): demos run in the portal's MUI theme, in the page's language. */
export {default, prepareDemoTheme} from '@site/src/mui/DemoThemeProvider';
