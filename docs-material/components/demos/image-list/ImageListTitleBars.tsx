import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';
import ImageListItemBar from '@mui/material/ImageListItemBar';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import {SWATCHES, swatchImage} from '@site/src/demo-data/material-layout';

export default function ImageListTitleBars() {
  const [shown, setShown] = React.useState<string | null>(null);
  return (
    <div>
      <ImageList cols={3} rowHeight={140} sx={{maxWidth: 480, m: 0}}>
        {SWATCHES.slice(0, 6).map((swatch) => (
          <ImageListItem key={swatch.id}>
            <img src={swatchImage(swatch, 160, 140)} alt={swatch.name} loading="lazy" />
            <ImageListItemBar
              title={swatch.name}
              subtitle={swatch.family}
              actionIcon={
                <IconButton
                  sx={{color: 'rgba(255, 255, 255, 0.8)'}}
                  aria-label={`About ${swatch.name}`}
                  onClick={() => setShown(swatch.name)}
                >
                  <InfoOutlined />
                </IconButton>
              }
            />
          </ImageListItem>
        ))}
      </ImageList>
      <p style={{margin: '8px 0 0', fontSize: 14}}>{shown ? `Selected: ${shown}` : 'Press an info button'}</p>
    </div>
  );
}
