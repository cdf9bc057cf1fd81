import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {alpha, type Theme} from '@mui/material/styles';
import {DataGridPro, type GridColDef, type GridColumnGroupingModel} from '@mui/x-data-grid-pro';
import {
  CALENDAR_DAYS,
  TIME_OFF_LABELS,
  createTimeOffRows,
  isWeekend,
  type EmployeeTimeOffRow,
  type TimeOffKind,
} from '@site/src/demo-data/time-off';

const DAY_COLUMN_WIDTH_PX = 52;
const KINDS = Object.keys(TIME_OFF_LABELS) as TimeOffKind[];
const SHORT_LABELS: Record<TimeOffKind, string> = {vacation: 'V', sick: 'S', training: 'T', holiday: 'H'};

const rows = createTimeOffRows();

function kindColor(theme: Theme, kind: TimeOffKind): string {
  return {
    vacation: theme.palette.primary.main,
    sick: theme.palette.error.main,
    training: theme.palette.warning.main,
    holiday: theme.palette.success.main,
  }[kind];
}

const dayLabel = new Intl.DateTimeFormat('en-US', {weekday: 'short', day: 'numeric', timeZone: 'UTC'});
const weekdayLabel = new Intl.DateTimeFormat('en-US', {weekday: 'short', timeZone: 'UTC'});

/** Weekday over day number: "Mon 3" does not fit a narrow column on one line. */
function DayHeader({day}: {day: string}) {
  const date = new Date(`${day}T00:00:00Z`);
  return (
    <Box sx={{lineHeight: 1.25, textAlign: 'center'}}>
      <Box component="span" sx={{display: 'block', fontSize: 11, color: 'text.secondary'}}>
        {weekdayLabel.format(date)}
      </Box>
      <Box component="span" sx={{fontWeight: 600}}>
        {date.getUTCDate()}
      </Box>
    </Box>
  );
}

const dayColumns: GridColDef<EmployeeTimeOffRow>[] = CALENDAR_DAYS.map((day) => ({
  field: day,
  headerName: dayLabel.format(new Date(`${day}T00:00:00Z`)),
  renderHeader: () => <DayHeader day={day} />,
  headerClassName: 'timeoff-day-header',
  width: DAY_COLUMN_WIDTH_PX,
  sortable: false,
  disableColumnMenu: true,
  align: 'center',
  headerAlign: 'center',
  valueGetter: (_value, row) => row.days[day] ?? null,
  valueFormatter: (value: TimeOffKind | null) => (value ? TIME_OFF_LABELS[value] : ''),
  renderCell: ({value}) =>
    value ? (
      <span title={TIME_OFF_LABELS[value as TimeOffKind]} aria-label={TIME_OFF_LABELS[value as TimeOffKind]}>
        {SHORT_LABELS[value as TimeOffKind]}
      </span>
    ) : null,
  cellClassName: ({value}) => [value ? `timeoff--${value}` : '', isWeekend(day) ? 'timeoff--weekend' : ''].filter(Boolean).join(' '),
}));

const columns: GridColDef<EmployeeTimeOffRow>[] = [
  {field: 'name', headerName: 'Employee', width: 150},
  {field: 'team', headerName: 'Team', width: 100},
  ...dayColumns,
  {
    field: 'daysOff',
    headerName: 'Days off',
    type: 'number',
    width: 90,
    valueGetter: (_value, row) => Object.values(row.days).filter((kind) => kind !== 'holiday').length,
  },
];

const columnGroupingModel: GridColumnGroupingModel = [
  {groupId: 'week10', headerName: 'Week 10 · 3 – 9 March', children: CALENDAR_DAYS.slice(0, 7).map((field) => ({field}))},
  {groupId: 'week11', headerName: 'Week 11 · 10 – 16 March', children: CALENDAR_DAYS.slice(7).map((field) => ({field}))},
];

function countDays(kind: TimeOffKind): number {
  return rows.reduce((total, row) => total + Object.values(row.days).filter((value) => value === kind).length, 0);
}

export default function TimeOffCalendarShowcase() {
  return (
    <Box sx={{width: '100%'}}>
      <Stack direction="row" spacing={2} component="ul" aria-label="Legend" sx={{listStyle: 'none', p: 0, m: 0, mb: 1, flexWrap: 'wrap'}}>
        {KINDS.map((kind) => (
          <Stack key={kind} component="li" direction="row" spacing={1} sx={{alignItems: 'center'}} data-testid={`legend-${kind}`}>
            <Box
              sx={(theme) => ({
                width: 22,
                height: 22,
                borderRadius: 0.5,
                display: 'grid',
                placeItems: 'center',
                fontSize: 12,
                fontWeight: 700,
                color: theme.palette.getContrastText(kindColor(theme, kind)),
                bgcolor: kindColor(theme, kind),
              })}
            >
              {SHORT_LABELS[kind]}
            </Box>
            <Typography variant="body2">
              {TIME_OFF_LABELS[kind]} ({countDays(kind)} days)
            </Typography>
          </Stack>
        ))}
      </Stack>
      <Box
        sx={(theme) => ({
          height: 500,
          '& .timeoff-day-header': {px: 0.5},
          '& .timeoff--weekend': {bgcolor: alpha(theme.palette.text.primary, 0.06)},
          ...Object.fromEntries(
            KINDS.map((kind) => [
              `& .timeoff--${kind}`,
              {bgcolor: kindColor(theme, kind), color: theme.palette.getContrastText(kindColor(theme, kind)), fontWeight: 700},
            ]),
          ),
        })}
      >
        <DataGridPro
          rows={rows}
          columns={columns}
          columnGroupingModel={columnGroupingModel}
          initialState={{pinnedColumns: {left: ['name']}}}
          showCellVerticalBorder
          showColumnVerticalBorder
          disableRowSelectionOnClick
          hideFooter
        />
      </Box>
    </Box>
  );
}
