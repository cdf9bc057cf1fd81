import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Snackbar, {type SnackbarOrigin} from '@mui/material/Snackbar';

const ORIGINS: SnackbarOrigin[] = [
  {vertical: 'top', horizontal: 'left'},
  {vertical: 'top', horizontal: 'center'},
  {vertical: 'top', horizontal: 'right'},
  {vertical: 'bottom', horizontal: 'left'},
  {vertical: 'bottom', horizontal: 'center'},
  {vertical: 'bottom', horizontal: 'right'},
];

export default function SnackbarPositions() {
  const [origin, setOrigin] = React.useState<SnackbarOrigin | null>(null);
  const shown = origin ?? ORIGINS[3]!;
  return (
    <Box sx={{display: 'grid', gridTemplateColumns: 'repeat(3, max-content)', gap: 1}}>
      {ORIGINS.map((item) => (
        <Button key={`${item.vertical}-${item.horizontal}`} variant="outlined" onClick={() => setOrigin(item)}>
          {item.vertical} {item.horizontal}
        </Button>
      ))}
      {/* The key restarts the transition when the position changes while open. */}
      <Snackbar
        key={`${shown.vertical}-${shown.horizontal}`}
        anchorOrigin={shown}
        open={origin !== null}
        autoHideDuration={4000}
        onClose={() => setOrigin(null)}
        message={`Shown ${shown.vertical} ${shown.horizontal}`}
      />
    </Box>
  );
}
