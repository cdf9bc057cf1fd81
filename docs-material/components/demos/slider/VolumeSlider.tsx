import * as React from 'react';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import VolumeDown from '@mui/icons-material/VolumeDown';
import VolumeUp from '@mui/icons-material/VolumeUp';

export default function VolumeSlider() {
  const [volume, setVolume] = React.useState(35);
  return (
    <Stack spacing={2} direction="row" sx={{alignItems: 'center', width: 280, mx: 'auto'}}>
      <VolumeDown />
      <Slider aria-label="Volume" value={volume} onChange={(_, value) => setVolume(value)} />
      <VolumeUp />
    </Stack>
  );
}
