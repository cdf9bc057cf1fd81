import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import {useTheme} from '@mui/material/styles';

interface Rule {
  /** The media query without `@media`, or null for the rule that always applies. */
  query: string | null;
  minHeight: string;
}

/** Flattens `theme.mixins.toolbar` ({minHeight, '@media …': {minHeight}}) into rows. */
function toolbarRules(toolbar: Record<string, unknown>): Rule[] {
  return Object.entries(toolbar).flatMap(([key, value]): Rule[] => {
    if (key === 'minHeight') return [{query: null, minHeight: String(value)}];
    if (key.startsWith('@media') && value && typeof value === 'object' && 'minHeight' in value) {
      return [{query: key.replace(/^@media\s*/, ''), minHeight: String((value as {minHeight: unknown}).minHeight)}];
    }
    return [];
  });
}

export default function AppBarToolbarHeights() {
  const theme = useTheme();
  const rules = React.useMemo(() => toolbarRules(theme.mixins.toolbar as Record<string, unknown>), [theme]);
  const toolbar = React.useRef<HTMLDivElement>(null);
  const [measured, setMeasured] = React.useState<number | null>(null);
  const [matching, setMatching] = React.useState<boolean[]>([]);
  React.useEffect(() => {
    const update = () => {
      setMeasured(toolbar.current ? Math.round(toolbar.current.getBoundingClientRect().height) : null);
      setMatching(rules.map((rule) => rule.query === null || window.matchMedia(rule.query).matches));
    };
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [rules]);
  return (
    <Box>
      <AppBar position="static">
        <Toolbar ref={toolbar} variant="regular" data-toolbar-measured={measured ?? undefined}>
          <Typography variant="h6" component="div">
            This toolbar is {measured ?? '…'} px high
          </Typography>
        </Toolbar>
      </AppBar>
      <Table size="small" aria-label="Toolbar heights from theme.mixins.toolbar" sx={{mt: 1}}>
        <TableHead>
          <TableRow>
            <TableCell>Applies when</TableCell>
            <TableCell align="right">minHeight (px)</TableCell>
            <TableCell>Matches now</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rules.map((rule, index) => (
            <TableRow key={rule.query ?? 'always'} data-toolbar-rule={rule.query ?? 'always'}>
              <TableCell>{rule.query ?? 'always (the base value)'}</TableCell>
              <TableCell align="right" data-min-height>
                {rule.minHeight}
              </TableCell>
              <TableCell>{matching[index] ? 'yes' : 'no'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
