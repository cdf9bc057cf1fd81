/**
 * A fictional company's reporting lines, for the Tree View demos. The shape is not the one the
 * Tree View expects by default (`employeeId`, `name`, `reports`), so demos show `getItemId`,
 * `getItemLabel` and `getItemChildren`.
 */
export interface Employee {
  employeeId: string;
  name: string;
  role: string;
  /** Whether the person is on leave (used to show disabled items). */
  onLeave?: boolean;
  reports?: Employee[];
}

export const ORG_CHART: Employee[] = [
  {
    employeeId: 'e-100',
    name: 'Amara Okafor',
    role: 'Chief Executive Officer',
    reports: [
      {
        employeeId: 'e-110',
        name: 'Lucas Moreau',
        role: 'VP Engineering',
        reports: [
          {
            employeeId: 'e-111',
            name: 'Priya Raman',
            role: 'Engineering Manager, Web',
            reports: [
              {employeeId: 'e-112', name: 'Tomás Silva', role: 'Frontend Engineer'},
              {employeeId: 'e-113', name: 'Hana Kobayashi', role: 'Frontend Engineer', onLeave: true},
            ],
          },
          {
            employeeId: 'e-114',
            name: 'Ingrid Larsen',
            role: 'Engineering Manager, Platform',
            reports: [
              {employeeId: 'e-115', name: 'Kwame Mensah', role: 'Site Reliability Engineer'},
              {employeeId: 'e-116', name: 'Sofia Rossi', role: 'Backend Engineer'},
            ],
          },
        ],
      },
      {
        employeeId: 'e-120',
        name: 'Mei Chen',
        role: 'VP Product',
        reports: [
          {employeeId: 'e-121', name: 'Daniel Weber', role: 'Product Designer'},
          {employeeId: 'e-122', name: 'Aisha Khan', role: 'Product Manager', onLeave: true},
        ],
      },
      {
        employeeId: 'e-130',
        name: 'Oliver Brown',
        role: 'VP Sales',
        reports: [
          {employeeId: 'e-131', name: 'Camila Torres', role: 'Account Executive'},
          {employeeId: 'e-132', name: 'Noah Fischer', role: 'Sales Engineer'},
        ],
      },
    ],
  },
];

/** Every employee, depth first. */
export function flattenOrgChart(people: readonly Employee[] = ORG_CHART): Employee[] {
  return people.flatMap((person) => [person, ...flattenOrgChart(person.reports ?? [])]);
}

/** Ids of the people who have reports (the expandable items). */
export function managerIds(people: readonly Employee[] = ORG_CHART): string[] {
  return people.flatMap((person) => (person.reports?.length ? [person.employeeId, ...managerIds(person.reports)] : []));
}
