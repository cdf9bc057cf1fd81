import * as React from 'react';
import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';
import {SWATCHES, swatchImage} from '@site/src/demo-data/material-layout';

export default function ImageListStandard() {
  return (
    <ImageList cols={4} rowHeight={110} sx={{maxWidth: 480, m: 0}}>
      {SWATCHES.slice(0, 8).map((swatch) => (
        <ImageListItem key={swatch.id}>
          <img src={swatchImage(swatch)} alt={swatch.name} loading="lazy" style={{height: '100%'}} />
        </ImageListItem>
      ))}
    </ImageList>
  );
}
