import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';

// A state class (Mui-checked) must be combined with the element's own class, never styled alone.
export default function SxStateClass() {
  return (
    <FormControlLabel
      label="Text the recipient on arrival"
      control={
        <Switch
          defaultChecked
          sx={{
            '& .MuiSwitch-switchBase.Mui-checked': {color: 'success.main'},
            '& .MuiSwitch-switchBase.Mui-checked + .MuiSwitch-track': {backgroundColor: 'success.main'},
          }}
        />
      }
    />
  );
}
