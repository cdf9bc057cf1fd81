import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';

export default function PaperVariants() {
  return (
    <Stack direction="row" spacing={2}>
      <Paper variant="elevation" sx={{width: 160, height: 100, p: 2}}>
        Elevation 1 (default)
      </Paper>
      <Paper variant="outlined" sx={{width: 160, height: 100, p: 2}}>
        Outlined
      </Paper>
      <Paper variant="outlined" square sx={{width: 160, height: 100, p: 2}}>
        Outlined, square corners
      </Paper>
    </Stack>
  );
}
