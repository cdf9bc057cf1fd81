import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

const WAREHOUSES = ['Lisbon', 'Berlin', 'Montréal', 'Shanghai', 'São Paulo', 'Kraków'];

export default function AutocompleteEvents() {
  const [log, setLog] = React.useState<string[]>([]);
  const record = (line: string) => setLog((previous) => [line, ...previous].slice(0, 4));

  return (
    <Box sx={{display: 'flex', gap: 3, flexWrap: 'wrap'}}>
      <Autocomplete
        options={WAREHOUSES}
        sx={{width: 260}}
        onChange={(_event, value, reason) => record(`onChange: ${reason} → ${value ?? 'null'}`)}
        onInputChange={(_event, value, reason) => record(`onInputChange: ${reason} → '${value}'`)}
        onHighlightChange={(_event, option, reason) => record(`onHighlightChange: ${reason} → ${option ?? 'null'}`)}
        renderInput={(params) => <TextField {...params} label="Warehouse" />}
      />
      <Box component="ol" aria-label="Latest events" sx={{m: 0, pl: 2, minWidth: 280}}>
        {log.length === 0 ? (
          <Typography variant="body2" component="li" sx={{color: 'text.secondary'}}>
            Type, click or use the arrow keys
          </Typography>
        ) : (
          log.map((line, index) => (
            <Typography key={`${index}-${line}`} variant="body2" component="li" sx={{fontFamily: 'monospace'}}>
              {line}
            </Typography>
          ))
        )}
      </Box>
    </Box>
  );
}
