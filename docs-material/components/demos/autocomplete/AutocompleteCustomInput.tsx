import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import {styled} from '@mui/material/styles';

const WAREHOUSES = ['Lisbon', 'Berlin', 'Montréal', 'Shanghai', 'São Paulo', 'Kraków'];

const PlainInput = styled('input')(({theme}) => ({
  width: 220,
  padding: '8px 10px',
  font: 'inherit',
  color: (theme.vars || theme).palette.text.primary,
  backgroundColor: (theme.vars || theme).palette.background.paper,
  border: `2px solid ${(theme.vars || theme).palette.divider}`,
  borderRadius: 8,
  '&:focus': {outline: 'none', borderColor: (theme.vars || theme).palette.primary.main},
}));

export default function AutocompleteCustomInput() {
  return (
    <Autocomplete
      options={WAREHOUSES}
      slotProps={{popper: {sx: {width: 220}}}}
      renderInput={(params) => (
        // Only the ref and the input's props are needed: no TextField at all.
        <div ref={params.InputProps.ref}>
          <PlainInput type="text" aria-label="Warehouse" placeholder="Warehouse" {...params.inputProps} />
        </div>
      )}
    />
  );
}
