import * as React from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import {useTheme} from '@mui/material/styles';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import SkipNextIcon from '@mui/icons-material/SkipNext';
import SkipPreviousIcon from '@mui/icons-material/SkipPrevious';
import {RIDES} from '@site/src/demo-data/material-feedback-surfaces';

export default function CardControls() {
  const theme = useTheme();
  const [index, setIndex] = React.useState(0);
  const [playing, setPlaying] = React.useState(false);
  const ride = RIDES[index]!;
  const step = (delta: number) => setIndex((current) => (current + delta + RIDES.length) % RIDES.length);
  // In right-to-left pages "previous" points right: swap the icons.
  const rtl = theme.direction === 'rtl';
  return (
    <Card sx={{display: 'flex', maxWidth: 480}}>
      <Box sx={{display: 'flex', flexDirection: 'column', flex: 1}}>
        <CardContent sx={{flex: '1 0 auto'}}>
          <Typography component="div" variant="h6">
            Route briefing: {ride.title}
          </Typography>
          <Typography variant="subtitle2" component="div" sx={{color: 'text.secondary'}}>
            Audio guide, {ride.distanceKm} km
          </Typography>
        </CardContent>
        <Box sx={{display: 'flex', alignItems: 'center', pl: 1, pb: 1}}>
          <IconButton aria-label="Previous route" onClick={() => step(-1)}>
            {rtl ? <SkipNextIcon /> : <SkipPreviousIcon />}
          </IconButton>
          <IconButton aria-label={playing ? 'Pause' : 'Play'} onClick={() => setPlaying((value) => !value)}>
            {playing ? <PauseIcon sx={{height: 38, width: 38}} /> : <PlayArrowIcon sx={{height: 38, width: 38}} />}
          </IconButton>
          <IconButton aria-label="Next route" onClick={() => step(1)}>
            {rtl ? <SkipPreviousIcon /> : <SkipNextIcon />}
          </IconButton>
        </Box>
      </Box>
      <CardMedia component="img" sx={{width: 151}} image={ride.picture.src} alt={ride.picture.alt} />
    </Card>
  );
}
