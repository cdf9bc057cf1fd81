import * as React from 'react';
import Stack from '@mui/material/Stack';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select, {type SelectChangeEvent} from '@mui/material/Select';

const PLANS = [
  {value: 'starter', label: 'Starter'},
  {value: 'team', label: 'Team'},
  {value: 'enterprise', label: 'Enterprise'},
];

function PlanSelect(props: {
  id: string;
  label: string;
  initial: string;
  helper: string;
  disabled?: boolean;
  error?: boolean;
  readOnly?: boolean;
  required?: boolean;
}) {
  const {id, label, initial, helper, disabled, error, readOnly, required} = props;
  const [plan, setPlan] = React.useState(initial);
  return (
    <FormControl sx={{minWidth: 170}} disabled={disabled} error={error} required={required}>
      <InputLabel id={`${id}-label`}>{label}</InputLabel>
      <Select
        labelId={`${id}-label`}
        value={plan}
        label={required ? `${label} *` : label}
        inputProps={{readOnly}}
        onChange={(event: SelectChangeEvent) => setPlan(event.target.value)}
      >
        {PLANS.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </Select>
      {helper && <FormHelperText>{helper}</FormHelperText>}
    </FormControl>
  );
}

export default function SelectStates() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{flexWrap: 'wrap'}}>
      {/* No helper text: a disabled field greys it out below a readable contrast. */}
      <PlanSelect id="plan-disabled" label="Plan (disabled)" initial="team" helper="" disabled />
      <PlanSelect id="plan-error" label="Plan" initial="" helper="Error: choose a plan" error />
      <PlanSelect id="plan-readonly" label="Plan" initial="enterprise" helper="Read only" readOnly />
      <PlanSelect id="plan-required" label="Plan" initial="" helper="Required" required />
    </Stack>
  );
}
