import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {RichTreeView} from '@mui/x-tree-view/RichTreeView';
import {TreeItem, type TreeItemProps} from '@mui/x-tree-view/TreeItem';
import {FILE_SYSTEM} from '@site/src/demo-data/tree-file-system';

type Cancellable<E> = E & {defaultMuiPrevented?: boolean};

/** A file name may not contain a slash and must keep an extension; an invalid name is not saved. */
function validate(name: string): string | null {
  if (name.includes('/')) return 'No "/" in file names';
  if (!/\.[a-z0-9]+$/i.test(name)) return 'Keep the file extension';
  return null;
}

/** Lets every item report its validation message to the demo, which shows it under the tree. */
const ErrorContext = React.createContext<{error: string | null; setError: (error: string | null) => void}>({
  error: null,
  setError: () => {},
});

const ValidatedItem = React.forwardRef(function ValidatedItem(props: TreeItemProps, ref: React.Ref<HTMLLIElement>) {
  const {error, setError} = React.useContext(ErrorContext);
  return (
    <TreeItem
      {...props}
      ref={ref}
      slotProps={{
        labelInput: {
          onChange: (event: React.ChangeEvent<HTMLInputElement>) => setError(validate(event.target.value)),
          onKeyDown: (event: Cancellable<React.KeyboardEvent<HTMLInputElement>>) => {
            if (event.key === 'Escape') setError(null);
            if (event.key === 'Enter' && validate(event.currentTarget.value)) event.defaultMuiPrevented = true;
          },
          onBlur: (event: Cancellable<React.FocusEvent<HTMLInputElement>>) => {
            if (validate(event.target.value)) event.defaultMuiPrevented = true;
          },
          'aria-invalid': Boolean(error),
          sx: error ? {outline: '2px solid', outlineColor: 'error.main'} : undefined,
        } as object,
      }}
    />
  );
});

const isItemEditable = (node: {children?: unknown}) => !node.children;

export default function RichEditingValidation() {
  const [error, setError] = React.useState<string | null>(null);
  const context = React.useMemo(() => ({error, setError}), [error]);

  return (
    <ErrorContext.Provider value={context}>
      <Box sx={{height: 300, maxWidth: 480, display: 'flex', flexDirection: 'column'}}>
        <Box sx={{flex: 1, minHeight: 0, overflowY: 'auto'}}>
          <RichTreeView
            aria-label="Project files"
            items={FILE_SYSTEM}
            isItemEditable={isItemEditable}
            defaultExpandedItems={['docs']}
            slots={{item: ValidatedItem}}
            onItemLabelChange={() => setError(null)}
          />
        </Box>
        <Typography variant="body2" color={error ? 'error' : 'text.secondary'} role="status">
          {error ?? 'Rename a file: try removing its extension.'}
        </Typography>
      </Box>
    </ErrorContext.Provider>
  );
}
