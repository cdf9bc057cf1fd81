import * as React from 'react';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';

/**
 * The row is the control (a button with `aria-pressed`); the box only shows its state. A real
 * checkbox inside the button would nest one control in another.
 */
function ItemMark({checked}: {checked: boolean}) {
  const Icon = checked ? CheckBoxIcon : CheckBoxOutlineBlankIcon;
  return <Icon color={checked ? 'primary' : 'action'} sx={{m: '9px'}} />;
}

const COLUMNS = ['Order number', 'Customer', 'City', 'Order date', 'Status', 'Total', 'Payment', 'Carrier'];

const without = (list: string[], remove: string[]) => list.filter((item) => !remove.includes(item));

export default function TransferListBasic() {
  const [checked, setChecked] = React.useState<string[]>([]);
  const [hidden, setHidden] = React.useState<string[]>(COLUMNS.slice(5));
  const [shown, setShown] = React.useState<string[]>(COLUMNS.slice(0, 5));

  const hiddenChecked = checked.filter((item) => hidden.includes(item));
  const shownChecked = checked.filter((item) => shown.includes(item));

  const toggle = (item: string) => setChecked((previous) => (previous.includes(item) ? without(previous, [item]) : [...previous, item]));

  const list = (id: string, items: string[]) => (
    <Paper variant="outlined" sx={{width: 190, height: 250, overflow: 'auto'}}>
      <List dense component="div" role="group" aria-labelledby={id}>
        {items.map((item) => (
          <ListItemButton key={item} aria-pressed={checked.includes(item)} onClick={() => toggle(item)}>
            <ListItemIcon>
              <ItemMark checked={checked.includes(item)} />
            </ListItemIcon>
            <ListItemText primary={item} />
          </ListItemButton>
        ))}
      </List>
    </Paper>
  );

  const move = (from: string[], to: string[], items: string[]) => [without(from, items), [...to, ...items]];

  return (
    <Stack direction="row" spacing={2} sx={{alignItems: 'center'}}>
      <div>
        <p id="transfer-hidden" style={{margin: '0 0 4px', fontSize: 14}}>
          Hidden columns
        </p>
        {list('transfer-hidden', hidden)}
      </div>
      <Stack spacing={1}>
        <Button
          variant="outlined"
          size="small"
          onClick={() => {
            setShown([...shown, ...hidden]);
            setHidden([]);
          }}
          disabled={hidden.length === 0}
        >
          Show all
        </Button>
        <Button
          variant="outlined"
          size="small"
          disabled={hiddenChecked.length === 0}
          onClick={() => {
            const [from, to] = move(hidden, shown, hiddenChecked);
            setHidden(from);
            setShown(to);
            setChecked(without(checked, hiddenChecked));
          }}
        >
          Show ticked
        </Button>
        <Button
          variant="outlined"
          size="small"
          disabled={shownChecked.length === 0}
          onClick={() => {
            const [from, to] = move(shown, hidden, shownChecked);
            setShown(from);
            setHidden(to);
            setChecked(without(checked, shownChecked));
          }}
        >
          Hide ticked
        </Button>
        <Button
          variant="outlined"
          size="small"
          onClick={() => {
            setHidden([...hidden, ...shown]);
            setShown([]);
          }}
          disabled={shown.length === 0}
        >
          Hide all
        </Button>
      </Stack>
      <div>
        <p id="transfer-shown" style={{margin: '0 0 4px', fontSize: 14}}>
          Shown columns
        </p>
        {list('transfer-shown', shown)}
      </div>
    </Stack>
  );
}
