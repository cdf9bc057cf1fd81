import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';

// Only the storage plans on sale can be picked: step={null} limits the thumb to the marks.
const PLANS_GB = [
  {value: 15, label: '15 GB'},
  {value: 100, label: '100 GB'},
  {value: 200, label: '200 GB'},
  {value: 2000, label: '2 TB'},
];

export default function PresetValuesSlider() {
  return (
    <Box sx={{width: 320, mx: 'auto'}}>
      <Slider
        aria-label="Storage plan"
        defaultValue={100}
        step={null}
        marks={PLANS_GB}
        min={0}
        max={2000}
        getAriaValueText={(v) => PLANS_GB.find((p) => p.value === v)?.label ?? `${v} GB`}
        valueLabelDisplay="auto"
        valueLabelFormat={(v) => PLANS_GB.find((p) => p.value === v)?.label ?? v}
      />
    </Box>
  );
}
