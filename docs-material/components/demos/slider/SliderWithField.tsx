import * as React from 'react';
import Grid from '@mui/material/Grid';
import Input from '@mui/material/Input';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';

const MAX_SEATS = 50;

export default function SliderWithField() {
  const [seats, setSeats] = React.useState<number | ''>(12);
  const clamp = (n: number) => Math.min(MAX_SEATS, Math.max(1, n));
  return (
    <Box sx={{width: 340, mx: 'auto'}}>
      <Typography id="seats-label" gutterBottom>
        Seats in the workshop
      </Typography>
      <Grid container spacing={2} sx={{alignItems: 'center'}}>
        <Grid>
          <GroupsOutlinedIcon />
        </Grid>
        <Grid size="grow">
          <Slider
            aria-labelledby="seats-label"
            value={typeof seats === 'number' ? seats : 1}
            onChange={(_, v) => setSeats(v)}
            min={1}
            max={MAX_SEATS}
          />
        </Grid>
        <Grid>
          <Input
            value={seats}
            size="small"
            onChange={(e) => setSeats(e.target.value === '' ? '' : Number(e.target.value))}
            onBlur={() => setSeats(clamp(typeof seats === 'number' ? seats : 1))}
            inputProps={{
              step: 1,
              min: 1,
              max: MAX_SEATS,
              type: 'number',
              'aria-labelledby': 'seats-label',
            }}
            sx={{width: 56}}
          />
        </Grid>
      </Grid>
    </Box>
  );
}
