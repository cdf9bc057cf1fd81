import * as React from 'react';
import Checkbox, {type CheckboxProps} from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';

// The hidden input is the icon's previous sibling: `peer` on it lets the icon react to hover, focus and disabled.
const BOX =
  'box-border block h-[18px] w-[18px] rounded-[5px] border-2 border-solid peer-hover:border-blue-600 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-blue-600 peer-disabled:opacity-40';

function RoundedCheckbox(props: CheckboxProps) {
  return (
    <Checkbox
      disableRipple
      slotProps={{input: {className: 'peer'}}}
      icon={<span className={`${BOX} border-slate-500 dark:border-slate-300`} />}
      checkedIcon={
        <span className={`${BOX} border-blue-600 bg-blue-600 dark:border-blue-300 dark:bg-blue-300`}>
          <span className="mx-auto mt-px block h-[9px] w-[5px] rotate-45 border-solid border-white border-t-0 border-l-0 border-r-2 border-b-2 dark:border-slate-900" />
        </span>
      }
      {...props}
    />
  );
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
