import { describe, expect, it } from 'vitest'
import { EntityPermissionSubjectType } from '@/api'
import { flush, renderWithApp } from '@/test/render'
import type { EntitySecurity, PermissionAssignment } from '../api/security'
import type { EntityStatement } from '../rules/rules.types'
import PermissionMatrixCard from './PermissionMatrixCard.vue'

const assignment = (id: string, type: EntityPermissionSubjectType, name: string, operations: PermissionAssignment['Operations'], statementId: string | null = null) =>
  ({ Id: id, EntityDefinitionId: 'def', SubjectType: type, SubjectKey: name, SubjectDisplayName: name, Operations: operations, StatementId: statementId, StatementName: null, SortOrder: 0, RowVersion: 'rv' }) as PermissionAssignment
const statements = [{ Id: 'st-open', Name: 'Open', DisplayName: 'Open deals', Expression: "stage = 'open'", IsDeleted: false }] as EntityStatement[]
const security = (assignments: PermissionAssignment[]): EntitySecurity => ({ EntityDefinitionId: 'def', IsRestricted: assignments.length > 0, Responsibilities: [], PermissionAssignments: assignments })

async function render(assignments: PermissionAssignment[], readOnlyReason: string | null = null) {
  const { wrapper } = await renderWithApp(PermissionMatrixCard, { props: { entityDefinitionId: 'def', security: security(assignments), statements, readOnlyReason } })
  await flush()
  return wrapper
}

describe('PermissionMatrixCard', () => {
  it('shows each subject with its statement and, per operation, whether it is granted (in words for screen readers)', async () => {
    const wrapper = await render([
      assignment('a1', EntityPermissionSubjectType.RecordResponsibility, 'Owner', ['Read', 'Patch']),
      assignment('a2', EntityPermissionSubjectType.Role, 'Auditor', ['Read', 'ReadArchive'], 'st-open'),
    ])
    const rows = wrapper.findAll('[data-testid="permission-row"]')
    expect(rows).toHaveLength(2)
    expect(rows[0]!.text()).toContain('Owner')
    expect(rows[0]!.text()).toContain('every record')
    expect(rows[0]!.text()).toContain('Change: granted')
    expect(rows[0]!.text()).toContain('Archive: not granted')
    expect(rows[1]!.text()).toContain('Open deals')
    expect(rows[1]!.text()).toContain('Read archive: granted')
    // Merge is not offered by this installation, so it is no column.
    expect(wrapper.text()).not.toContain('Merge')
  })

  it('says the records are open to everyone while nothing is granted, and offers no changes to a reader', async () => {
    const wrapper = await render([], 'Only an Admin or Configurator can change this.')
    expect(wrapper.text()).toContain('Open to every signed-in user')
    expect(wrapper.find('[data-testid="add-permission"]').attributes('disabled')).toBeDefined()
  })
})
