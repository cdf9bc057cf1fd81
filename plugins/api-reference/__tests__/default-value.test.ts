import {defaultValueParts, isMarkdownDefault} from '../default-value';

describe('prop defaults', () => {
  test('a Markdown sentence becomes text and inline code, without backticks', () => {
    // @default of DatePicker's closeOnSelect in @mui/x-date-pickers 8.15.0.
    const parts = defaultValueParts(
      '`true` for desktop, `false` for mobile (based on the chosen wrapper and `desktopModeMediaQuery` prop).',
    );
    expect(parts).toEqual([
      {text: 'true', code: true},
      {text: ' for desktop, ', code: false},
      {text: 'false', code: true},
      {text: ' for mobile (based on the chosen wrapper and ', code: false},
      {text: 'desktopModeMediaQuery', code: true},
      {text: ' prop).', code: false},
    ]);
    expect(parts.map((p) => p.text).join('')).not.toContain('`');
  });

  test('a sentence that starts with a word keeps it as text', () => {
    expect(defaultValueParts("1 if `displayStaticWrapperAs === 'mobile'`, 2 otherwise.")).toEqual([
      {text: '1 if ', code: false},
      {text: "displayStaticWrapperAs === 'mobile'", code: true},
      {text: ', 2 otherwise.', code: false},
    ]);
  });

  test.each([
    'false',
    "'default'",
    '(more) => `+${more}`',
    '`${adapter.formats.month} ${adapter.formats.year}`',
    'function defaultGetAriaLabel(type) {\nreturn `Go to ${type} page`;\n}',
    '`[]`',
  ])('a value stays one code span: %s', (value) => {
    expect(isMarkdownDefault(value)).toBe(false);
    expect(defaultValueParts(value)).toEqual([{text: value, code: true}]);
  });
});
