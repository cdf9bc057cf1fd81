import * as React from 'react';
import {styled} from '@mui/material/styles';
import FormControl from '@mui/material/FormControl';
import InputBase from '@mui/material/InputBase';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select, {type SelectChangeEvent} from '@mui/material/Select';

// A flat input with a visible border that turns to the primary colour on focus.
const PillInput = styled(InputBase)(({theme}) => ({
  'label + &': {marginTop: theme.spacing(3)},
  '& .MuiInputBase-input': {
    borderRadius: 999,
    border: '1px solid',
    borderColor: (theme.vars || theme).palette.divider,
    backgroundColor: (theme.vars || theme).palette.background.paper,
    padding: '8px 36px 8px 16px',
    fontSize: 15,
    transition: theme.transitions.create(['border-color', 'box-shadow']),
    '&:focus': {
      borderRadius: 999,
      borderColor: (theme.vars || theme).palette.primary.main,
      boxShadow: `0 0 0 3px ${theme.alpha((theme.vars || theme).palette.primary.main, 0.25)}`,
    },
  },
}));

export default function SelectCustomized() {
  const [sort, setSort] = React.useState('newest');

  return (
    <FormControl variant="standard" sx={{minWidth: 220}}>
      <InputLabel id="sort-label" shrink>
        Sort reviews by
      </InputLabel>
      <Select labelId="sort-label" value={sort} input={<PillInput />} onChange={(event: SelectChangeEvent) => setSort(event.target.value)}>
        <MenuItem value="newest">Newest first</MenuItem>
        <MenuItem value="helpful">Most helpful</MenuItem>
        <MenuItem value="highest">Highest rating</MenuItem>
        <MenuItem value="lowest">Lowest rating</MenuItem>
      </Select>
    </FormControl>
  );
}
