import * as React from 'react';
import TextField from '@mui/material/TextField';

/** Digits to "(555) 010-2387" as they are typed; a mask library would do the same and more. */
function formatPhone(text: string): string {
  const d = text.replace(/\D/g, '').slice(0, 10);
  if (d.length <= 3) return d;
  if (d.length <= 6) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}

/**
 * The input component a library would provide: it must forward its ref to the DOM input and
 * call onChange with an event whose target holds the value.
 */
const PhoneInput = React.forwardRef<HTMLInputElement, React.InputHTMLAttributes<HTMLInputElement>>(function PhoneInput(
  {onChange, ...props},
  ref,
) {
  return (
    <input
      {...props}
      ref={ref}
      inputMode="tel"
      onChange={(event) => {
        event.target.value = formatPhone(event.target.value);
        onChange?.(event);
      }}
    />
  );
});

export default function PhoneMaskField() {
  const [phone, setPhone] = React.useState('(555) 010-2387');
  return (
    <TextField
      id="phone"
      label="Phone"
      value={phone}
      onChange={(e) => setPhone(e.target.value)}
      helperText="Type digits only"
      sx={{width: 260}}
      slotProps={{input: {inputComponent: PhoneInput}}}
    />
  );
}
