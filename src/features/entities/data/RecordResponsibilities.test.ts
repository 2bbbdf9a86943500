import { describe, expect, it } from 'vitest'
import { ResponsibilityCardinality, ResponsibilitySubjectMode, ResponsibilitySubjectType } from '@/api'
import { flush, renderWithApp } from '@/test/render'
import type { EntityRecord } from './records.types'
import RecordResponsibilities from './RecordResponsibilities.vue'

const relation = (key: string, canReplace: boolean) => ({
  Key: key,
  DisplayName: key,
  IsRequired: key === 'Owner',
  SortOrder: 0,
  Cardinality: ResponsibilityCardinality.Multiple,
  SubjectMode: ResponsibilitySubjectMode.UsersAndGroups,
  CanReplace: canReplace,
})
const subject = (type: ResponsibilitySubjectType, id: string, name: string, managed = false) => ({
  SubjectType: type, SubjectId: id, DisplayName: name, Description: null, IntervalStart: null, IntervalEnd: null, ManagedByRuntime: managed, InheritanceSource: null,
})

function record(canReplace: boolean): EntityRecord {
  return {
    Id: 'rec-1', Number: '000001', DisplayName: 'Alpha', CreatedAt: '2026-11-30T10:00:00Z', RowVersion: 'rv', Fields: {}, ReferenceLabels: {},
    Permissions: { CanPatch: canReplace, CanArchive: false, CanRestore: false, CanDelete: false, CanReadChangesHistory: false },
    AssignmentRelations: [relation('Owner', canReplace), relation('Reviewer', canReplace)],
    Assignments: { Owner: [subject(ResponsibilitySubjectType.User, 'usr-mara', 'Mara Schneider', true), subject(ResponsibilitySubjectType.ResponsibilityGroup, 'grp-desk', 'Service desk')], Reviewer: [] },
  }
}

describe('RecordResponsibilities', () => {
  it('lists who holds each responsibility, marks the ones set on create, and says when nobody does', async () => {
    const { wrapper } = await renderWithApp(RecordResponsibilities, { props: { entityId: 'def', record: record(true) } })
    await flush()
    const owner = wrapper.find('[data-responsibility="Owner"]')
    expect(owner.text()).toContain('Mara Schneider')
    expect(owner.text()).toContain('set on create')
    expect(owner.text()).toContain('Service desk')
    expect(wrapper.find('[data-responsibility="Reviewer"]').text()).toContain('Nobody yet.')
    expect(wrapper.find('[data-testid="change-Owner"]').attributes('disabled')).toBeUndefined()
  })

  it('offers no change to a caller who may not change the record, and says why', async () => {
    const { wrapper } = await renderWithApp(RecordResponsibilities, { props: { entityId: 'def', record: record(false) } })
    await flush()
    const change = wrapper.find('[data-testid="change-Owner"]')
    expect(change.attributes('disabled')).toBeDefined()
    expect(change.attributes('title')).toBe('You may not change this record.')
  })

  it('names the parent an inherited subject comes from, unless the caller may not read it', async () => {
    const from = (isRestricted: boolean) => ({
      EntityDefinitionId: 'accounts', InstanceId: isRestricted ? 'acct-2' : 'acct-1', Number: isRestricted ? '' : 'A-000001', DisplayName: isRestricted ? '' : 'North',
      IsRestricted: isRestricted, Depth: 1, RecalculatedAt: '2026-11-30T10:00:00Z',
    })
    const inherited = record(false)
    inherited.Assignments = {
      Owner: [
        { ...subject(ResponsibilitySubjectType.User, 'usr-mara', 'Mara Schneider'), InheritanceSource: from(false) },
        { ...subject(ResponsibilitySubjectType.User, 'usr-bob', 'Bob Berger'), InheritanceSource: from(true) },
      ],
      Reviewer: [],
    }
    const { wrapper } = await renderWithApp(RecordResponsibilities, { props: { entityId: 'def', record: inherited } })
    await flush()
    expect(wrapper.findAll('[data-testid="inherited-from"]').map((item) => item.text())).toEqual(['(from A-000001 · North)', '(from Restricted record)'])
  })
})
