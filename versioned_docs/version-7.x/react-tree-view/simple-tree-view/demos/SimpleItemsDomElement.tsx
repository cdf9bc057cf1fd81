import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {SimpleTreeView} from '@mui/x-tree-view/SimpleTreeView';
import {TreeItem} from '@mui/x-tree-view/TreeItem';
import {useTreeViewApiRef} from '@mui/x-tree-view/hooks';

const STATIONS = [
  'Aldgate',
  'Bank',
  'Barbican',
  'Blackfriars',
  'Cannon Street',
  'Farringdon',
  'Liverpool Street',
  'Mansion House',
  'Monument',
  'Moorgate',
  'Tower Hill',
];

export default function SimpleItemsDomElement() {
  const apiRef = useTreeViewApiRef();

  // getItemDOMElement returns the <li> of a rendered item, or null.
  const scrollTo = (itemId: string) => {
    apiRef.current?.getItemDOMElement(itemId)?.scrollIntoView({block: 'nearest', behavior: 'smooth'});
  };

  return (
    <Box sx={{height: 260, maxWidth: 420, display: 'flex', flexDirection: 'column', gap: 1}}>
      <Box sx={{display: 'flex', gap: 1}}>
        <Button size="small" variant="outlined" onClick={() => scrollTo('line/tower-hill')}>
          Scroll to Tower Hill
        </Button>
        <Button size="small" variant="outlined" onClick={() => scrollTo('line/aldgate')}>
          Back to the top
        </Button>
      </Box>
      <Box sx={{flex: 1, minHeight: 0, overflowY: 'auto'}}>
        <SimpleTreeView aria-label="Stations of the City" apiRef={apiRef} defaultExpandedItems={['line']}>
          <TreeItem itemId="line" label="Stations in the City of London">
            {STATIONS.map((station) => (
              <TreeItem key={station} itemId={`line/${station.toLowerCase().replace(' ', '-')}`} label={station} />
            ))}
          </TreeItem>
        </SimpleTreeView>
      </Box>
    </Box>
  );
}
