import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {DataGrid, type GridColDef, type GridLocaleText, type GridPaginationModel} from '@mui/x-data-grid';
import {deDE, frFR} from '@mui/x-data-grid/locales';

interface ReadingRow {
  id: number;
  sensor: string;
  value: number;
}

// A very large table on a server: the grid only ever holds the rows of one page.
const TOTAL_ROWS = 1_234_567;
const pageRows = ({page, pageSize}: GridPaginationModel): ReadingRow[] =>
  Array.from({length: pageSize}, (_, index) => {
    const id = page * pageSize + index + 1;
    return {id, sensor: `Counter ${(id % 40) + 1}`, value: (id * 37) % 1000};
  });

const columns: GridColDef<ReadingRow>[] = [
  {field: 'id', headerName: '#', type: 'number', width: 120},
  {field: 'sensor', headerName: 'Sensor', flex: 1, minWidth: 140},
  {field: 'value', headerName: 'Bikes counted', type: 'number', width: 140},
];

const LOCALES = {
  'en-US': {},
  'de-DE': deDE.components.MuiDataGrid.defaultProps.localeText,
  'fr-FR': frFR.components.MuiDataGrid.defaultProps.localeText,
} as const;
type Locale = keyof typeof LOCALES;

/** The footer's "1–10 of 1234567" with the digits grouped the way each language writes them. */
function paginationText(locale: Locale, base: Partial<GridLocaleText>): GridLocaleText['paginationDisplayedRows'] {
  const number = new Intl.NumberFormat(locale);
  const of = locale === 'de-DE' ? 'von' : locale === 'fr-FR' ? 'sur' : 'of';
  return ({from, to, count}) =>
    base.paginationDisplayedRows && count === -1
      ? base.paginationDisplayedRows({from, to, count, estimated: undefined})
      : `${number.format(from)}–${number.format(to)} ${of} ${number.format(count)}`;
}

export default function LocalizationPaginationNumbers() {
  const [locale, setLocale] = React.useState<Locale>('de-DE');
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({page: 0, pageSize: 10});
  const rows = React.useMemo(() => pageRows(paginationModel), [paginationModel]);
  const localeText = React.useMemo(
    () => ({...LOCALES[locale], paginationDisplayedRows: paginationText(locale, LOCALES[locale])}),
    [locale],
  );
  return (
    <Box sx={{width: '100%'}}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={locale}
        onChange={(_event, value: Locale | null) => value && setLocale(value)}
        sx={{mb: 1}}
        aria-label="Language"
      >
        <ToggleButton value="en-US">English</ToggleButton>
        <ToggleButton value="de-DE">Deutsch</ToggleButton>
        <ToggleButton value="fr-FR">Français</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{height: 380}}>
        <DataGrid
          rows={rows}
          columns={columns}
          rowCount={TOTAL_ROWS}
          paginationMode="server"
          paginationModel={paginationModel}
          onPaginationModelChange={setPaginationModel}
          pageSizeOptions={[10]}
          localeText={localeText}
          density="compact"
        />
      </Box>
    </Box>
  );
}
