import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {createSvgIcon} from '@mui/material/utils';

// Two wheels and a frame, stroked rather than filled. The second argument names the component
// in React DevTools and, outside production builds, in data-testid="BicycleOutlineIcon".
const BicycleOutlineIcon = createSvgIcon(
  <g fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round">
    <circle cx="5.5" cy="16" r="3.5" />
    <circle cx="18.5" cy="16" r="3.5" />
    <path d="M5.5 16 9 9h7l2.5 7M9 9l3 7h-2M15 6h2.5" />
  </g>,
  'BicycleOutline',
);

export default function IconsCreateSvgIcon() {
  return (
    <Stack direction="row" spacing={3} sx={{alignItems: 'center'}}>
      <BicycleOutlineIcon />
      <BicycleOutlineIcon color="primary" fontSize="large" />
      <Button variant="outlined" startIcon={<BicycleOutlineIcon />}>
        Book a test ride
      </Button>
    </Stack>
  );
}
