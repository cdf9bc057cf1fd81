import Badge from '@mui/material/Badge';
import Stack from '@mui/material/Stack';
import MailIcon from '@mui/icons-material/Mail';

export default function BadgeMax() {
  return (
    <Stack direction="row" spacing={5}>
      <Badge color="secondary" badgeContent={99}>
        <MailIcon color="action" />
      </Badge>
      <Badge color="secondary" badgeContent={100}>
        <MailIcon color="action" />
      </Badge>
      <Badge color="secondary" badgeContent={1250} max={999}>
        <MailIcon color="action" />
      </Badge>
    </Stack>
  );
}
