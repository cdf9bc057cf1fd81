import * as React from 'react';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Box from '@mui/material/Box';
import {createTheme, getContrastRatio, ThemeProvider} from '@mui/material/styles';
import {indigo, teal, deepOrange, purple, blueGrey} from '@mui/material/colors';

const hues = {indigo, teal, deepOrange, purple, blueGrey};
type HueName = keyof typeof hues;
const shades = [300, 400, 500, 600, 700, 800] as const;
type Shade = (typeof shades)[number];

// The swatch labels take black or white, whichever contrasts more with the swatch.
const textOn = (color: string) => (getContrastRatio(color, '#fff') >= getContrastRatio(color, '#000') ? '#fff' : '#000');

export default function ColorPicker() {
  const [hue, setHue] = React.useState<HueName>('teal');
  const [shade, setShade] = React.useState<Shade>(700);
  // createTheme computes light, dark and contrastText from the main colour you pick.
  const theme = React.useMemo(() => createTheme({palette: {primary: {main: hues[hue][shade]}}}), [hue, shade]);
  const {main, light, dark} = theme.palette.primary;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2}>
        <FormControl size="small" sx={{minWidth: 140}}>
          <InputLabel id="color-picker-hue">Hue</InputLabel>
          <Select labelId="color-picker-hue" label="Hue" value={hue} onChange={(event) => setHue(event.target.value as HueName)}>
            {Object.keys(hues).map((name) => (
              <MenuItem key={name} value={name}>
                {name}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <FormControl size="small" sx={{minWidth: 110}}>
          <InputLabel id="color-picker-shade">Shade</InputLabel>
          <Select labelId="color-picker-shade" label="Shade" value={shade} onChange={(event) => setShade(event.target.value as Shade)}>
            {shades.map((value) => (
              <MenuItem key={value} value={value}>
                {value}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      </Stack>
      <Stack direction="row" spacing={1}>
        {Object.entries({light, main, dark}).map(([key, color]) => (
          <Box key={key} sx={{bgcolor: color, color: textOn(color), p: 1, width: 150, fontSize: 13}}>
            {key}
            <br />
            {color}
          </Box>
        ))}
      </Stack>
      <ThemeProvider theme={theme}>
        <Box>
          <Button variant="contained">Schedule delivery</Button>
        </Box>
      </ThemeProvider>
    </Stack>
  );
}
