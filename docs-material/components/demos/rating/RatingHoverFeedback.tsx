import * as React from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Star from '@mui/icons-material/Star';

const LABELS: Record<number, string> = {
  0.5: 'Unusable',
  1: 'Unusable+',
  1.5: 'Poor',
  2: 'Poor+',
  2.5: 'Fair',
  3: 'Fair+',
  3.5: 'Good',
  4: 'Good+',
  4.5: 'Excellent',
  5: 'Excellent+',
};

function labelFor(value: number) {
  return `${value} star${value === 1 ? '' : 's'}, ${LABELS[value]}`;
}

export default function RatingHoverFeedback() {
  const [value, setValue] = React.useState<number | null>(3);
  // -1 when no star is hovered or focused.
  const [hover, setHover] = React.useState(-1);

  return (
    <Box sx={{display: 'flex', alignItems: 'center', gap: 2}}>
      <Rating
        name="hover-feedback"
        value={value}
        precision={0.5}
        getLabelText={labelFor}
        onChange={(_event, newValue) => setValue(newValue)}
        onChangeActive={(_event, newHover) => setHover(newHover)}
        emptyIcon={<Star style={{opacity: 0.55}} fontSize="inherit" />}
      />
      {value !== null && <Box aria-live="polite">{LABELS[hover !== -1 ? hover : value]}</Box>}
    </Box>
  );
}
