import Badge from '@mui/material/Badge';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NotificationsIcon from '@mui/icons-material/Notifications';

export default function BadgeDot() {
  return (
    <Stack direction="row" spacing={4} sx={{alignItems: 'center'}}>
      <Badge color="error" variant="dot">
        <NotificationsIcon color="action" />
      </Badge>
      <Badge color="success" variant="dot">
        <Typography>New stock</Typography>
      </Badge>
    </Stack>
  );
}
