import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {useTheme, type Theme} from '@mui/material/styles';
import {RichTreeView} from '@mui/x-tree-view/RichTreeView';

interface Node {
  id: string;
  label: string;
  children?: Node[];
}

function describe(value: unknown): string {
  if (typeof value === 'function') return 'function';
  if (typeof value === 'string') return JSON.stringify(value);
  return String(value);
}

// Turns any value into tree items; the id is the property path, e.g. `palette.primary.main`. An object
// met a second time (the current palette is also one of `colorSchemes`) points to where it is shown.
function toNodes(value: object, path: string, seen: Map<object, string>): Node[] {
  seen.set(value, path);
  return Object.entries(value).map(([key, child]) => {
    const id = path ? `${path}.${key}` : key;
    if (child && typeof child === 'object') {
      const shownAt = seen.get(child);
      if (shownAt !== undefined) return {id, label: `${key}: same object as ${shownAt || 'the theme'}`};
      const children = toNodes(child, id, seen);
      return {id, label: `${key} (${Array.isArray(child) ? `${children.length} items` : `${children.length} keys`})`, children};
    }
    return {id, label: `${key}: ${describe(child)}`};
  });
}

// The theme with one colour scheme's palette in `palette`, as a component reads it in that mode.
function themeInScheme(theme: Theme, scheme: 'light' | 'dark'): object {
  return {...theme, palette: theme.colorSchemes[scheme]?.palette ?? theme.palette};
}

function SchemeTree({scheme}: {scheme: 'light' | 'dark'}) {
  const theme = useTheme();
  const items = React.useMemo(() => toNodes(themeInScheme(theme, scheme), '', new Map()), [theme, scheme]);
  const [expanded, setExpanded] = React.useState<string[]>(['palette']);
  return (
    <Box
      // Only the tree of the page's current colour mode is shown; the switch is CSS, like the theme's.
      sx={(t) => ({
        display: scheme === 'light' ? 'block' : 'none',
        ...t.applyStyles('dark', {display: scheme === 'dark' ? 'block' : 'none'}),
      })}
      data-scheme-tree={scheme}
    >
      <Stack direction="row" spacing={1} sx={{mb: 1, alignItems: 'center'}}>
        <Typography variant="subtitle2" component="h3" sx={{flex: 1}}>
          Theme, {scheme} mode
        </Typography>
        <Button size="small" onClick={() => setExpanded(items.filter((item) => item.children).map((item) => item.id))}>
          Expand top level
        </Button>
        <Button size="small" onClick={() => setExpanded([])}>
          Collapse all
        </Button>
      </Stack>
      <Box sx={{height: 420, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, p: 1, fontFamily: 'monospace'}}>
        <RichTreeView
          id={`theme-tree-${scheme}`}
          aria-label={`Theme object, ${scheme} mode`}
          items={items}
          expandedItems={expanded}
          onExpandedItemsChange={(_, ids) => setExpanded(ids)}
        />
      </Box>
    </Box>
  );
}

export default function ThemeExplorer() {
  return (
    <>
      <SchemeTree scheme="light" />
      <SchemeTree scheme="dark" />
    </>
  );
}
