import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import {styled} from '@mui/material/styles';

// styled(): thick track, square thumb, value label as a flat tag.
const ThickSlider = styled(Slider)(({theme}) => ({
  height: 8,
  '& .MuiSlider-track': {border: 'none'},
  '& .MuiSlider-thumb': {
    width: 20,
    height: 20,
    borderRadius: 4,
    backgroundColor: (theme.vars || theme).palette.background.paper,
    border: '2px solid currentColor',
    '&:hover, &.Mui-focusVisible': {
      boxShadow: `0 0 0 6px ${theme.alpha((theme.vars || theme).palette.primary.main, 0.2)}`,
    },
  },
  '& .MuiSlider-valueLabel': {
    borderRadius: 4,
    backgroundColor: (theme.vars || theme).palette.primary.main,
    fontSize: 12,
  },
}));

export default function StyledSliders() {
  return (
    <Box sx={{width: 320, mx: 'auto'}}>
      <Typography id="battery-label" gutterBottom>
        Charge limit
      </Typography>
      <ThickSlider
        aria-labelledby="battery-label"
        defaultValue={80}
        min={50}
        max={100}
        step={5}
        valueLabelDisplay="auto"
        valueLabelFormat={(v) => `${v}%`}
      />
      <Typography id="zoom-label" gutterBottom>
        Map zoom
      </Typography>
      <Slider
        aria-labelledby="zoom-label"
        defaultValue={12}
        min={1}
        max={20}
        sx={{
          color: 'warning.main',
          '& .MuiSlider-thumb': {width: 14, height: 14},
          '& .MuiSlider-rail': {opacity: 0.4},
        }}
      />
    </Box>
  );
}
