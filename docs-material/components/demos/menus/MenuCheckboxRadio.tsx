import * as React from 'react';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import Check from '@mui/icons-material/Check';
import RadioButtonChecked from '@mui/icons-material/RadioButtonChecked';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';

const COLUMNS = ['Order number', 'Customer', 'Total'];
const SORTS = ['Newest first', 'Oldest first'];

// Items that toggle carry role="menuitemcheckbox" or "menuitemradio" with aria-checked, so a screen
// reader says "checked"; the icon shows the same state to sighted users.
export default function MenuCheckboxRadio() {
  const [shown, setShown] = React.useState<ReadonlySet<string>>(new Set(['Order number', 'Total']));
  const [sort, setSort] = React.useState(SORTS[0]);
  const toggle = (column: string) =>
    setShown((previous) => {
      const next = new Set(previous);
      if (next.has(column)) next.delete(column);
      else next.add(column);
      return next;
    });
  return (
    <Paper sx={{width: 280}}>
      <MenuList aria-label="Table view">
        <ListSubheader role="none">Columns</ListSubheader>
        {COLUMNS.map((column) => (
          <MenuItem key={column} role="menuitemcheckbox" aria-checked={shown.has(column)} onClick={() => toggle(column)}>
            <ListItemIcon>{shown.has(column) ? <Check fontSize="small" /> : null}</ListItemIcon>
            <ListItemText>{column}</ListItemText>
          </MenuItem>
        ))}
        <Divider />
        <ListSubheader role="none">Sort</ListSubheader>
        {SORTS.map((option) => (
          <MenuItem key={option} role="menuitemradio" aria-checked={sort === option} onClick={() => setSort(option)}>
            <ListItemIcon>
              {sort === option ? <RadioButtonChecked fontSize="small" /> : <RadioButtonUnchecked fontSize="small" />}
            </ListItemIcon>
            <ListItemText>{option}</ListItemText>
          </MenuItem>
        ))}
      </MenuList>
    </Paper>
  );
}
