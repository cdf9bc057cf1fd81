import Slider from '@mui/material/Slider';

// `& .MuiSlider-thumb` reaches an inner element of the component through its global class name.
export default function SxNestedClass() {
  return (
    <Slider
      defaultValue={65}
      aria-label="Van fill level"
      sx={{
        maxWidth: 320,
        '& .MuiSlider-thumb': {borderRadius: '4px', width: 14, height: 22},
        '& .MuiSlider-rail': {opacity: 0.6},
      }}
    />
  );
}
