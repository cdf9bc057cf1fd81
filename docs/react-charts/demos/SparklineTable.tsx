import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import {SparkLineChart} from '@mui/x-charts/SparkLineChart';
import {CITY_CLIMATES} from '@site/src/demo-data/charts-climate';

export default function SparklineTable() {
  return (
    <Table size="small" aria-label="Climate of six cities">
      <TableHead>
        <TableRow>
          <TableCell>City</TableCell>
          <TableCell align="right">Yearly rain</TableCell>
          <TableCell sx={{width: '30%'}}>Temperature, Jan–Dec</TableCell>
          <TableCell sx={{width: '30%'}}>Rain, Jan–Dec</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {CITY_CLIMATES.map((c) => (
          <TableRow key={c.id}>
            <TableCell>{c.city}</TableCell>
            <TableCell align="right">{c.precipitation.reduce((s, v) => s + v, 0)} mm</TableCell>
            <TableCell sx={{py: 0}}>
              <SparkLineChart
                data={[...c.temperature]}
                height={32}
                yAxis={{min: -5, max: 30}}
                showTooltip
                valueFormatter={(v) => `${v} °C`}
              />
            </TableCell>
            <TableCell sx={{py: 0}}>
              <SparkLineChart
                data={[...c.precipitation]}
                height={32}
                plotType="bar"
                yAxis={{min: 0, max: 290}}
                showTooltip
                valueFormatter={(v) => `${v} mm`}
                color="#4f83cc"
              />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
