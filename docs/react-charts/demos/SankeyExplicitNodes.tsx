import {Unstable_SankeyChart} from '@mui/x-charts-pro/SankeyChart';
import {ENERGY_FLOW_LINKS} from '@site/src/demo-data/charts-energy';

// Nodes listed explicitly: fossil sources in browns, low-carbon ones in greens and blues.
const nodes = [
  {id: 'Petroleum', color: '#6d4c41'},
  {id: 'Natural gas', color: '#8d6e63'},
  {id: 'Coal', color: '#4e342e'},
  {id: 'Nuclear', color: '#7b1fa2'},
  {id: 'Biomass', color: '#558b2f'},
  {id: 'Solar', color: '#f9a825'},
  {id: 'Wind', color: '#00897b'},
  {id: 'Hydro', color: '#1565c0'},
  {id: 'Electricity', color: '#546e7a'},
  {id: 'Homes and offices', label: 'Homes & offices', color: '#78909c'},
  {id: 'Industry', color: '#78909c'},
  {id: 'Transport', color: '#78909c'},
  {id: 'Useful energy', color: '#2e7d32'},
  {id: 'Losses', label: 'Lost as heat', color: '#c62828'},
];

export default function SankeyExplicitNodes() {
  return (
    <Unstable_SankeyChart
      height={420}
      series={{data: {nodes, links: [...ENERGY_FLOW_LINKS]}, valueFormatter: (v) => `${v.toFixed(1)} EJ`}}
    />
  );
}
