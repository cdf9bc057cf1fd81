import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

export default function DisabledCursor() {
  return (
    <Stack direction="row" spacing={2} sx={{justifyContent: 'center'}}>
      <Button variant="contained" disabled>
        Upgrade plan
      </Button>
      {/* A disabled button ignores the pointer (pointer-events: none), so the wrapper shows the cursor. */}
      <span style={{cursor: 'not-allowed'}}>
        <Button variant="contained" disabled>
          Upgrade plan
        </Button>
      </span>
    </Stack>
  );
}
