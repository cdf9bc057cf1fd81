import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {RichTreeView} from '@mui/x-tree-view/RichTreeView';
import {DEWEY_CLASSES, type DeweyClass} from '@site/src/demo-data/tree-v7-library';

// These items have no `id` and no `label`: the two getters read `code` and `name` instead.
export default function RichItemsCustomId() {
  const [selected, setSelected] = React.useState<string | null>('530');

  return (
    <Box sx={{height: 300, maxWidth: 460, display: 'flex', flexDirection: 'column'}}>
      <Box sx={{flex: 1, minHeight: 0, overflowY: 'auto'}}>
        <RichTreeView<DeweyClass, false>
          aria-label="Dewey classes"
          items={DEWEY_CLASSES}
          getItemId={(item) => item.code}
          getItemLabel={(item) => item.name}
          selectedItems={selected}
          onSelectedItemsChange={(_event, id) => setSelected(id)}
          defaultExpandedItems={['500']}
        />
      </Box>
      <Typography variant="body2" sx={{pt: 1}}>
        Selected id: {selected ?? 'none'}
      </Typography>
    </Box>
  );
}
