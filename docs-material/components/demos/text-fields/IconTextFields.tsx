import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import AlternateEmailIcon from '@mui/icons-material/AlternateEmail';
import PersonOutlineIcon from '@mui/icons-material/PersonOutline';

export default function IconTextFields() {
  return (
    <Stack
      direction="row"
      spacing={3}
      useFlexGap
      sx={{
        flexWrap: 'wrap',
        justifyContent: 'center',
        alignItems: 'flex-end',
      }}
    >
      <TextField
        id="handle"
        label="Username"
        defaultValue="amara.okafor"
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <AlternateEmailIcon />
              </InputAdornment>
            ),
          },
        }}
      />
      {/* An icon beside the field rather than inside it: the label keeps its usual place. */}
      <Box sx={{display: 'flex', alignItems: 'flex-end', gap: 1}}>
        <PersonOutlineIcon sx={{color: 'action.active', mb: 0.5}} />
        <TextField id="display-name" label="Display name" variant="standard" />
      </Box>
    </Stack>
  );
}
