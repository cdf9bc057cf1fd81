import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

export default function TextButtons() {
  return (
    <Stack direction="row" spacing={2} sx={{flexWrap: 'wrap', justifyContent: 'center'}}>
      <Button>View history</Button>
      <Button disabled>Undo</Button>
      <Button href="#text-buttons">Jump to this section</Button>
    </Stack>
  );
}
