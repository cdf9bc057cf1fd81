import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {createTheme, getContrastRatio, useTheme} from '@mui/material/styles';

export default function PaletteTonalOffset() {
  const portalTheme = useTheme();
  const [offset, setOffset] = React.useState(portalTheme.palette.tonalOffset as number);
  const {primary, common} = React.useMemo(
    () => createTheme({palette: {tonalOffset: offset, primary: {main: '#3949ab'}}}).palette,
    [offset],
  );
  // contrastText suits `main` only: each shade's label takes the opaque white or black that contrasts more with it.
  const labelOn = (shade: string) =>
    getContrastRatio(common.white, shade) >= getContrastRatio(common.black, shade) ? common.white : common.black;
  return (
    <Stack spacing={2}>
      <Box sx={{maxWidth: 360}}>
        <Typography id="tonal-offset-label" variant="body2">
          tonalOffset: {offset}
        </Typography>
        <Slider
          aria-labelledby="tonal-offset-label"
          value={offset}
          min={0}
          max={0.5}
          step={0.05}
          onChange={(_, v) => setOffset(v as number)}
        />
      </Box>
      <Stack direction="row" sx={{borderRadius: 1, overflow: 'hidden', maxWidth: 480}}>
        {(['light', 'main', 'dark'] as const).map((shade) => (
          <Box key={shade} sx={{flex: 1, p: 1.5, bgcolor: primary[shade], color: labelOn(primary[shade]), fontSize: 13}}>
            <div>{shade}</div>
            <Box sx={{fontFamily: 'monospace'}}>{primary[shade]}</Box>
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}
