import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {SimpleTreeView} from '@mui/x-tree-view/SimpleTreeView';
import {TreeItem} from '@mui/x-tree-view/TreeItem';
import {useTreeViewApiRef} from '@mui/x-tree-view/hooks';

const CHAPTERS = Array.from({length: 12}, (_, index) => `Chapter ${index + 1}`);

export default function SimpleItemsDomElement() {
  const apiRef = useTreeViewApiRef();

  const showLastChapter = () => {
    // The DOM element of an item lets you use browser APIs such as scrollIntoView.
    const element = apiRef.current?.getItemDOMElement('chapter-12');
    element?.scrollIntoView({block: 'nearest'});
  };

  return (
    <Box sx={{height: 260, maxWidth: 420, display: 'flex', flexDirection: 'column'}}>
      <Box sx={{mb: 1}}>
        <Button size="small" variant="outlined" onClick={showLastChapter}>
          Scroll to chapter 12
        </Button>
      </Box>
      <Box sx={{flex: 1, minHeight: 0, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1}}>
        <SimpleTreeView aria-label="Book chapters" apiRef={apiRef}>
          {CHAPTERS.map((title, index) => (
            <TreeItem key={title} itemId={`chapter-${index + 1}`} label={title} />
          ))}
        </SimpleTreeView>
      </Box>
    </Box>
  );
}
