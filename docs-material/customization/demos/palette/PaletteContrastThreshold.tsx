import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {createTheme, getContrastRatio} from '@mui/material/styles';

const MAINS = ['#0277bd', '#43a047', '#ef6c00', '#8e24aa', '#fdd835'];

export default function PaletteContrastThreshold() {
  // Starts at 4.5, the WCAG AA ratio for text this size; move it down to the theme's default and
  // lighter swatches switch to white text below that ratio.
  const [threshold, setThreshold] = React.useState(4.5);
  const theme = React.useMemo(() => createTheme({palette: {contrastThreshold: threshold}}), [threshold]);
  return (
    <Stack spacing={2}>
      <Box sx={{maxWidth: 360}}>
        <Typography id="contrast-threshold-label" variant="body2">
          contrastThreshold: {threshold}
        </Typography>
        <Slider
          aria-labelledby="contrast-threshold-label"
          value={threshold}
          min={1}
          max={7}
          step={0.5}
          marks
          onChange={(_, v) => setThreshold(v as number)}
        />
      </Box>
      <Stack direction="row" spacing={1} useFlexGap sx={{flexWrap: 'wrap'}}>
        {MAINS.map((main) => {
          const text = theme.palette.getContrastText(main);
          return (
            <Box key={main} sx={{bgcolor: main, color: text, p: 1.5, borderRadius: 1, minWidth: 110, fontSize: 13}}>
              <Box sx={{fontFamily: 'monospace'}}>{main}</Box>
              <Box>{text === '#fff' ? 'white text' : 'dark text'}</Box>
              <Box>{getContrastRatio(text, main).toFixed(2)}:1</Box>
            </Box>
          );
        })}
      </Stack>
    </Stack>
  );
}
