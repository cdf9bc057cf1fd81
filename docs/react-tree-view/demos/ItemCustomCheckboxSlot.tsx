import * as React from 'react';
import Box from '@mui/material/Box';
import Switch from '@mui/material/Switch';
import {RichTreeView} from '@mui/x-tree-view/RichTreeView';
import {TreeItem, type TreeItemProps} from '@mui/x-tree-view/TreeItem';

interface CheckboxSlotProps {
  visible?: boolean;
  checked?: boolean;
  disabled?: boolean;
  onChange?: (event: React.ChangeEvent<HTMLInputElement>) => void;
  'aria-label'?: string;
}

/** A switch instead of a checkbox: it receives the same checked, onChange and visible props. */
const SwitchSlot = React.forwardRef(function SwitchSlot(
  {visible, checked, disabled, onChange, 'aria-label': ariaLabel}: CheckboxSlotProps,
  ref: React.Ref<HTMLInputElement>,
) {
  if (!visible) return null;
  return (
    <Switch
      size="small"
      inputRef={ref}
      checked={Boolean(checked)}
      disabled={disabled}
      onChange={onChange}
      tabIndex={-1}
      slotProps={{input: {'aria-label': ariaLabel}}}
    />
  );
});

const Item = React.forwardRef(function Item(props: TreeItemProps, ref: React.Ref<HTMLLIElement>) {
  // The switch is an input of its own: name it after the item so assistive technology can say what it turns on.
  const name = typeof props.label === 'string' ? props.label : props.itemId;
  return <TreeItem {...props} ref={ref} slots={{checkbox: SwitchSlot}} slotProps={{checkbox: {'aria-label': name}}} />;
});

const NOTIFICATIONS = [
  {
    id: 'email',
    label: 'Email',
    children: [
      {id: 'email-digest', label: 'Weekly digest'},
      {id: 'email-mentions', label: 'Mentions'},
    ],
  },
  {id: 'push', label: 'Push', children: [{id: 'push-comments', label: 'Comments'}]},
];

export default function ItemCustomCheckboxSlot() {
  return (
    <Box sx={{height: 260, maxWidth: 420, overflowY: 'auto'}}>
      <RichTreeView
        aria-label="Notifications"
        items={NOTIFICATIONS}
        checkboxSelection
        multiSelect
        defaultSelectedItems={['email-mentions']}
        defaultExpandedItems={['email', 'push']}
        slots={{item: Item}}
      />
    </Box>
  );
}
