import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {styled} from '@mui/material/styles';

// styled(): rounder corners and a thicker outline once focused; every part is reached by its class.
const RoundedField = styled(TextField)(({theme}) => ({
  '& .MuiOutlinedInput-root': {
    borderRadius: 24,
    '& fieldset': {borderColor: (theme.vars || theme).palette.divider},
    '&:hover fieldset': {borderColor: (theme.vars || theme).palette.text.secondary},
    '&.Mui-focused fieldset': {
      borderWidth: 3,
      borderColor: (theme.vars || theme).palette.secondary.main,
    },
  },
  '& label.Mui-focused': {color: (theme.vars || theme).palette.secondary.main},
}));

export default function StyledTextFields() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{flexWrap: 'wrap', justifyContent: 'center'}}>
      <RoundedField id="newsletter-email" label="Email for the newsletter" />
      <TextField
        id="promo"
        label="Gift message"
        variant="filled"
        sx={{
          '& .MuiFilledInput-root': {
            bgcolor: 'transparent',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            overflow: 'hidden',
          },
          '& .MuiFilledInput-root::before, & .MuiFilledInput-root::after': {
            display: 'none',
          },
          '& .MuiFilledInput-root.Mui-focused': {borderColor: 'primary.main'},
        }}
      />
    </Stack>
  );
}
