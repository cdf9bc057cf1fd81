import Badge from '@mui/material/Badge';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MailIcon from '@mui/icons-material/Mail';

export default function BadgeShowZero() {
  return (
    <Stack direction="row" spacing={6}>
      <Stack spacing={1} sx={{alignItems: 'center'}}>
        <Badge color="primary" badgeContent={0}>
          <MailIcon color="action" />
        </Badge>
        <Typography variant="caption">0, hidden</Typography>
      </Stack>
      <Stack spacing={1} sx={{alignItems: 'center'}}>
        <Badge color="primary" badgeContent={0} showZero>
          <MailIcon color="action" />
        </Badge>
        <Typography variant="caption">0, showZero</Typography>
      </Stack>
    </Stack>
  );
}
