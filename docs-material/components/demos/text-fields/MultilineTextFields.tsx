import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

const NOTE = 'Deliver to the loading bay at the back.\nRing the bell twice; reception closes at 17:00.';

export default function MultilineTextFields() {
  return (
    <Stack
      direction="row"
      spacing={2}
      useFlexGap
      sx={{
        flexWrap: 'wrap',
        justifyContent: 'center',
        alignItems: 'flex-start',
      }}
    >
      <TextField id="note-grows" label="Delivery note (grows to 4 rows)" multiline maxRows={4} defaultValue={NOTE} sx={{width: 260}} />
      <TextField id="note-fixed" label="Fixed 3 rows" multiline rows={3} placeholder="Anything the courier should know" sx={{width: 220}} />
      <TextField id="note-min" label="At least 2 rows" multiline minRows={2} variant="filled" sx={{width: 220}} />
    </Stack>
  );
}
