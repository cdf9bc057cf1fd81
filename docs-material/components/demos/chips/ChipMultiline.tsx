import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';

export default function ChipMultiline() {
  return (
    <Box sx={{width: 260}}>
      {/* The label wraps: the chip's fixed height becomes auto and its label may break lines. */}
      <Chip
        sx={{height: 'auto', '& .MuiChip-label': {display: 'block', whiteSpace: 'normal', py: 0.5}}}
        label="Free pickup and delivery within 10 km of the Lisbon shop, Monday to Friday"
      />
    </Box>
  );
}
