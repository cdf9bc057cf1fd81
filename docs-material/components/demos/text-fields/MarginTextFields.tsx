import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';

export default function MarginTextFields() {
  return (
    <Box
      sx={{
        display: 'flex',
        gap: 2,
        justifyContent: 'center',
        alignItems: 'flex-start',
      }}
    >
      {(['none', 'dense', 'normal'] as const).map((margin) => (
        <Box key={margin} sx={{width: 200, outline: '1px dashed', outlineColor: 'divider'}}>
          <TextField
            id={`street-${margin}`}
            label={`margin="${margin}"`}
            defaultValue="Keizersgracht 123"
            margin={margin}
            size="small"
            fullWidth
          />
          <TextField id={`city-${margin}`} label="City" defaultValue="Amsterdam" margin={margin} size="small" fullWidth />
        </Box>
      ))}
    </Box>
  );
}
