import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PauseRounded from '@mui/icons-material/PauseRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';

const EPISODE = {
  title: 'Episode 42: Designing dense data tables',
  lengthSeconds: 47 * 60 + 18,
};
const mmss = (s: number) => `${Math.floor(s / 60)}:${String(Math.floor(s % 60)).padStart(2, '0')}`;

export default function PodcastScrubber() {
  const [position, setPosition] = React.useState(754);
  const [playing, setPlaying] = React.useState(false);
  return (
    <Box
      sx={{
        width: 340,
        mx: 'auto',
        p: 2,
        borderRadius: 2,
        bgcolor: 'action.hover',
      }}
    >
      <Typography variant="subtitle2" noWrap>
        {EPISODE.title}
      </Typography>
      <Slider
        aria-label="Playback position"
        size="small"
        value={position}
        min={0}
        max={EPISODE.lengthSeconds}
        onChange={(_, v) => setPosition(v)}
        getAriaValueText={(v) => `${mmss(v)} of ${mmss(EPISODE.lengthSeconds)}`}
        sx={{
          '& .MuiSlider-thumb': {
            width: 10,
            height: 10,
            '&:hover, &.Mui-focusVisible, &.Mui-active': {
              width: 14,
              height: 14,
            },
          },
        }}
      />
      <Stack direction="row" sx={{justifyContent: 'space-between', alignItems: 'center', mt: -1}}>
        <Typography variant="caption">{mmss(position)}</Typography>
        <IconButton aria-label={playing ? 'Pause' : 'Play'} onClick={() => setPlaying((p) => !p)}>
          {playing ? <PauseRounded /> : <PlayArrowRounded />}
        </IconButton>
        <Typography variant="caption">-{mmss(EPISODE.lengthSeconds - position)}</Typography>
      </Stack>
    </Box>
  );
}
