import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import {RichTreeView} from '@mui/x-tree-view/RichTreeView';
import {TreeItem, type TreeItemProps} from '@mui/x-tree-view/TreeItem';

const RemoveContext = React.createContext<(itemId: string) => void>(() => {});

/** A delete button inside the row: it stops the click so the item is not selected or toggled. */
const RemovableItem = React.forwardRef(function RemovableItem(props: TreeItemProps, ref: React.Ref<HTMLLIElement>) {
  const remove = React.useContext(RemoveContext);
  return (
    <TreeItem
      {...props}
      ref={ref}
      label={
        <Box sx={{display: 'flex', alignItems: 'center', justifyContent: 'space-between'}}>
          {props.label}
          <IconButton
            size="small"
            aria-label={`Remove ${String(props.label)}`}
            onClick={(event) => {
              event.stopPropagation();
              remove(props.itemId);
            }}
          >
            <DeleteOutline fontSize="inherit" />
          </IconButton>
        </Box>
      }
    />
  );
});

const INITIAL = [
  {id: 'milk', label: 'Oat milk'},
  {id: 'bread', label: 'Rye bread'},
  {id: 'apples', label: 'Apples'},
  {id: 'coffee', label: 'Coffee beans'},
];

export default function ItemCustomSecondaryAction() {
  const [items, setItems] = React.useState(INITIAL);
  const remove = React.useCallback((itemId: string) => setItems((previous) => previous.filter((item) => item.id !== itemId)), []);

  return (
    <RemoveContext.Provider value={remove}>
      <Box sx={{height: 260, maxWidth: 360, overflowY: 'auto'}}>
        <RichTreeView aria-label="Shopping list" items={items} slots={{item: RemovableItem}} />
        {items.length === 0 ? <Typography variant="body2">Nothing left to buy.</Typography> : null}
      </Box>
    </RemoveContext.Provider>
  );
}
