import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import {useTheme} from '@mui/material/styles';

export default function RtlFollowsSettings() {
  const theme = useTheme();
  return (
    <Stack spacing={2} sx={{maxWidth: 420}}>
      <Typography>
        theme.direction: <code>{theme.direction}</code>
      </Typography>
      <TextField
        label="Tracking number"
        defaultValue="NL-4471-2093"
        slotProps={{input: {startAdornment: <InputAdornment position="start">#</InputAdornment>}}}
      />
      <Slider defaultValue={30} aria-label="Route progress" />
      <Stack direction="row" spacing={1}>
        <Chip icon={<LocalShippingIcon />} label="Out for delivery" color="primary" />
        <Chip label="Stop 2 of 6" onDelete={() => {}} />
      </Stack>
      <Alert severity="info">The icon, the padding and the slider&apos;s start all follow the direction.</Alert>
    </Stack>
  );
}
