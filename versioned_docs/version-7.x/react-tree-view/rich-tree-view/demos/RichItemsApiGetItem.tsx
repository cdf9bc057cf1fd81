import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {RichTreeView} from '@mui/x-tree-view/RichTreeView';
import {useTreeViewApiRef} from '@mui/x-tree-view/hooks';
import {DEWEY_CLASSES, type DeweyClass} from '@site/src/demo-data/tree-v7-library';

export default function RichItemsApiGetItem() {
  const apiRef = useTreeViewApiRef();
  const [item, setItem] = React.useState<DeweyClass | null>(null);

  return (
    <Box sx={{height: 300, maxWidth: 460, display: 'flex', flexDirection: 'column'}}>
      <Box sx={{flex: 1, minHeight: 0, overflowY: 'auto'}}>
        <RichTreeView<DeweyClass, false>
          aria-label="Dewey classes"
          apiRef={apiRef}
          items={DEWEY_CLASSES}
          getItemId={(entry) => entry.code}
          getItemLabel={(entry) => entry.name}
          defaultExpandedItems={['800']}
          // getItem returns the object of `items`, with all its fields.
          onSelectedItemsChange={(_event, id) => setItem(id ? (apiRef.current!.getItem(id) as DeweyClass) : null)}
        />
      </Box>
      <Typography variant="body2" component="pre" sx={{pt: 1, m: 0, minHeight: 40, whiteSpace: 'pre-wrap'}}>
        {item ? JSON.stringify({code: item.code, name: item.name, children: item.children?.length ?? 0}) : 'Select a class.'}
      </Typography>
    </Box>
  );
}
