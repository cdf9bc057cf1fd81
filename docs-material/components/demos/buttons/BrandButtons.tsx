import Button, {type ButtonProps} from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {styled} from '@mui/material/styles';
import {deepPurple, teal} from '@mui/material/colors';

// styled(): the component's own styles stay; these rules are added on top.
const PillButton = styled(Button)<ButtonProps>(({theme}) => ({
  borderRadius: 999,
  paddingInline: theme.spacing(3),
  textTransform: 'none',
  fontWeight: 600,
  color: theme.palette.getContrastText(deepPurple[600]),
  backgroundColor: deepPurple[600],
  '&:hover': {backgroundColor: deepPurple[800]},
}));

export default function BrandButtons() {
  return (
    <Stack direction="row" spacing={2} sx={{justifyContent: 'center'}}>
      <PillButton variant="contained">Start free trial</PillButton>
      <Button
        variant="outlined"
        sx={(theme) => ({
          textTransform: 'none',
          borderWidth: 2,
          borderColor: teal[600],
          color: teal[700],
          '&:hover': {borderWidth: 2, bgcolor: teal[50]},
          // The dark teal would be unreadable on a dark page: lighter shades there.
          ...theme.applyStyles('dark', {
            borderColor: teal[300],
            color: teal[200],
            '&:hover': {borderWidth: 2, bgcolor: 'rgba(128, 203, 196, 0.12)'},
          }),
        })}
      >
        Book a demo
      </Button>
    </Stack>
  );
}
