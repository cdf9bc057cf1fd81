import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';

const EQ_BANDS = [
  {label: 'Bass', value: 4},
  {label: 'Mid', value: -2},
  {label: 'Treble', value: 3},
];

export default function VerticalSliders() {
  return (
    <Stack direction="row" spacing={4} sx={{height: 200, justifyContent: 'center'}}>
      {EQ_BANDS.map((band) => (
        <Slider
          key={band.label}
          orientation="vertical"
          aria-label={`${band.label} in decibels`}
          defaultValue={band.value}
          min={-12}
          max={12}
          marks={[{value: 0}]}
          valueLabelDisplay="auto"
        />
      ))}
      <Slider
        orientation="vertical"
        getAriaLabel={(i) => (i === 0 ? 'Low cut in hertz' : 'High cut in hertz')}
        defaultValue={[80, 1200]}
        min={20}
        max={2000}
        step={10}
        valueLabelDisplay="auto"
      />
    </Stack>
  );
}
