import * as React from 'react';
import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';
import ImageListItemBar from '@mui/material/ImageListItemBar';
import {SWATCHES, swatchImage} from '@site/src/demo-data/material-layout';

export default function ImageListTitleBelow() {
  return (
    <ImageList cols={4} gap={12} sx={{maxWidth: 480, m: 0}}>
      {SWATCHES.slice(0, 4).map((swatch) => (
        <ImageListItem key={swatch.id}>
          <img src={swatchImage(swatch, 110, 110)} alt={swatch.name} loading="lazy" />
          <ImageListItemBar title={swatch.name} subtitle={swatch.family} position="below" />
        </ImageListItem>
      ))}
    </ImageList>
  );
}
