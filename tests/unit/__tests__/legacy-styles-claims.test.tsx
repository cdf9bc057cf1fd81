/**
 * What the legacy styles pages (docs-material/styles, docs-material/css-in-js) say about the
 * installed @mui/styles next to Material UI 7, checked at run time: its makeStyles does not see
 * Material UI's ThemeProvider (it depends on @mui/private-theming 6, nested under it), and the
 * theme bridge the demos use (src/demo-data/legacy-theme-bridge.tsx) fixes that.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as React from 'react';
import {renderToString} from 'react-dom/server';
import {createTheme, ThemeProvider, type Theme} from '@mui/material/styles';
import {makeStyles, ServerStyleSheets} from '@mui/styles';
import LegacyThemeBridge from '@site/src/demo-data/legacy-theme-bridge';

const SITE = path.resolve(__dirname, '../../..');
const useStyles = makeStyles((theme: Theme) => ({root: {padding: theme.spacing(3)}}));

function Padded() {
  const classes = useStyles();
  return <div className={classes.root}>Job WS-1041</div>;
}

test("@mui/styles' private theming is a different major from Material UI's", () => {
  const nested = JSON.parse(
    fs.readFileSync(path.join(SITE, 'node_modules/@mui/styles/node_modules/@mui/private-theming/package.json'), 'utf8'),
  ) as {version: string};
  const material = JSON.parse(fs.readFileSync(path.join(SITE, 'node_modules/@mui/material/package.json'), 'utf8')) as {version: string};
  expect(nested.version.split('.')[0]).toBe('6');
  expect(material.version.split('.')[0]).toBe('7');
});

test("makeStyles with a theme callback fails under Material UI 7's ThemeProvider alone", () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  expect(() =>
    renderToString(
      <ThemeProvider theme={createTheme()}>
        <Padded />
      </ThemeProvider>,
    ),
  ).toThrow(/spacing is not a function/);
  error.mockRestore();
});

test('the theme bridge hands Material UI 7 its theme, spacing included', () => {
  const sheets = new ServerStyleSheets();
  renderToString(
    sheets.collect(
      <ThemeProvider theme={createTheme({spacing: 5})}>
        <LegacyThemeBridge>
          <Padded />
        </LegacyThemeBridge>
      </ThemeProvider>,
    ),
  );
  expect(sheets.toString()).toMatch(/padding: 15px/);
});
