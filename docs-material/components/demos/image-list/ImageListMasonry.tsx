import * as React from 'react';
import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';
import {SWATCHES, swatchImage} from '@site/src/demo-data/material-layout';

// Cards of different heights: the masonry variant packs them into columns without row gaps.
const HEIGHTS = [120, 180, 90, 150, 110, 170, 130, 90, 160];

export default function ImageListMasonry() {
  return (
    <ImageList variant="masonry" cols={3} gap={8} sx={{maxWidth: 480, m: 0}}>
      {HEIGHTS.map((height, index) => {
        const swatch = SWATCHES[index]!;
        return (
          <ImageListItem key={swatch.id}>
            <img src={swatchImage(swatch, 160, height)} alt={swatch.name} loading="lazy" style={{height}} />
          </ImageListItem>
        );
      })}
    </ImageList>
  );
}
