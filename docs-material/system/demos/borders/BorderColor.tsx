import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';

const colors = ['primary.main', 'secondary.main', 'error.main', 'warning.main', 'success.main', 'divider'] as const;

export default function BorderColor() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{flexWrap: 'wrap'}}>
      {colors.map((color) => (
        <Box key={color} sx={{border: 2, borderColor: color, p: 2, minWidth: 130, textAlign: 'center'}}>
          <code>{color}</code>
        </Box>
      ))}
    </Stack>
  );
}
