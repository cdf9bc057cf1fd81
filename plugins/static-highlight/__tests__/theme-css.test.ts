import type {PrismTheme} from 'prism-react-renderer';
import {codeThemeCss, themeRules, typeStyles} from '../theme-css';
import {darkCodeTheme, lightCodeTheme} from '../../../src/lib/prism-themes';

const theme: PrismTheme = {
  plain: {color: '#111111', backgroundColor: '#fafafa'},
  styles: [
    {types: ['comment', 'prolog'], style: {color: '#999999', fontStyle: 'italic'}},
    {types: ['keyword'], style: {color: '#0000ff'}},
    {types: ['comment'], style: {color: '#777777'}},
    {types: ['keyword'], style: {color: '#ff0000'}, languages: ['css']},
  ],
};

describe('code theme stylesheet', () => {
  test('merges the entries of a type as prism-react-renderer does: later entries win', () => {
    expect(Object.fromEntries(typeStyles(theme))).toEqual({
      comment: {color: '#777777', fontStyle: 'italic'},
      prolog: {color: '#999999', fontStyle: 'italic'},
      keyword: {color: '#0000ff'},
    });
  });

  test('scopes every rule to its colour mode and sets the block colours as variables', () => {
    const css = themeRules(theme, 'dark');
    expect(css).toContain("[data-theme='dark']{--prism-color:#111111;--prism-background-color:#fafafa}");
    expect(css).toContain("[data-theme='dark'] .prism-code .token.comment{color:#777777;font-style:italic}");
    expect(css.split('\n').every((rule) => rule.startsWith("[data-theme='dark']"))).toBe(true);
  });

  test("covers the site's two themes, each colour mode with its own colours", () => {
    const css = codeThemeCss(lightCodeTheme, darkCodeTheme);
    expect(css).toContain(`[data-theme='light']{--prism-color:${lightCodeTheme.plain.color}`);
    expect(css).toContain(`[data-theme='dark']{--prism-color:${darkCodeTheme.plain.color}`);
    expect(css).toMatch(/\[data-theme='light'\] \.prism-code .token.keyword\{color:[^;}]+/);
    expect(css).toMatch(/\[data-theme='dark'\] \.prism-code .token.keyword\{color:[^;}]+/);
  });
});
