import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';

const square = <Box sx={{bgcolor: 'primary.main', width: 40, height: 40}} />;
const circle = <Box sx={{bgcolor: 'primary.main', width: 40, height: 40, borderRadius: '50%'}} />;

export default function BadgeOverlap() {
  return (
    <Stack direction="row" spacing={4}>
      <Badge color="secondary" badgeContent=" ">
        {square}
      </Badge>
      <Badge color="secondary" badgeContent=" " variant="dot">
        {square}
      </Badge>
      <Badge color="secondary" overlap="circular" badgeContent=" ">
        {circle}
      </Badge>
      <Badge color="secondary" overlap="circular" badgeContent=" " variant="dot">
        {circle}
      </Badge>
    </Stack>
  );
}
