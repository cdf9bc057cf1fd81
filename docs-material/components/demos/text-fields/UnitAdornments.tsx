import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function UnitAdornments() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{flexWrap: 'wrap', justifyContent: 'center'}}>
      <TextField
        id="parcel-weight"
        label="Parcel weight"
        defaultValue="2.4"
        sx={{width: 180}}
        slotProps={{
          input: {
            endAdornment: <InputAdornment position="end">kg</InputAdornment>,
          },
          htmlInput: {inputMode: 'decimal'},
        }}
      />
      <TextField
        id="declared-value"
        label="Declared value"
        defaultValue="85.00"
        variant="filled"
        sx={{width: 180}}
        slotProps={{
          input: {
            startAdornment: <InputAdornment position="start">€</InputAdornment>,
          },
          htmlInput: {inputMode: 'decimal'},
        }}
      />
      <TextField
        id="store-url"
        label="Shop address"
        defaultValue="linden-ceramics"
        variant="standard"
        sx={{width: 260}}
        slotProps={{
          input: {
            startAdornment: <InputAdornment position="start">shop.example/</InputAdornment>,
          },
        }}
      />
    </Stack>
  );
}
