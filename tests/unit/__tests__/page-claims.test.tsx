/**
 * @jest-environment jsdom
 *
 * Claims the MUI X pages make about defaults and keyboard behaviour, checked against the installed
 * packages at run time (their comments and types have been stale before: the axis size types still
 * say 30 px). Each test reads the figure or the name from the page and asks the package.
 */
import fs from 'node:fs';
import path from 'node:path';
import {act, fireEvent, render, screen} from '@testing-library/react';
import {renderToStaticMarkup} from 'react-dom/server';
import * as palettes from '@mui/x-charts/colorPalettes';
import * as chartConstants from '@mui/x-charts/constants';
import {BarChart} from '@mui/x-charts/BarChart';
import {ChartsTooltip} from '@mui/x-charts/ChartsTooltip';
import {Gauge, type GaugeProps} from '@mui/x-charts/Gauge';
import {SimpleTreeView} from '@mui/x-tree-view/SimpleTreeView';
import {TreeItem} from '@mui/x-tree-view/TreeItem';
import {LocalizationProvider} from '@mui/x-date-pickers/LocalizationProvider';
import {AdapterDayjs} from '@mui/x-date-pickers/AdapterDayjs';
import {StaticDatePicker} from '@mui/x-date-pickers/StaticDatePicker';

const DOCS = path.resolve(__dirname, '../../../docs');
const page = (file: string) => fs.readFileSync(path.join(DOCS, file), 'utf8');
const CHARTS_DIR = path.dirname(require.resolve('@mui/x-charts/package.json'));

/** The page's sentence matching `re`, whose first group is the claim. */
function claim(file: string, re: RegExp): string {
  const match = page(file).replace(/\s+/g, ' ').match(re);
  if (!match) throw new Error(`${file} no longer says ${re}: update this test with the page`);
  return match[1];
}

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];

describe('charts', () => {
  it('the pie page names the default palette the charts use, and counts the categorical palettes', () => {
    const named = claim('react-charts/pie.mdx', /`(\w+Palette)`, the default/);
    expect(claim('react-charts/styling.mdx', /`(\w+Palette)`, the default/)).toBe(named);
    // A chart without `colors` paints its first series with the first colour of the default palette.
    const html = renderToStaticMarkup(
      <BarChart width={300} height={200} skipAnimation series={[{data: [3]}]} xAxis={[{data: ['a'], scaleType: 'band'}]} />,
    );
    const fill = html.match(/<rect[^>]*fill="(#[0-9a-fA-F]{3,8})"/)?.[1];
    const palette = (palettes as unknown as Record<string, (mode: 'light' | 'dark') => string[]>)[named];
    expect(palette).toBeDefined();
    expect(fill?.toLowerCase()).toBe(palette('light')[0].toLowerCase());

    const categorical = fs.readdirSync(path.join(CHARTS_DIR, 'colorPalettes/categorical')).filter((f) => f.endsWith('.js'));
    const count = claim('react-charts/pie.mdx', /ships (\w+) categorical palettes/);
    expect(NUMBER_WORDS.indexOf(count)).toBe(categorical.length);
  });

  it('the axis page gives the axis sizes the package reserves', () => {
    expect(Number(claim('react-charts/axis.mdx', /by default (\d+) px for an x-axis/))).toBe(
      chartConstants.DEFAULT_AXIS_SIZE_HEIGHT,
    );
    expect(Number(claim('react-charts/axis.mdx', /and (\d+) px for a y-axis/))).toBe(chartConstants.DEFAULT_AXIS_SIZE_WIDTH);
  });

  it("the tooltip page's default trigger is the one a tooltip without `trigger` uses", () => {
    const named = claim('react-charts/tooltip.mdx', /- `'(\w+)'`: [^-]*The default/);
    // The axis trigger renders the axis content (a table with the axis value as header), the item trigger
    // the item content: ChartsTooltip without `trigger` picks one, visible in the component it renders.
    const element = ChartsTooltip({}) as {props: {children: {type: {name?: string; displayName?: string}}}};
    const content = element.props.children.type;
    const name = content.displayName ?? content.name ?? '';
    expect(name.toLowerCase()).toContain(named);
  });

  it('the gauge page says no prop is required', () => {
    expect(claim('react-charts/gauge.mdx', /(No prop is required)/)).toBeTruthy();
    // Type-checked by `tsc`: an empty props object is a valid GaugeProps.
    const none: GaugeProps = {};
    expect(() => renderToStaticMarkup(<Gauge {...none} width={100} height={100} />)).not.toThrow();
  });
});

describe('tree view keyboard', () => {
  function tree() {
    render(
      <SimpleTreeView>
        <TreeItem itemId="fruit" label="Fruit">
          <TreeItem itemId="apple" label="Apple" />
        </TreeItem>
        <TreeItem itemId="bread" label="Bread" />
      </SimpleTreeView>,
    );
    return {parent: screen.getByRole('treeitem', {name: 'Fruit'}), leaf: () => screen.getByRole('treeitem', {name: 'Bread'})};
  }

  it('Enter opens a parent without selecting it, and selects a leaf, as the selection pages say', () => {
    claim('react-tree-view/simple-tree-view/selection.mdx', /(<kbd>Enter<\/kbd> selects only an item without children)/);
    const {parent, leaf} = tree();
    act(() => parent.focus());
    fireEvent.keyDown(parent, {key: 'Enter'});
    expect(parent.getAttribute('aria-expanded')).toBe('true');
    expect(parent.getAttribute('aria-selected')).not.toBe('true');
    act(() => leaf().focus());
    fireEvent.keyDown(leaf(), {key: 'Enter'});
    expect(leaf().getAttribute('aria-selected')).toBe('true');
  });

  it('Space toggles the selection in a single-select tree, as the accessibility page says', () => {
    claim('react-tree-view/accessibility.mdx', /<kbd>Space<\/kbd> \| (Toggles the focused item's selection)/);
    const {leaf} = tree();
    act(() => leaf().focus());
    fireEvent.keyDown(leaf(), {key: ' '});
    expect(leaf().getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(leaf(), {key: ' '});
    expect(leaf().getAttribute('aria-selected')).not.toBe('true');
  });
});

describe('date pickers', () => {
  const layoutOrientation = () => {
    const {container, unmount} = render(
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <StaticDatePicker />
      </LocalizationProvider>,
    );
    const landscape = container.querySelector('.MuiPickersLayout-landscape') !== null;
    unmount();
    return landscape ? 'landscape' : 'portrait';
  };

  it('a picker without `orientation` follows the screen, as the custom layout page says', () => {
    claim('react-date-pickers/custom-layout.mdx', /(Without it, a picker follows the device)/);
    expect(layoutOrientation()).toBe('portrait');
    const screenOrientation = Object.getOwnPropertyDescriptor(window.screen, 'orientation');
    Object.defineProperty(window.screen, 'orientation', {configurable: true, value: {angle: 90}});
    try {
      expect(layoutOrientation()).toBe('landscape');
    } finally {
      if (screenOrientation) Object.defineProperty(window.screen, 'orientation', screenOrientation);
      else delete (window.screen as {orientation?: unknown}).orientation;
    }
  });
});
