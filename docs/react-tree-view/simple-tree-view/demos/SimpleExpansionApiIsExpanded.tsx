import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {SimpleTreeView} from '@mui/x-tree-view/SimpleTreeView';
import {TreeItem} from '@mui/x-tree-view/TreeItem';
import {useTreeViewApiRef} from '@mui/x-tree-view/hooks';

export default function SimpleExpansionApiIsExpanded() {
  const apiRef = useTreeViewApiRef();
  const [answer, setAnswer] = React.useState('');

  const check = () => {
    const open = ['europe', 'asia', 'americas'].filter((id) => apiRef.current?.isItemExpanded(id));
    setAnswer(open.length ? `Open: ${open.join(', ')}` : 'Every region is closed.');
  };

  return (
    <Box sx={{height: 330, maxWidth: 420, display: 'flex', flexDirection: 'column'}}>
      <Box sx={{mb: 1, display: 'flex', alignItems: 'center', gap: 1}}>
        <Button size="small" variant="outlined" onClick={check}>
          Which regions are open?
        </Button>
        <Typography variant="body2">{answer}</Typography>
      </Box>
      <Box sx={{flex: 1, minHeight: 0, overflowY: 'auto'}}>
        <SimpleTreeView aria-label="Offices" apiRef={apiRef} defaultExpandedItems={['americas']}>
          <TreeItem itemId="europe" label="Europe">
            <TreeItem itemId="europe/lisbon" label="Lisbon" />
            <TreeItem itemId="europe/oslo" label="Oslo" />
          </TreeItem>
          <TreeItem itemId="asia" label="Asia">
            <TreeItem itemId="asia/seoul" label="Seoul" />
            <TreeItem itemId="asia/hanoi" label="Hanoi" />
          </TreeItem>
          <TreeItem itemId="americas" label="Americas">
            <TreeItem itemId="americas/lima" label="Lima" />
          </TreeItem>
        </SimpleTreeView>
      </Box>
    </Box>
  );
}
