/** @jest-environment jsdom */
import React, {useState} from 'react';
import {fireEvent, render, screen} from '@testing-library/react';
import ColorField from '../ColorField';

/** The field as the builder uses it: every valid value typed is committed and comes back as `value`. */
function Harness({initial, outside}: {initial: string; outside?: string}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <ColorField label="Info (dark)" value={value} onChange={setValue} note="Set by hand" />
      <output data-testid="committed">{value}</output>
      {outside && <button onClick={() => setValue(outside)}>outside</button>}
    </>
  );
}

test('typing a six-digit colour one key at a time is not rewritten by the short colour it passes through', () => {
  render(<Harness initial="#4d9fd0" />);
  const field = screen.getByRole('textbox', {name: 'Info (dark)'}) as HTMLInputElement;
  let typed = '';
  for (const key of '#80deea') {
    typed += key;
    fireEvent.change(field, {target: {value: typed}});
    expect(field.value).toBe(typed);
  }
  expect(screen.getByTestId('committed').textContent).toBe('#80deea');
  expect(screen.getByText('Set by hand')).toBeTruthy();
});

test('a value from elsewhere replaces the text', () => {
  render(<Harness initial="#4d9fd0" outside="#123456" />);
  const field = screen.getByRole('textbox', {name: 'Info (dark)'}) as HTMLInputElement;
  fireEvent.change(field, {target: {value: '#80'}});
  fireEvent.click(screen.getByRole('button', {name: 'outside'}));
  expect(field.value).toBe('#123456');
});
