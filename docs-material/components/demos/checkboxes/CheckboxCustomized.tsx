import * as React from 'react';
import Checkbox, {type CheckboxProps} from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import {styled} from '@mui/material/styles';

// A rounded square drawn with CSS instead of the default SVG icons.
const Box = styled('span')(({theme}) => ({
  width: 18,
  height: 18,
  borderRadius: 5,
  border: `2px solid ${(theme.vars || theme).palette.text.secondary}`,
  backgroundColor: 'transparent',
  'input:hover ~ &': {borderColor: (theme.vars || theme).palette.primary.main},
  '.Mui-focusVisible &': {outline: `2px solid ${(theme.vars || theme).palette.primary.main}`, outlineOffset: 2},
  'input:disabled ~ &': {opacity: 0.4},
}));

const CheckedBox = styled(Box)(({theme}) => ({
  borderColor: (theme.vars || theme).palette.primary.main,
  backgroundColor: (theme.vars || theme).palette.primary.main,
  // A check mark made of two borders.
  '&::before': {
    content: '""',
    display: 'block',
    width: 5,
    height: 9,
    margin: '1px auto 0',
    border: `solid ${(theme.vars || theme).palette.primary.contrastText}`,
    borderWidth: '0 2px 2px 0',
    transform: 'rotate(45deg)',
  },
}));

function RoundedCheckbox(props: CheckboxProps) {
  return <Checkbox disableRipple icon={<Box />} checkedIcon={<CheckedBox />} {...props} />;
}

export default function CheckboxCustomized() {
  return (
    <Stack>
      <FormControlLabel control={<RoundedCheckbox defaultChecked />} label="Keep me signed in" />
      <FormControlLabel control={<RoundedCheckbox />} label="Use this address for billing" />
      <FormControlLabel control={<RoundedCheckbox disabled />} label="Save the card (not available)" />
    </Stack>
  );
}
