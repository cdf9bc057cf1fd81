import * as React from 'react';
import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import {RichTreeView} from '@mui/x-tree-view/RichTreeView';
import {TreeItem, type TreeItemProps} from '@mui/x-tree-view/TreeItem';
import type {TreeItemLabelInputProps} from '@mui/x-tree-view/TreeItemLabelInput';
import {PRODUCT_CATALOG} from '@site/src/demo-data/tree-product-catalog';

/** Material UI's InputBase as the editor, styled like a small outlined field. */
const LabelInput = React.forwardRef(function LabelInput(
  {value, onChange, onKeyDown, onBlur, autoFocus}: TreeItemLabelInputProps,
  ref: React.Ref<HTMLInputElement>,
) {
  return (
    <InputBase
      inputRef={ref}
      value={value}
      onChange={onChange}
      onKeyDown={onKeyDown as React.KeyboardEventHandler}
      onBlur={onBlur as React.FocusEventHandler}
      autoFocus={autoFocus}
      inputProps={{'data-element': 'labelInput', 'aria-label': 'New name'}}
      sx={{flex: 1, px: 1, fontSize: 14, border: 1, borderColor: 'primary.main', borderRadius: 1, bgcolor: 'background.paper'}}
    />
  );
});

const Item = React.forwardRef(function Item(props: TreeItemProps, ref: React.Ref<HTMLLIElement>) {
  return <TreeItem {...props} ref={ref} slots={{labelInput: LabelInput}} />;
});

export default function RichEditingCustomInput() {
  return (
    <Box sx={{height: 300, maxWidth: 420, overflowY: 'auto'}}>
      <RichTreeView
        aria-label="Catalogue"
        items={PRODUCT_CATALOG}
        isItemEditable
        defaultExpandedItems={['camping', 'sleeping']}
        slots={{item: Item}}
      />
    </Box>
  );
}
