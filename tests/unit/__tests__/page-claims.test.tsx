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
import {StaticTimePicker} from '@mui/x-date-pickers/StaticTimePicker';
import {StaticDateTimePicker} from '@mui/x-date-pickers/StaticDateTimePicker';
import * as pickers from '@mui/x-date-pickers';
import * as proPickers from '@mui/x-date-pickers-pro';
import type {ComponentType} from 'react';

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
    expect(Number(claim('react-charts/axis.mdx', /by default (\d+) px for an x-axis/))).toBe(chartConstants.DEFAULT_AXIS_SIZE_HEIGHT);
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
  const layoutOrientation = (picker = <StaticDatePicker />) => {
    const {container, unmount} = render(<LocalizationProvider dateAdapter={AdapterDayjs}>{picker}</LocalizationProvider>);
    const landscape = container.querySelector('.MuiPickersLayout-landscape') !== null;
    unmount();
    return landscape ? 'landscape' : 'portrait';
  };

  /** Runs `check` with the screen reporting `angle` degrees of rotation. */
  function withScreenAngle(angle: number, check: () => void) {
    const screenOrientation = Object.getOwnPropertyDescriptor(window.screen, 'orientation');
    Object.defineProperty(window.screen, 'orientation', {configurable: true, value: {angle}});
    try {
      check();
    } finally {
      if (screenOrientation) Object.defineProperty(window.screen, 'orientation', screenOrientation);
      else delete (window.screen as {orientation?: unknown}).orientation;
    }
  }

  it('a picker without `orientation` follows the screen, as the custom layout page says', () => {
    claim(
      'react-date-pickers/custom-layout.mdx',
      /(Without it, a picker follows the device) .*?: landscape when the screen reports a rotation of 90 degrees/,
    );
    expect(layoutOrientation()).toBe('portrait');
    withScreenAngle(90, () => expect(layoutOrientation()).toBe('landscape'));
    claim('react-date-pickers/custom-layout.mdx', /portrait otherwise: on desktops, (at 180 or 270 degrees)/);
    withScreenAngle(180, () => expect(layoutOrientation()).toBe('portrait'));
    withScreenAngle(270, () => expect(layoutOrientation()).toBe('portrait'));
    claim('react-date-pickers/custom-layout.mdx', /(except the date-time pickers, whose `orientation` defaults to `'portrait'`)/);
    withScreenAngle(90, () => expect(layoutOrientation(<StaticDateTimePicker />)).toBe('portrait'));
    withScreenAngle(90, () => expect(layoutOrientation(<StaticDateTimePicker orientation="landscape" />)).toBe('landscape'));
  });

  it('only hours, minutes and seconds together force portrait, over the prop and the device', () => {
    claim('react-date-pickers/custom-layout.mdx', /(`views` include hours, minutes \*\*and\*\* seconds together, the layout is portrait)/);
    claim('react-date-pickers/custom-layout.mdx', /(Hours and minutes alone follow the prop or the device)/);
    const time = (views: ('hours' | 'minutes' | 'seconds')[]) => <StaticTimePicker orientation="landscape" views={views} />;
    expect(layoutOrientation(time(['hours', 'minutes', 'seconds']))).toBe('portrait');
    expect(layoutOrientation(time(['hours', 'minutes']))).toBe('landscape');
    expect(layoutOrientation(time(['minutes', 'seconds']))).toBe('landscape');
    withScreenAngle(90, () => expect(layoutOrientation(<StaticTimePicker views={['hours', 'minutes', 'seconds']} />)).toBe('portrait'));
  });

  describe('the action bar shows the default buttons the custom components page names', () => {
    const PAGE = 'react-date-pickers/custom-components.mdx';
    const components = {...pickers, ...proPickers} as unknown as Record<string, ComponentType<{open?: boolean}>>;
    // The Pro pickers print a missing-license banner through console.error; nothing else is silenced.
    const consoleError = console.error;
    beforeAll(() => {
      jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
        if (!String(args[0]).includes('MUI X: Missing license key')) consoleError(...args);
      });
    });
    afterAll(() => jest.restoreAllMocks());
    /** The button labels of the picker's action bar (open, or static), or null without a bar. */
    const actionBar = (name: string): string[] | null => {
      const Picker = components[name];
      if (!Picker) throw new Error(`${name} is not exported by the date pickers packages`);
      const {unmount} = render(
        <LocalizationProvider dateAdapter={AdapterDayjs}>
          <Picker {...(name.startsWith('Static') ? {} : {open: true})} />
        </LocalizationProvider>,
      );
      const bar = document.querySelector('.MuiPickersLayout-actionBar');
      const labels = bar && Array.from(bar.querySelectorAll('button'), (b) => b.textContent ?? '');
      unmount();
      return labels;
    };

    it('no bar on the pickers that close on select in one step', () => {
      const none = [...claim(PAGE, /has a single step shows no bar: that is (`\w+` and `\w+`)/).matchAll(/`(\w+)`/g)].map((m) => m[1]);
      expect(none).toHaveLength(2);
      for (const name of none) expect([name, actionBar(name)]).toEqual([name, null]);
    });

    it('Cancel and OK, or Next while a step remains, on every other picker', () => {
      const [next, ok] = claim(PAGE, /(a button that reads \*\*\w+\*\* while a later step remains .*? and \*\*\w+\*\* on the last one)/)
        .match(/\*\*(\w+)\*\*/g)!
        .map((label) => label.replace(/\*/g, ''));
      const cancel = claim(PAGE, /shows \*\*(\w+)\*\* and `'nextOrAccept'`/);
      // One of each kind the sentence names: mobile, static, desktop time, date-time and time range.
      const lastStep = ['MobileDatePicker', 'StaticDatePicker', 'DesktopTimePicker', 'DesktopDateTimePicker', 'MobileDateRangePicker'];
      for (const name of lastStep) expect([name, actionBar(name)]).toEqual([name, [cancel, ok]]);
      for (const name of ['MobileDateTimePicker', 'DesktopTimeRangePicker'])
        expect([name, actionBar(name)]).toEqual([name, [cancel, next]]);
    });
  });
});
