import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {createPortalTheme} from '@site/src/mui/theme';
import {ThemeSpacing, ThemeTable, ThemeValue} from '..';
import {formatValue, rowsAt, spacingUnitPx, valueAt} from '../values';

const theme = createPortalTheme();

it('renders the breakpoints of the theme the demos use, one row per key', () => {
  const html = renderToStaticMarkup(<ThemeTable path="breakpoints.values" unit="px" />);
  for (const [key, value] of Object.entries(theme.breakpoints.values)) {
    expect(html).toContain(`<code>${key}</code></td><td><code>${value}px</code>`);
  }
});

it('reads one value, the spacing unit behind the CSS variable, and nested objects', () => {
  expect(renderToStaticMarkup(<ThemeValue path="shape.borderRadius" unit="px" />)).toContain(`>${theme.shape.borderRadius}px<`);
  expect(spacingUnitPx(theme)).toBe(Number(/(\d+)px/.exec(String(theme.spacing(1)))![1]));
  expect(renderToStaticMarkup(<ThemeSpacing factor={2} />)).toContain(`>${spacingUnitPx(theme) * 2}px<`);
  const toolbar = rowsAt(theme, 'mixins.toolbar', 'px');
  expect(toolbar[0]).toEqual(['minHeight', `${theme.mixins.toolbar.minHeight}px`]);
  expect(formatValue({minHeight: 1}, 'px')).toBe('minHeight: 1px');
});

it('reads the dense theme for the density page', () => {
  const html = renderToStaticMarkup(<ThemeTable path="components" dense keys={['MuiButton']} />);
  expect(html).toContain('defaultProps: size: small');
});

it('fails loudly on a path the theme does not have, instead of rendering nothing', () => {
  expect(valueAt(theme, 'breakpoints.values.xxl')).toBeUndefined();
  expect(() => renderToStaticMarkup(<ThemeValue path="shape.radius" />)).toThrow('No value at theme path');
  expect(() => rowsAt(theme, 'typography', '', ['fontWeightHeavy'])).toThrow('No key');
});
