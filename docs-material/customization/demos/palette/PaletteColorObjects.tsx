import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {getContrastRatio} from '@mui/material/styles';
import {teal, amber, deepPurple} from '@mui/material/colors';

const HUES = {teal, amber, deepPurple};
const SHADES = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900] as const;

// The colour objects of @mui/material/colors are plain maps from shade to hex, usable anywhere.
export default function PaletteColorObjects() {
  return (
    <Stack spacing={1.5}>
      {Object.entries(HUES).map(([name, hue]) => (
        <Box key={name}>
          <Typography variant="body2" sx={{fontFamily: 'monospace'}}>
            {name}
          </Typography>
          <Box sx={{display: 'grid', gridTemplateColumns: 'repeat(10, 1fr)'}}>
            {SHADES.map((shade) => {
              const dark = getContrastRatio('#fff', hue[shade]) >= getContrastRatio('#000', hue[shade]);
              return (
                <Box key={shade} sx={{bgcolor: hue[shade], color: dark ? '#fff' : '#000', py: 0.75, textAlign: 'center', fontSize: 12}}>
                  {shade}
                </Box>
              );
            })}
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
