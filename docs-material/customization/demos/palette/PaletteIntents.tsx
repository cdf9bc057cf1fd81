import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {getContrastRatio, useTheme, type PaletteColor} from '@mui/material/styles';

const INTENTS = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;
const SHADES = ['light', 'main', 'dark'] as const;

// Each label takes whichever of the palette's opaque white and black contrasts more with its own shade
// (contrastText is chosen for `main` alone, and its near-black is translucent, which getContrastRatio
// ignores). One of the two always reaches 4.5:1.
function readableOn(background: string, common: {white: string; black: string}) {
  return getContrastRatio(common.white, background) >= getContrastRatio(common.black, background) ? common.white : common.black;
}

function Swatch({color, name}: {color: PaletteColor; name: string}) {
  const {common} = useTheme().palette;
  return (
    <Box sx={{display: 'flex', borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider'}}>
      {SHADES.map((shade) => (
        <Box key={shade} sx={{flex: 1, p: 1, bgcolor: color[shade], color: readableOn(color[shade], common), fontSize: 12, minWidth: 0}}>
          <Box sx={{fontWeight: 'fontWeightMedium'}}>{shade === 'main' ? name : shade}</Box>
          <Box sx={{fontFamily: 'monospace', overflowWrap: 'anywhere'}}>{color[shade]}</Box>
        </Box>
      ))}
    </Box>
  );
}

// Reads both colour schemes of the theme the demo runs in, so the values shown are the theme's own.
export default function PaletteIntents() {
  const theme = useTheme();
  return (
    <Box sx={{display: 'grid', gap: 2, gridTemplateColumns: {xs: '1fr', sm: '1fr 1fr'}}}>
      {(['light', 'dark'] as const).map((scheme) => {
        const palette = theme.colorSchemes[scheme]?.palette ?? theme.palette;
        return (
          <Box key={scheme} sx={{display: 'grid', gap: 1}}>
            <Typography variant="subtitle2" component="h3">
              {scheme === 'light' ? 'Light scheme' : 'Dark scheme'}
            </Typography>
            {INTENTS.map((intent) => (
              <Swatch key={intent} name={intent} color={palette[intent]} />
            ))}
          </Box>
        );
      })}
    </Box>
  );
}
