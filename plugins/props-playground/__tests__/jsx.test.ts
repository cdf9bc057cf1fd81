import {jsxOfChoice} from '../jsx';

describe('jsxOfChoice', () => {
  it('writes strings as attributes, true as a bare name, other values in braces, children between the tags', () => {
    expect(jsxOfChoice('Button', {children: 'Send invoice'}, {variant: 'contained', disabled: true})).toBe(
      '<Button variant="contained" disabled>Send invoice</Button>',
    );
    expect(jsxOfChoice('Slider', {defaultValue: 40}, {track: false, max: 60})).toBe('<Slider defaultValue={40} track={false} max={60} />');
  });

  it('prints objects and arrays as JavaScript', () => {
    expect(jsxOfChoice('Slider', {sx: {width: 240}, defaultValue: [20, 40]}, {})).toBe(
      '<Slider sx={{width: 240}} defaultValue={[20, 40]} />',
    );
  });

  it('puts one prop per line past 80 characters', () => {
    expect(
      jsxOfChoice(
        'TextField',
        {label: 'Invoice number'},
        {
          variant: 'filled',
          size: 'small',
          color: 'secondary',
          fullWidth: true,
        },
      ),
    ).toBe('<TextField\n  label="Invoice number"\n  variant="filled"\n  size="small"\n  color="secondary"\n  fullWidth\n/>');
  });
});
