import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';
import ImageListItemBar from '@mui/material/ImageListItemBar';
import StarBorder from '@mui/icons-material/StarBorder';
import Star from '@mui/icons-material/Star';
import {SWATCHES, swatchImage} from '@site/src/demo-data/material-layout';

const FEATURED = new Set(['harbour', 'moss']);

// Title bar on top with the action on the left, over a gradient so the white text stays readable.
export default function ImageListCustom() {
  const [saved, setSaved] = React.useState<Set<string>>(new Set());
  const toggle = (id: string) =>
    setSaved((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <ImageList rowHeight={120} gap={2} cols={4} sx={{maxWidth: 480, m: 0}}>
      {SWATCHES.slice(0, 6).map((swatch) => {
        const span = FEATURED.has(swatch.id) ? 2 : 1;
        const isSaved = saved.has(swatch.id);
        return (
          <ImageListItem key={swatch.id} cols={span} rows={span}>
            <img src={swatchImage(swatch, 120 * span, 120 * span)} alt={swatch.name} loading="lazy" />
            <ImageListItemBar
              title={swatch.name}
              position="top"
              actionPosition="left"
              sx={{background: 'linear-gradient(to bottom, rgba(0,0,0,0.7) 0%, rgba(0,0,0,0.3) 70%, rgba(0,0,0,0) 100%)'}}
              actionIcon={
                <IconButton
                  sx={{color: 'white'}}
                  aria-label={`Save ${swatch.name}`}
                  aria-pressed={isSaved}
                  onClick={() => toggle(swatch.id)}
                >
                  {isSaved ? <Star /> : <StarBorder />}
                </IconButton>
              }
            />
          </ImageListItem>
        );
      })}
    </ImageList>
  );
}
