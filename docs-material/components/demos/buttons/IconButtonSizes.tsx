import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import RefreshIcon from '@mui/icons-material/Refresh';

export default function IconButtonSizes() {
  return (
    <Stack direction="row" spacing={1} sx={{alignItems: 'center', justifyContent: 'center'}}>
      <IconButton aria-label="Refresh, small" size="small">
        <RefreshIcon fontSize="inherit" />
      </IconButton>
      <IconButton aria-label="Refresh, medium">
        <RefreshIcon />
      </IconButton>
      <IconButton aria-label="Refresh, large" size="large">
        <RefreshIcon />
      </IconButton>
      <IconButton aria-label="Refresh, large icon" size="large">
        <RefreshIcon fontSize="large" />
      </IconButton>
    </Stack>
  );
}
