/**
 * Which npm package belongs to which plan, and what it adds. Rows come from src/config/products.ts;
 * the "what it adds" texts are written here (one per package, checked against the packages' .d.ts)
 * and translated through code.json.
 */
import type {ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {PLANS, type Plan} from '@site/src/config/products';
import {useProducts} from '@site/src/lib/use-products';
import {packageRows} from './packageRows';
import styles from './styles.module.css';

function planLabel(plan: Plan): string {
  switch (plan) {
    case 'community':
      return translate({id: 'packageTable.plan.community', message: 'Community', description: 'Free MIT plan'});
    case 'pro':
      return translate({id: 'packageTable.plan.pro', message: 'Pro', description: 'Commercial Pro plan'});
    default:
      return translate({id: 'packageTable.plan.premium', message: 'Premium', description: 'Commercial Premium plan'});
  }
}

/** What each package adds over the one before it in the same product. */
function packageContents(name: string): string {
  switch (name) {
    case '@mui/x-data-grid':
      return translate({
        id: 'packageTable.contents.dataGrid',
        message:
          '<DataGrid>: sorting and filtering on one column at a time, pagination (at most 100 rows per page), cell and row editing, row selection, column grouping, CSV export and printing, row and column virtualization.',
      });
    case '@mui/x-data-grid-pro':
      return translate({
        id: 'packageTable.contents.dataGridPro',
        message:
          '<DataGridPro>: multi-column sorting and filtering, header filters, tree data, master-detail panels, column and row pinning, column and row reordering, lazy loading and infinite scroll, no page-size limit.',
      });
    case '@mui/x-data-grid-premium':
      return translate({
        id: 'packageTable.contents.dataGridPremium',
        message:
          '<DataGridPremium>: row grouping, aggregation, pivoting, Excel export, cell range selection, clipboard paste, charts integration and an AI assistant panel.',
      });
    case '@mui/x-date-pickers':
      return translate({
        id: 'packageTable.contents.datePickers',
        message:
          'Date, time and date-time pickers (desktop, mobile and static variants), fields, calendars and clocks, and adapters for dayjs, date-fns, Luxon and Moment.',
      });
    case '@mui/x-date-pickers-pro':
      return translate({
        id: 'packageTable.contents.datePickersPro',
        message: 'Range pickers: date range, time range and date-time range, with their calendars and single or multi-input fields.',
      });
    case '@mui/x-charts':
      return translate({
        id: 'packageTable.contents.charts',
        message: 'Bar, line, pie, scatter, radar, sparkline and gauge charts, with axes, legends, tooltips and a toolbar.',
      });
    case '@mui/x-charts-pro':
      return translate({
        id: 'packageTable.contents.chartsPro',
        message: 'Zoom and pan with a zoom slider, image and print export, heatmap and funnel charts, and an unstable Sankey chart.',
      });
    case '@mui/x-tree-view':
      return translate({
        id: 'packageTable.contents.treeView',
        message:
          '<SimpleTreeView> (items written as JSX) and <RichTreeView> (items as data): expansion, single or multiple selection with checkboxes, label editing, keyboard navigation.',
      });
    case '@mui/x-tree-view-pro':
      return translate({
        id: 'packageTable.contents.treeViewPro',
        message: '<RichTreeViewPro>: drag-and-drop reordering of items and lazy loading of children from a data source.',
      });
    default:
      return '—';
  }
}

export interface PackageTableProps {
  /** Show only this product's packages (the product landings); all products when omitted. */
  product?: string;
  /** One row per product with a column per plan (the overview); no contents column. */
  compact?: boolean;
}

function PlanChip({plan}: {plan: Plan}): ReactNode {
  return <span className={styles[plan]}>{planLabel(plan)}</span>;
}

/** Overview shape: one row per product, one column per plan. */
function CompactTable(): ReactNode {
  const products = useProducts();
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">
            <Translate id="packageTable.header.product">Product</Translate>
          </th>
          {PLANS.map((plan) => (
            <th scope="col" key={plan}>
              <PlanChip plan={plan} />
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {products.map((p) => (
          <tr key={p.id}>
            <th scope="row">{p.label}</th>
            {PLANS.map((plan) => {
              const pkg = p.packages.find((candidate) => candidate.plan === plan);
              return <td key={plan}>{pkg ? <code>{pkg.name}</code> : '—'}</td>;
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default function PackageTable({product, compact = false}: PackageTableProps): ReactNode {
  const products = useProducts();
  if (compact) {
    return (
      <div className={styles.wrapper}>
        <CompactTable />
      </div>
    );
  }
  const rows = packageRows(products, product);
  const productIds = [...new Set(rows.map((r) => r.productId))];
  return (
    <div className={styles.wrapper}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">
              <Translate id="packageTable.header.package">Package</Translate>
            </th>
            <th scope="col">
              <Translate id="packageTable.header.plan">Plan</Translate>
            </th>
            <th scope="col">
              <Translate id="packageTable.header.contents">What it contains</Translate>
            </th>
          </tr>
        </thead>
        {productIds.map((id) => {
          const productRows = rows.filter((r) => r.productId === id);
          return (
            <tbody key={id}>
              {!product && (
                <tr className={styles.group}>
                  <th scope="rowgroup" colSpan={3}>
                    {productRows[0]!.productLabel}
                  </th>
                </tr>
              )}
              {productRows.map((row) => (
                <tr key={row.name} data-plan={row.plan}>
                  <th scope="row">
                    <code>{row.name}</code>
                  </th>
                  <td>
                    <PlanChip plan={row.plan} />
                    <div className={styles.license}>
                      <Translate id="packageTable.licenseField" description="Label before the npm license field value">
                        license:
                      </Translate>{' '}
                      <code>{row.npmLicense}</code>
                    </div>
                  </td>
                  <td>{packageContents(row.name)}</td>
                </tr>
              ))}
            </tbody>
          );
        })}
      </table>
    </div>
  );
}
