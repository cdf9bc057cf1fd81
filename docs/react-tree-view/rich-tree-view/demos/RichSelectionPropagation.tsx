import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {RichTreeView} from '@mui/x-tree-view/RichTreeView';
import type {TreeViewSelectionPropagation} from '@mui/x-tree-view/models';
import {PRODUCT_CATALOG} from '@site/src/demo-data/tree-product-catalog';

export default function RichSelectionPropagation() {
  const [propagation, setPropagation] = React.useState<TreeViewSelectionPropagation>({parents: true, descendants: true});
  const [selected, setSelected] = React.useState<string[]>([]);
  const toggle = (key: keyof TreeViewSelectionPropagation) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setPropagation((previous) => ({...previous, [key]: event.target.checked}));

  return (
    <Box sx={{height: 380, maxWidth: 440, display: 'flex', flexDirection: 'column'}}>
      <Stack direction="row">
        <FormControlLabel control={<Switch checked={propagation.descendants} onChange={toggle('descendants')} />} label="descendants" />
        <FormControlLabel control={<Switch checked={propagation.parents} onChange={toggle('parents')} />} label="parents" />
      </Stack>
      <Box sx={{flex: 1, minHeight: 0, overflowY: 'auto'}}>
        <RichTreeView
          aria-label="Catalogue"
          items={PRODUCT_CATALOG}
          multiSelect
          checkboxSelection
          selectionPropagation={propagation}
          selectedItems={selected}
          onSelectedItemsChange={(_event, ids) => setSelected(ids)}
          defaultExpandedItems={['camping', 'tents', 'sleeping']}
        />
      </Box>
      <Typography variant="caption" noWrap>
        selectedItems: {selected.join(', ') || '[]'}
      </Typography>
    </Box>
  );
}
