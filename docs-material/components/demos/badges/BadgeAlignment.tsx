import Badge, {type BadgeOrigin} from '@mui/material/Badge';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MailIcon from '@mui/icons-material/Mail';

const ORIGINS: BadgeOrigin[] = [
  {vertical: 'top', horizontal: 'left'},
  {vertical: 'top', horizontal: 'right'},
  {vertical: 'bottom', horizontal: 'left'},
  {vertical: 'bottom', horizontal: 'right'},
];

export default function BadgeAlignment() {
  return (
    <Stack direction="row" spacing={4}>
      {ORIGINS.map((origin) => (
        <Stack key={`${origin.vertical}-${origin.horizontal}`} spacing={1.5} sx={{alignItems: 'center'}}>
          <Badge color="secondary" badgeContent={12} anchorOrigin={origin}>
            <MailIcon color="action" fontSize="large" />
          </Badge>
          <Typography variant="caption">
            {origin.vertical} {origin.horizontal}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
