import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import NotificationsIcon from '@mui/icons-material/Notifications';

// The button's name carries the count; the badge only shows it.
function notificationsLabel(count: number): string {
  if (count === 0) return 'No new notifications';
  if (count > 99) return 'More than 99 new notifications';
  return `${count} new notifications`;
}

export default function BadgeAccessible() {
  const count = 120;
  return (
    <IconButton aria-label={notificationsLabel(count)}>
      <Badge badgeContent={count} color="secondary">
        <NotificationsIcon />
      </Badge>
    </IconButton>
  );
}
