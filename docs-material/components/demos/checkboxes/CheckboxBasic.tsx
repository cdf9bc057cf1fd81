import * as React from 'react';
import Checkbox from '@mui/material/Checkbox';

export default function CheckboxBasic() {
  return (
    <div>
      <Checkbox defaultChecked slotProps={{input: {'aria-label': 'Email me a receipt'}}} />
      <Checkbox slotProps={{input: {'aria-label': 'Gift wrap'}}} />
      <Checkbox disabled slotProps={{input: {'aria-label': 'Express delivery (unavailable)'}}} />
      <Checkbox disabled checked slotProps={{input: {'aria-label': 'Accept the terms (already accepted)'}}} />
    </div>
  );
}
