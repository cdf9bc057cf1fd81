import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';

const MARKS = [
  {value: 16, label: '16 °C'},
  {value: 19, label: 'Eco'},
  {value: 21, label: 'Comfort'},
  {value: 26, label: '26 °C'},
];

export default function TemperatureMarks() {
  return (
    <Box sx={{width: 320, mx: 'auto'}}>
      <Slider
        aria-label="Thermostat"
        defaultValue={21}
        min={16}
        max={26}
        step={0.5}
        marks={MARKS}
        valueLabelDisplay="auto"
        getAriaValueText={(v) => `${v} degrees Celsius`}
        valueLabelFormat={(v) => `${v} °C`}
      />
    </Box>
  );
}
