import * as React from 'react';
import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';
import ImageListItemBar from '@mui/material/ImageListItemBar';
import {SWATCHES, swatchImage} from '@site/src/demo-data/material-layout';

const HEIGHTS = [100, 150, 80, 130, 90, 120];

export default function ImageListMasonryTitleBelow() {
  return (
    <ImageList variant="masonry" cols={3} gap={8} sx={{maxWidth: 480, m: 0}}>
      {HEIGHTS.map((height, index) => {
        const swatch = SWATCHES[index + 4]!;
        return (
          <ImageListItem key={swatch.id}>
            <img src={swatchImage(swatch, 160, height)} alt={swatch.name} loading="lazy" style={{height}} />
            <ImageListItemBar position="below" title={swatch.name} />
          </ImageListItem>
        );
      })}
    </ImageList>
  );
}
