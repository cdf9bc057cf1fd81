import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';

export default function FormPropsTextFields() {
  return (
    <Box
      component="form"
      noValidate
      autoComplete="off"
      sx={{
        display: 'grid',
        gridTemplateColumns: {xs: '1fr', sm: 'repeat(3, 1fr)'},
        gap: 2,
      }}
    >
      <TextField required id="signup-email" label="Work email" type="email" defaultValue="m.okafor@northwind.example" />
      <TextField disabled id="signup-plan" label="Plan" defaultValue="Team (annual)" />
      <TextField id="signup-password" label="Password" type="password" autoComplete="new-password" />
      <TextField id="signup-account" label="Account number" defaultValue="ACC-204917" slotProps={{htmlInput: {readOnly: true}}} />
      <TextField id="signup-seats" label="Seats" type="number" defaultValue={12} slotProps={{inputLabel: {shrink: true}}} />
      <TextField id="signup-search" label="Search the help centre" type="search" />
    </Box>
  );
}
