import fs from 'node:fs';
import path from 'node:path';
import type {ApiMember, ApiPageData} from '../../api-reference/model';
import {changedProps, initialValues, parseDefault, playgroundControls} from '../controls';

const member = (name: string, type: string, extra: Partial<ApiMember> = {}): ApiMember => ({
  name,
  type,
  descriptionHtml: '',
  required: false,
  ...extra,
});

describe('playgroundControls', () => {
  it('offers literal unions as selects, booleans as switches and numbers as fields, with their defaults', () => {
    const controls = playgroundControls([
      member('variant', "'text' | 'outlined' | 'contained'", {
        literals: ['text', 'outlined', 'contained'],
        defaultValue: "'text'",
      }),
      member('disabled', 'boolean', {defaultValue: 'false'}),
      member('step', 'number | null', {defaultValue: '1'}),
      member('children', 'React.ReactNode'),
      member('href', 'string'),
    ]);
    expect(controls).toEqual([
      {
        kind: 'select',
        name: 'variant',
        options: ['text', 'outlined', 'contained'],
        defaultValue: 'text',
      },
      {kind: 'switch', name: 'disabled', defaultValue: false},
      {kind: 'number', name: 'step', defaultValue: 1},
    ]);
  });

  it('turns a `false` literal into a boolean option (Slider track)', () => {
    const [track] = playgroundControls([
      member('track', "'normal' | false | 'inverted'", {
        literals: ['false', 'normal', 'inverted'],
        defaultValue: "'normal'",
      }),
    ]);
    expect(track).toEqual({
      kind: 'select',
      name: 'track',
      options: [false, 'normal', 'inverted'],
      defaultValue: 'normal',
    });
  });

  it('leaves out inherited, deprecated, never-offered and page-omitted props', () => {
    const controls = playgroundControls(
      [
        member('disableRipple', 'boolean', {inheritedFrom: 'ButtonBase'}),
        member('components', "'a' | 'b'", {
          literals: ['a', 'b'],
          deprecated: 'use slots',
        }),
        member('autoFocus', 'boolean'),
        member('select', 'boolean'),
        member('error', 'boolean'),
      ],
      {omit: ['select']},
    );
    expect(controls.map((c) => c.name)).toEqual(['error']);
  });

  it('reads the installed Button, Slider and TextField data (generated from @mui/material)', () => {
    const read = (slug: string) =>
      JSON.parse(fs.readFileSync(path.join(__dirname, '../../../api-docs/material', `${slug}.json`), 'utf8')) as ApiPageData;
    const names = (slug: string) => playgroundControls(read(slug).props).map((c) => `${c.kind}:${c.name}`);
    expect(names('button')).toEqual(
      expect.arrayContaining(['select:variant', 'select:size', 'select:color', 'switch:disabled', 'switch:fullWidth']),
    );
    expect(names('button')).not.toContain('switch:disableRipple');
    expect(names('slider')).toEqual(
      expect.arrayContaining(['number:max', 'number:step', 'select:orientation', 'select:track', 'select:valueLabelDisplay']),
    );
    expect(names('text-field')).toEqual(expect.arrayContaining(['select:variant', 'select:size', 'switch:multiline', 'switch:error']));
  });
});

describe('values', () => {
  it('parses defaults as the JSDoc writes them', () => {
    expect([
      parseDefault("'medium'"),
      parseDefault('false'),
      parseDefault('100'),
      parseDefault('null'),
      parseDefault('<CircularProgress />'),
    ]).toEqual(['medium', false, 100, undefined, undefined]);
  });

  it('reports only the props that differ from their defaults', () => {
    const controls = playgroundControls([
      member('size', "'small' | 'medium'", {
        literals: ['small', 'medium'],
        defaultValue: "'medium'",
      }),
      member('disabled', 'boolean', {defaultValue: 'false'}),
      member('max', 'number', {defaultValue: '100'}),
    ]);
    const values = initialValues(controls);
    expect(changedProps(controls, values)).toEqual({});
    expect(
      changedProps(controls, {
        ...values,
        size: 'small',
        disabled: true,
        max: 100,
      }),
    ).toEqual({size: 'small', disabled: true});
  });
});
