import * as React from 'react';
import useAutocomplete from '@mui/material/useAutocomplete';
import {styled} from '@mui/material/styles';
import {COUNTRIES} from '@site/src/demo-data/material-inputs';

const Label = styled('label')({display: 'block', marginBottom: 4, fontSize: 14});

const Input = styled('input')(({theme}) => ({
  width: 240,
  padding: '6px 8px',
  font: 'inherit',
  color: (theme.vars || theme).palette.text.primary,
  backgroundColor: (theme.vars || theme).palette.background.paper,
  border: `1px solid ${(theme.vars || theme).palette.divider}`,
  borderRadius: 4,
}));

const Listbox = styled('ul')(({theme}) => ({
  width: 240,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  maxHeight: 200,
  overflow: 'auto',
  position: 'absolute',
  zIndex: 1,
  backgroundColor: (theme.vars || theme).palette.background.paper,
  border: `1px solid ${(theme.vars || theme).palette.divider}`,
  '& li': {padding: '4px 8px', cursor: 'pointer'},
  '& li.Mui-focused': {
    backgroundColor: (theme.vars || theme).palette.primary.main,
    color: (theme.vars || theme).palette.primary.contrastText,
  },
}));

export default function AutocompleteUseHook() {
  const {getRootProps, getInputLabelProps, getInputProps, getListboxProps, getOptionProps, groupedOptions, value} = useAutocomplete({
    id: 'use-autocomplete-country',
    options: COUNTRIES,
    getOptionLabel: (country) => country.label,
  });

  return (
    <div style={{position: 'relative'}}>
      <div {...getRootProps()}>
        <Label {...getInputLabelProps()}>Country of residence</Label>
        <Input {...getInputProps()} />
      </div>
      {groupedOptions.length > 0 ? (
        <Listbox {...getListboxProps()}>
          {(groupedOptions as typeof COUNTRIES).map((country, index) => {
            const {key, ...optionProps} = getOptionProps({option: country, index});
            return (
              <li key={key} {...optionProps}>
                {country.label}
              </li>
            );
          })}
        </Listbox>
      ) : null}
      <p style={{margin: '8px 0 0', fontSize: 14}}>Chosen: {value ? `${value.label} (+${value.phone})` : 'nothing yet'}</p>
    </div>
  );
}
