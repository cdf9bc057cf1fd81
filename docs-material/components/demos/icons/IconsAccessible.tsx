import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DeleteIcon from '@mui/icons-material/Delete';
import ScheduleIcon from '@mui/icons-material/Schedule';

export default function IconsAccessible() {
  return (
    <Stack spacing={2}>
      {/* Decorative: the text says it all; the icon stays hidden from screen readers. */}
      <Stack direction="row" spacing={1} sx={{alignItems: 'center'}}>
        <ScheduleIcon color="action" />
        <Typography>Ready tomorrow at 17:00</Typography>
      </Stack>
      {/* Semantic, standalone: titleAccess gives the icon a name (and role="img"). */}
      <Stack direction="row" spacing={1} sx={{alignItems: 'center'}}>
        <Typography>Order #2407</Typography>
        <CheckCircleIcon color="success" titleAccess="Paid" />
      </Stack>
      {/* Semantic, inside a control: the button carries the name. */}
      <Stack direction="row" spacing={1} sx={{alignItems: 'center'}}>
        <Typography>Order #2408</Typography>
        <IconButton aria-label="Delete order #2408" size="small">
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Stack>
    </Stack>
  );
}
