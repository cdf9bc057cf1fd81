/** One palette colour: a native colour input (keyboard: Enter opens the picker) and a hex text field. */
import React, {useEffect, useState} from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import {isHexColor, normalizeHex} from '@site/src/lib/theme-builder/state';

interface Props {
  label: string;
  value: string;
  onChange: (hex: string) => void;
  /** Shown under a valid value, e.g. where the colour comes from. */
  note?: string;
}

export default function ColorField({label, value, onChange, note}: Props) {
  // The text may be mid-edit (`#ffe`), so it is kept apart from the committed colour. A new value
  // replaces the text only when it came from elsewhere (the picker, a reset, a derived dark colour):
  // typing `#80d` on the way to `#80deea` commits #8800dd, and rewriting the text then would break the typing.
  const [text, setText] = useState(value);
  useEffect(() => setText((current) => (isHexColor(current) && normalizeHex(current) === value ? current : value)), [value]);
  const valid = isHexColor(text);
  return (
    <Box sx={{display: 'flex', alignItems: 'flex-start', gap: 1}}>
      <Box
        component="input"
        type="color"
        value={value}
        aria-label={`${label} picker`}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => onChange(normalizeHex(event.target.value))}
        sx={{
          width: 40,
          height: 40,
          p: 0.25,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'background.paper',
          cursor: 'pointer',
          flexShrink: 0,
        }}
      />
      <TextField
        label={label}
        size="small"
        value={text}
        error={!valid}
        helperText={valid ? (note ?? ' ') : 'Use #rgb or #rrggbb'}
        onChange={(event) => {
          setText(event.target.value);
          if (isHexColor(event.target.value)) onChange(normalizeHex(event.target.value));
        }}
        slotProps={{htmlInput: {spellCheck: false, 'data-color-field': label}}}
        sx={{width: 150}}
      />
    </Box>
  );
}
