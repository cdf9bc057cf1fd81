import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';

type Direction = 'row' | 'row-reverse' | 'column' | 'column-reverse';
type Justify = 'flex-start' | 'center' | 'flex-end' | 'space-between';
type Align = 'flex-start' | 'center' | 'flex-end' | 'stretch';

function Choice<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly T[];
  onChange: (value: T) => void;
}) {
  const id = `stack-${label}`;
  return (
    <FormControl>
      <FormLabel id={id}>{label}</FormLabel>
      <RadioGroup row aria-labelledby={id} value={value} onChange={(event) => onChange(event.target.value as T)}>
        {options.map((option) => (
          <FormControlLabel key={option} value={option} control={<Radio size="small" />} label={option} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

export default function StackInteractive() {
  const [direction, setDirection] = React.useState<Direction>('row');
  const [justify, setJustify] = React.useState<Justify>('center');
  const [align, setAlign] = React.useState<Align>('center');
  return (
    <Stack spacing={2}>
      <Stack
        direction={direction}
        spacing={2}
        sx={{justifyContent: justify, alignItems: align, height: 180, bgcolor: 'action.hover', p: 1}}
      >
        {['Saddle', 'Handlebar tape', 'Bottle cage'].map((item, index) => (
          <Paper key={item} sx={{px: 2, py: 1 + index, typography: 'body2'}}>
            {item}
          </Paper>
        ))}
      </Stack>
      <Choice
        label="direction"
        value={direction}
        options={['row', 'row-reverse', 'column', 'column-reverse'] as const}
        onChange={setDirection}
      />
      <Choice
        label="justifyContent"
        value={justify}
        options={['flex-start', 'center', 'flex-end', 'space-between'] as const}
        onChange={setJustify}
      />
      <Choice label="alignItems" value={align} options={['flex-start', 'center', 'flex-end', 'stretch'] as const} onChange={setAlign} />
    </Stack>
  );
}
