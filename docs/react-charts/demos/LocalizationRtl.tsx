import * as React from 'react';
import Box from '@mui/material/Box';
import {BarChart} from '@mui/x-charts/BarChart';
import {cityClimate} from '@site/src/demo-data/charts-feature-climate';

// Months in Arabic, written right to left.
const MONTHS_AR = ['يناير', 'فبراير', 'مارس', 'أبريل', 'مايو', 'يونيو', 'يوليو', 'أغسطس', 'سبتمبر', 'أكتوبر', 'نوفمبر', 'ديسمبر'];
const madrid = cityClimate('madrid');

export default function LocalizationRtl() {
  return (
    // `dir="rtl"` on an ancestor: the legend and the tooltip's table read right to left. Reverse
    // the category axis and put the value axis on the right so the chart reads the same way.
    <Box dir="rtl" sx={{width: '100%'}}>
      <BarChart
        height={300}
        xAxis={[{scaleType: 'band', data: MONTHS_AR, reverse: true, height: 40, tickLabelStyle: {angle: 0, fontSize: 11}}]}
        yAxis={[{position: 'right', width: 50}]}
        series={[
          {data: [...madrid.sunshine], label: 'ساعات الشمس في مدريد'},
          {data: [...madrid.precipitation], label: 'الأمطار (مم)'},
        ]}
      />
    </Box>
  );
}
