import * as React from 'react';
import FormControlLabel, {type FormControlLabelProps} from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup, {useRadioGroup} from '@mui/material/RadioGroup';
import {styled} from '@mui/material/styles';

const HighlightedLabel = styled(FormControlLabel, {shouldForwardProp: (prop) => prop !== 'chosen'})<{chosen: boolean}>(({theme}) => ({
  variants: [
    {
      props: {chosen: true},
      style: {'.MuiFormControlLabel-label': {color: (theme.vars || theme).palette.primary.main, fontWeight: 600}},
    },
  ],
}));

// Reads the group's value from context: the label knows whether its radio is the chosen one.
function PlanLabel(props: FormControlLabelProps) {
  const group = useRadioGroup();
  return <HighlightedLabel chosen={group?.value === props.value} {...props} />;
}

export default function RadioUseRadioGroup() {
  return (
    <RadioGroup name="storage" defaultValue="200" aria-label="Cloud storage plan">
      <PlanLabel value="50" label="50 GB" control={<Radio />} />
      <PlanLabel value="200" label="200 GB" control={<Radio />} />
      <PlanLabel value="2000" label="2 TB" control={<Radio />} />
    </RadioGroup>
  );
}
