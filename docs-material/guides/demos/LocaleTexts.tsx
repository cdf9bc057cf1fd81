import * as React from 'react';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {deDE, enUS, frFR, zhCN, type Localization} from '@mui/material/locale';

const LOCALES: Record<string, {label: string; locale: Localization}> = {
  enUS: {label: 'English', locale: enUS},
  deDE: {label: 'Deutsch', locale: deDE},
  frFR: {label: 'Français', locale: frFR},
  zhCN: {label: '中文', locale: zhCN},
};

/**
 * A locale object is theme input: `components.MuiTablePagination.defaultProps` and so on. In an
 * app, `createTheme(theme, deDE)` applies it everywhere; here its pagination props are spread on
 * one component so the four languages can be compared on one page.
 */
export default function LocaleTexts() {
  const [key, setKey] = React.useState('deDE');
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(10);
  const texts = LOCALES[key]!.locale.components?.MuiTablePagination?.defaultProps;
  return (
    <Stack spacing={2} sx={{alignItems: 'flex-start'}}>
      <ToggleButtonGroup size="small" exclusive value={key} onChange={(_, next: string | null) => next && setKey(next)} aria-label="Locale">
        {Object.entries(LOCALES).map(([id, {label}]) => (
          <ToggleButton key={id} value={id} lang={id.slice(0, 2)}>
            {label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <TablePagination
        component="div"
        count={137}
        page={page}
        onPageChange={(_, next) => setPage(next)}
        rowsPerPage={rowsPerPage}
        onRowsPerPageChange={(event) => {
          setRowsPerPage(Number(event.target.value));
          setPage(0);
        }}
        {...texts}
      />
    </Stack>
  );
}
