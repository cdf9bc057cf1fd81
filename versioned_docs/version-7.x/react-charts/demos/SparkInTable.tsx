import * as React from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import {SparkLineChart} from '@mui/x-charts/SparkLineChart';
import {ENERGY_SOURCES, ENERGY_YEARS} from '@site/src/demo-data/charts-feature-energy';

export default function SparkInTable() {
  return (
    <Table size="small" aria-label="Electricity generation by source">
      <TableHead>
        <TableRow>
          <TableCell>Source</TableCell>
          <TableCell align="right">{ENERGY_YEARS.at(-1)} (TWh)</TableCell>
          <TableCell sx={{width: '45%'}}>
            {ENERGY_YEARS[0]}–{ENERGY_YEARS.at(-1)}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {ENERGY_SOURCES.map((s) => (
          <TableRow key={s.id}>
            <TableCell>{s.label}</TableCell>
            <TableCell align="right">{s.generation.at(-1)?.toLocaleString('en-US')}</TableCell>
            <TableCell sx={{py: 0}}>
              <SparkLineChart data={[...s.generation]} height={32} colors={[s.color]} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
