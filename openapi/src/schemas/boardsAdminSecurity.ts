import type { Schema } from '../types'
import { bool, filled, int32, nullable, ref, request, str, uuid } from '../s'

/**
 * A board's security profile (assumed): initial assignment rules as stored, security statements and
 * permission assignments. Every change moves the board's SecurityRowVersion.
 */

const statementBody = {
  Key: str('Normalised key: trimmed, lower case, ^[a-z][a-z0-9-]{0,39}$.'),
  DisplayName: str(),
  Operation: ref('BoardItemOperation'),
  Expression: str('Expression language (purpose Condition) over the item\'s board data plus Subject, Description, IsOpen.'),
  Message: str('Shown to the denied caller as the denial\'s SafeMessage.'),
  Enabled: bool(),
}
const statementRequired = Object.keys(statementBody)

export const boardAdminSecuritySchemas: Record<string, Schema> = {
  BoardInitialAssignmentRule: filled(
    {
      Id: str(),
      Key: str(),
      ResponsibilityKey: str('An item-level responsibility key of the board.'),
      SubjectSource: ref('BoardInitialAssignmentSubjectSource'),
      SubjectKey: nullable(str('User id for User, group id for ResponsibilityGroup; null otherwise.')),
      Enabled: bool(),
      SortOrder: int32(),
      RowVersion: uuid(),
    },
    'A stored initial assignment rule, as the documented upsert creates it.',
  ),
  BoardSecurityStatement: filled(
    { Id: str(), ...statementBody, SortOrder: int32(), RowVersion: uuid() },
    'When the expression is true for an item, the operation is denied (Source Policy).',
  ),
  BoardSecurityStatementCreateRequest: request(
    { ...statementBody, SecurityRowVersion: uuid('The board\'s SecurityRowVersion.') },
    [...statementRequired, 'SecurityRowVersion'],
    'Security statements of a board; the expression is validated on save.',
  ),
  BoardSecurityStatementUpdateRequest: request(
    { ...statementBody, RowVersion: uuid('The statement\'s RowVersion.') },
    [...statementRequired, 'RowVersion'],
    'Security statements of a board; the expression is validated on save.',
  ),
  BoardPermissionAssignment: filled(
    {
      Id: str(),
      Operation: ref('BoardItemOperation'),
      SubjectType: ref('BoardPermissionSubjectType'),
      SubjectKey: str('User id, group id, role name or item-level responsibility key.'),
      DisplayName: str('The subject\'s display name.'),
      SortOrder: int32(),
      RowVersion: uuid(),
    },
    'An operation with no assignment is open to every boards.use holder; with some, only to the subjects named.',
  ),
  BoardPermissionAssignmentCreateRequest: request(
    {
      Operation: ref('BoardItemOperation'),
      SubjectType: ref('BoardPermissionSubjectType'),
      SubjectKey: str(),
      SecurityRowVersion: uuid('The board\'s SecurityRowVersion.'),
    },
    ['Operation', 'SubjectType', 'SubjectKey', 'SecurityRowVersion'],
    'Grants one item operation to one subject.',
  ),
}
