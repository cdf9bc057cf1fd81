import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

const UNITS = ['KB', 'MB', 'GB', 'TB'];

/** 2^exponent bytes as text: 2^20 -> "1 MB". */
function bytes(exponent: number): string {
  let size = 2 ** exponent;
  let unit = -1;
  while (size >= 1024 && unit < UNITS.length - 1) {
    size /= 1024;
    unit += 1;
  }
  return `${size} ${unit < 0 ? 'bytes' : UNITS[unit]}`;
}

export default function UploadLimitSlider() {
  // The slider moves in whole exponents (10 ... 40); `scale` maps each to a power of two.
  const [exponent, setExponent] = React.useState(25);
  return (
    <Box sx={{width: 320, mx: 'auto'}}>
      <Typography id="upload-limit-label" gutterBottom>
        Upload limit: {bytes(exponent)}
      </Typography>
      <Slider
        aria-labelledby="upload-limit-label"
        value={exponent}
        min={10}
        max={40}
        scale={(x) => 2 ** x}
        onChange={(_, v) => setExponent(v)}
        valueLabelDisplay="auto"
        valueLabelFormat={(scaled) => bytes(Math.log2(scaled))}
        getAriaValueText={(scaled) => bytes(Math.log2(scaled))}
      />
    </Box>
  );
}
