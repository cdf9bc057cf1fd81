import * as React from 'react';
import Box from '@mui/material/Box';
import Masonry from '@mui/lab/Masonry';
import Typography from '@mui/material/Typography';
import {SWATCHES, swatchImage} from '@site/src/demo-data/material-layout';

const HEIGHTS = [160, 110, 190, 130, 100, 170, 120, 150];

export default function MasonryImages() {
  return (
    <Masonry columns={{xs: 2, sm: 4}} spacing={1}>
      {HEIGHTS.map((height, index) => {
        const swatch = SWATCHES[index]!;
        return (
          <Box key={swatch.id}>
            <img
              src={swatchImage(swatch, 200, height)}
              alt={swatch.name}
              loading="lazy"
              style={{display: 'block', width: '100%', height, borderRadius: 4}}
            />
            <Typography variant="caption">{swatch.name}</Typography>
          </Box>
        );
      })}
    </Masonry>
  );
}
