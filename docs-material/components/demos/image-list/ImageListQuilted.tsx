import * as React from 'react';
import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';
import {SWATCHES, swatchImage} from '@site/src/demo-data/material-layout';

const ROW_HEIGHT = 80;
// How many columns and rows each card spans: the first card is featured.
const SPANS = [
  {cols: 2, rows: 2},
  {cols: 1, rows: 1},
  {cols: 1, rows: 1},
  {cols: 2, rows: 1},
  {cols: 2, rows: 1},
  {cols: 2, rows: 2},
  {cols: 1, rows: 1},
  {cols: 1, rows: 1},
];

export default function ImageListQuilted() {
  return (
    <ImageList variant="quilted" cols={4} rowHeight={ROW_HEIGHT} sx={{maxWidth: 480, m: 0}}>
      {SPANS.map((span, index) => {
        const swatch = SWATCHES[index]!;
        return (
          <ImageListItem key={swatch.id} cols={span.cols} rows={span.rows}>
            <img src={swatchImage(swatch, 120 * span.cols, ROW_HEIGHT * span.rows)} alt={swatch.name} loading="lazy" />
          </ImageListItem>
        );
      })}
    </ImageList>
  );
}
