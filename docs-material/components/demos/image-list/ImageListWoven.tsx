import * as React from 'react';
import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';
import {SWATCHES, swatchImage} from '@site/src/demo-data/material-layout';

export default function ImageListWoven() {
  return (
    <ImageList variant="woven" cols={3} gap={8} sx={{maxWidth: 480, m: 0}}>
      {SWATCHES.slice(0, 6).map((swatch) => (
        <ImageListItem key={swatch.id}>
          <img src={swatchImage(swatch, 160, 160)} alt={swatch.name} loading="lazy" />
        </ImageListItem>
      ))}
    </ImageList>
  );
}
