import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';

const UNREAD = 4;

export default function NotificationsIconButton() {
  return (
    <IconButton aria-label={`Notifications, ${UNREAD} unread`}>
      <Badge badgeContent={UNREAD} color="error" overlap="circular">
        <NotificationsNoneIcon />
      </Badge>
    </IconButton>
  );
}
