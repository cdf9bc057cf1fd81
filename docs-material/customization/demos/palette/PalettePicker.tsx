import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import {createTheme, ThemeProvider} from '@mui/material/styles';
import {blue, green, indigo, orange, pink, red, teal} from '@mui/material/colors';

const HUES = {blue, green, indigo, orange, pink, red, teal};
type HueName = keyof typeof HUES;
const SHADES = [300, 400, 500, 600, 700, 800] as const;
type Shade = (typeof SHADES)[number];

export default function PalettePicker() {
  const [hue, setHue] = React.useState<HueName>('indigo');
  const [shade, setShade] = React.useState<Shade>(500);
  const main = HUES[hue][shade];
  const theme = React.useMemo(() => createTheme({palette: {primary: {main}}}), [main]);
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2}>
        <FormControl size="small" sx={{minWidth: 140}}>
          <InputLabel id="picker-hue">Hue</InputLabel>
          <Select labelId="picker-hue" label="Hue" value={hue} onChange={(e) => setHue(e.target.value as HueName)}>
            {Object.keys(HUES).map((name) => (
              <MenuItem key={name} value={name}>
                {name}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <FormControl size="small" sx={{minWidth: 120}}>
          <InputLabel id="picker-shade">Shade</InputLabel>
          <Select labelId="picker-shade" label="Shade" value={shade} onChange={(e) => setShade(Number(e.target.value) as Shade)}>
            {SHADES.map((s) => (
              <MenuItem key={s} value={s}>
                {s}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      </Stack>
      <ThemeProvider theme={theme}>
        {/* A light theme: shown on its own paper, so its colours sit on the background they are made for, in dark mode too. */}
        <Stack
          direction="row"
          spacing={1}
          sx={{alignItems: 'center', bgcolor: 'background.paper', color: 'text.primary', p: 1.5, borderRadius: 1}}
        >
          <Button variant="contained">Subscribe</Button>
          <Button variant="outlined">Details</Button>
          <Box sx={{fontFamily: 'monospace', fontSize: 13}}>
            {hue}[{shade}] = {main}, contrastText {theme.palette.primary.contrastText}
          </Box>
        </Stack>
      </ThemeProvider>
    </Stack>
  );
}
