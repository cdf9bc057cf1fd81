import * as React from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import {TEAM} from '@site/src/demo-data/material-inputs';

const without = (list: string[], remove: string[]) => list.filter((item) => !remove.includes(item));

interface SideProps {
  title: string;
  items: string[];
  checked: string[];
  onToggle: (item: string) => void;
  onToggleAll: (items: string[]) => void;
}

/**
 * The row is the control (a button with `aria-pressed`); the box only shows its state. A real
 * checkbox inside the button would nest one control in another.
 */
function ItemMark({checked}: {checked: boolean}) {
  const Icon = checked ? CheckBoxIcon : CheckBoxOutlineBlankIcon;
  return <Icon color={checked ? 'primary' : 'action'} sx={{m: '9px'}} />;
}

function Side({title, items, checked, onToggle, onToggleAll}: SideProps) {
  const ticked = items.filter((item) => checked.includes(item)).length;
  const titleId = `enhanced-transfer-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Card variant="outlined" sx={{width: 230}}>
      <CardHeader
        sx={{px: 2, py: 1}}
        avatar={
          <Checkbox
            onClick={() => onToggleAll(items)}
            checked={ticked === items.length && items.length !== 0}
            indeterminate={ticked !== items.length && ticked !== 0}
            disabled={items.length === 0}
            slotProps={{input: {'aria-label': `Tick every person in ${title}`}}}
          />
        }
        title={<span id={titleId}>{title}</span>}
        subheader={`${ticked}/${items.length} ticked`}
      />
      <Divider />
      <List dense component="div" role="group" aria-labelledby={titleId} sx={{height: 230, overflow: 'auto'}}>
        {items.map((item) => (
          <ListItemButton key={item} aria-pressed={checked.includes(item)} onClick={() => onToggle(item)}>
            <ListItemIcon>
              <ItemMark checked={checked.includes(item)} />
            </ListItemIcon>
            <ListItemText primary={item} />
          </ListItemButton>
        ))}
      </List>
    </Card>
  );
}

export default function TransferListEnhanced() {
  const [checked, setChecked] = React.useState<string[]>([]);
  const [available, setAvailable] = React.useState<string[]>(TEAM.slice(0, 8));
  const [onCall, setOnCall] = React.useState<string[]>(TEAM.slice(8));

  const toggle = (item: string) => setChecked((previous) => (previous.includes(item) ? without(previous, [item]) : [...previous, item]));
  const toggleAll = (items: string[]) =>
    setChecked((previous) =>
      items.every((item) => previous.includes(item)) ? without(previous, items) : [...without(previous, items), ...items],
    );

  const availableChecked = available.filter((item) => checked.includes(item));
  const onCallChecked = onCall.filter((item) => checked.includes(item));

  return (
    <Stack direction="row" spacing={2} sx={{alignItems: 'center'}}>
      <Side title="Available" items={available} checked={checked} onToggle={toggle} onToggleAll={toggleAll} />
      <Stack spacing={1}>
        <Button
          variant="outlined"
          size="small"
          disabled={availableChecked.length === 0}
          onClick={() => {
            setOnCall([...onCall, ...availableChecked]);
            setAvailable(without(available, availableChecked));
            setChecked(without(checked, availableChecked));
          }}
        >
          Put on call
        </Button>
        <Button
          variant="outlined"
          size="small"
          disabled={onCallChecked.length === 0}
          onClick={() => {
            setAvailable([...available, ...onCallChecked]);
            setOnCall(without(onCall, onCallChecked));
            setChecked(without(checked, onCallChecked));
          }}
        >
          Take off call
        </Button>
      </Stack>
      <Side title="On call this weekend" items={onCall} checked={checked} onToggle={toggle} onToggleAll={toggleAll} />
    </Stack>
  );
}
