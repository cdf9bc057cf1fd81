import * as React from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import {unstable_defaultSxConfig as sxConfig} from '@mui/system';
import {useTheme} from '@mui/material/styles';

// Each row is computed: the config says which theme key a property reads, and running sx on a
// sample value shows the CSS it writes in this theme.
const SAMPLE: Record<string, string | number> = {
  palette: 'primary.main',
  typography: 'body2',
  shadows: 1,
  zIndex: 'modal',
  breakpoints: 'sm',
};

export default function SystemProperties() {
  const theme = useTheme();
  const [filter, setFilter] = React.useState('');
  const rows = React.useMemo(
    () =>
      Object.entries(sxConfig).map(([property, options]) => {
        const themeKey = options.themeKey ?? (options.style ? 'spacing' : '');
        const sample = SAMPLE[themeKey] ?? 1;
        const css = theme.unstable_sx({[property]: sample});
        return {property, themeKey: options.themeKey ?? '', sample, css: JSON.stringify(css)};
      }),
    [theme],
  );
  const shown = rows.filter((row) => row.property.toLowerCase().includes(filter.toLowerCase()));
  return (
    <div>
      <TextField size="small" label="Filter properties" value={filter} onChange={(event) => setFilter(event.target.value)} sx={{mb: 1}} />
      <Box sx={{maxHeight: 420, overflow: 'auto'}} tabIndex={0} role="region" aria-label="System properties">
        <Box
          component="table"
          sx={{
            borderCollapse: 'collapse',
            fontSize: 13,
            '& th, & td': {p: 0.5, textAlign: 'start', borderBottom: 1, borderColor: 'divider', verticalAlign: 'top'},
          }}
        >
          <thead>
            <tr>
              <th scope="col">Property</th>
              <th scope="col">Theme key</th>
              <th scope="col">sx value</th>
              <th scope="col">CSS written</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={row.property}>
                <td>
                  <code>{row.property}</code>
                </td>
                <td>{row.themeKey}</td>
                <td>
                  <code>{JSON.stringify(row.sample)}</code>
                </td>
                <Box component="td" sx={{overflowWrap: 'anywhere'}}>
                  <code>{row.css}</code>
                </Box>
              </tr>
            ))}
          </tbody>
        </Box>
      </Box>
    </div>
  );
}
