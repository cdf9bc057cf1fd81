import * as React from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import CloudSyncOutlinedIcon from '@mui/icons-material/CloudSyncOutlined';

export default function ToggleLoadingButton() {
  const [loading, setLoading] = React.useState(true);
  return (
    <Stack spacing={2} sx={{alignItems: 'center'}}>
      <FormControlLabel control={<Switch checked={loading} onChange={(e) => setLoading(e.target.checked)} />} label="Syncing" />
      <Stack direction="row" spacing={2} sx={{alignItems: 'center'}}>
        <Button loading={loading} loadingPosition="start" startIcon={<CloudSyncOutlinedIcon />} variant="outlined">
          Sync calendar
        </Button>
        <IconButton loading={loading} aria-label="Sync calendar">
          <CloudSyncOutlinedIcon />
        </IconButton>
      </Stack>
    </Stack>
  );
}
