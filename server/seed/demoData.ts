/** The demo workspace: people of a mid-sized services company, a few teams and the built-in roles. */
import type { UserType } from '../../shared/enums'

export const demoCredentials = {
  admin: { userName: 'admin', password: 'Admin#2026' },
  configurator: { userName: 'configurator', password: 'Configurator#2026' },
  operator: { userName: 'operator', password: 'Operator#2026' },
  integration: { userName: 'integration', apiKey: 'wsk_demo_4f1c2a9e7b3d4c8e9a0b1c2d3e4f5a6b' },
} as const

export const demoRoleIds = {
  Admin: 'role-admin',
  Configurator: 'role-configurator',
  Operator: 'role-operator',
  Auditor: 'role-auditor',
} as const

export interface DemoUser {
  id: string
  userName: string
  firstName: string | null
  lastName: string | null
  email: string | null
  roles: Array<keyof typeof demoRoleIds>
  userType?: UserType
  isActive?: boolean
  locale?: string
  timeZone?: string
  password?: string
  extendedData?: Record<string, string>
}

export const demoUsers: DemoUser[] = [
  { id: 'usr-admin', userName: 'admin', firstName: 'Ada', lastName: 'Admin', email: 'admin@demo.example', roles: ['Admin'], password: demoCredentials.admin.password },
  { id: 'usr-configurator', userName: 'configurator', firstName: 'Conrad', lastName: 'Config', email: 'configurator@demo.example', roles: ['Configurator'], password: demoCredentials.configurator.password },
  { id: 'usr-operator', userName: 'operator', firstName: 'Olivia', lastName: 'Operator', email: 'operator@demo.example', roles: ['Operator'], password: demoCredentials.operator.password },
  { id: 'usr-integration', userName: 'integration', firstName: null, lastName: null, email: null, roles: ['Configurator'], userType: 1, extendedData: { purpose: 'ERP synchronisation' } },
  ...([
    ['mara.schneider', 'Mara', 'Schneider', ['Operator'], { department: 'Finance', costCenter: 'FIN-100' }],
    ['jonas.weber', 'Jonas', 'Weber', ['Operator'], { department: 'Finance', costCenter: 'FIN-100' }],
    ['lena.fischer', 'Lena', 'Fischer', ['Auditor'], { department: 'Compliance' }],
    ['tobias.meyer', 'Tobias', 'Meyer', ['Operator'], { department: 'Service Desk' }],
    ['sophie.wagner', 'Sophie', 'Wagner', ['Operator'], { department: 'Service Desk' }],
    ['felix.becker', 'Felix', 'Becker', ['Configurator'], { department: 'IT' }],
    ['hannah.schulz', 'Hannah', 'Schulz', ['Operator'], { department: 'Field Operations' }],
    ['lukas.hoffmann', 'Lukas', 'Hoffmann', ['Operator'], { department: 'Field Operations' }],
    ['emma.koch', 'Emma', 'Koch', ['Auditor'], { department: 'Compliance' }],
    ['noah.richter', 'Noah', 'Richter', [], { department: 'Sales' }],
    ['mia.klein', 'Mia', 'Klein', [], { department: 'Sales' }],
    ['paul.wolf', 'Paul', 'Wolf', ['Operator'], { department: 'Logistics' }],
    ['clara.neumann', 'Clara', 'Neumann', ['Operator'], { department: 'Logistics' }],
    ['ben.schwarz', 'Ben', 'Schwarz', [], { department: 'Human Resources' }],
    ['lea.zimmermann', 'Lea', 'Zimmermann', ['Operator'], { department: 'Human Resources' }],
    ['elias.braun', 'Elias', 'Braun', ['Configurator'], { department: 'IT' }],
    ['amelie.krueger', 'Amelie', 'Krüger', ['Operator'], { department: 'Finance' }],
    ['david.hartmann', 'David', 'Hartmann', [], { department: 'Procurement' }],
    ['ida.lange', 'Ida', 'Lange', ['Operator'], { department: 'Procurement' }],
    ['samuel.okafor', 'Samuel', 'Okafor', ['Operator'], { department: 'Service Desk' }],
    ['priya.raman', 'Priya', 'Raman', ['Auditor'], { department: 'Compliance' }],
    ['lucas.martin', 'Lucas', 'Martin', ['Operator'], { department: 'Logistics' }],
    ['sofia.rossi', 'Sofia', 'Rossi', [], { department: 'Marketing' }],
    ['marek.nowak', 'Marek', 'Nowak', ['Operator'], { department: 'Field Operations' }],
    ['julia.schmitt', 'Julia', 'Schmitt', [], { department: 'Marketing' }],
  ] as const).map(([userName, firstName, lastName, roles, extendedData], index): DemoUser => ({
    id: `usr-${userName.replace('.', '-')}`,
    userName,
    firstName,
    lastName,
    email: `${userName}@demo.example`,
    roles: [...roles],
    extendedData: { ...extendedData },
    // A couple of people have left, and a few prefer German.
    isActive: index % 11 !== 10,
    ...(index % 6 === 0 ? { locale: 'de-DE' } : {}),
  })),
]

export const demoGroups = [
  { id: 'grp-finance-approvers', key: 'finance.approvers', name: 'Finance approvers', description: 'Approve payments and invoices above the team limit.', members: ['usr-mara-schneider', 'usr-jonas-weber', 'usr-amelie-krueger'] },
  { id: 'grp-service-desk', key: 'service-desk', name: 'Service desk', description: 'First line for customer requests.', members: ['usr-tobias-meyer', 'usr-sophie-wagner', 'usr-samuel-okafor', 'usr-operator'] },
  { id: 'grp-field-operations', key: 'field-operations', name: 'Field operations', description: 'Technicians on site.', members: ['usr-hannah-schulz', 'usr-lukas-hoffmann', 'usr-marek-nowak'] },
  { id: 'grp-compliance', key: 'compliance', name: 'Compliance reviewers', description: null, members: ['usr-lena-fischer', 'usr-emma-koch', 'usr-priya-raman'] },
]
