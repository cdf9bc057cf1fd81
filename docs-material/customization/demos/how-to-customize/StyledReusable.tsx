import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import {styled} from '@mui/material/styles';

// The same override, reused: a new component built with styled().
const LoadSlider = styled(Slider)(({theme}) => ({
  color: (theme.vars || theme).palette.success.main,
  '& .MuiSlider-thumb': {
    '&:hover, &.Mui-focusVisible': {
      boxShadow: `0 0 0 8px rgba(${(theme.vars || theme).palette.success.mainChannel} / 0.16)`,
    },
  },
}));

export default function StyledReusable() {
  return (
    <Stack spacing={2} sx={{maxWidth: 320}}>
      <LoadSlider defaultValue={30} aria-label="Van 1 load" />
      <LoadSlider defaultValue={70} aria-label="Van 2 load" />
    </Stack>
  );
}
