import type { Db } from '../../../db'
import { requireBoard, type BoardRow } from '../shared/boardRef'
import type {
  BoardStatusConfig,
  LinkPrerequisiteConfig,
  BoardTransitionConfig,
  BoardTargetDefinitionConfig,
  BoardCycleConfig,
  BoardResponsibilityConfig,
  StatusResponsibilitySubjectConfig,
  InitialAssignmentRuleConfig,
  SecurityStatementConfig,
  PermissionAssignmentConfig,
  DueDateExpectationConfig,
  DueDatePolicyConfig,
  AttentionReasonConfig,
  AttentionAudienceConfig,
  AttentionPolicyConfig,
  BoardConfig,
} from './config.types'

export type * from './config.types'

/**
 * The lean, typed configuration of one board: what the runtime decides with (moves, adds, cards,
 * security). The administration payload (model.ts) is built from the same loaders plus counts.
 */

const missingRowVersion = '00000000-0000-0000-0000-000000000000'

/** The whole configuration of a board (id or key), or 404. */
export async function loadBoardConfig(db: Db, boardId: string): Promise<BoardConfig> {
  const board = await requireBoard(db, boardId)
  const id = board.id
  const [statuses, transitions, prerequisites, targetDefinitions, cycles, responsibilities, statusResponsibilities] = await Promise.all([
    loadStatuses(db, id),
    loadTransitions(db, id),
    loadPrerequisites(db, id),
    loadTargetDefinitions(db, id),
    loadCycles(db, id),
    loadResponsibilities(db, id),
    loadStatusResponsibilities(db, id),
  ])
  const [initialAssignmentRules, securityStatements, permissionAssignments, dueDatePolicy, attentionPolicy] = await Promise.all([
    loadInitialAssignmentRules(db, id),
    loadSecurityStatements(db, id),
    loadPermissionAssignments(db, id),
    loadDueDatePolicy(db, id),
    loadAttentionPolicy(db, id),
  ])
  for (const transition of transitions) {
    transition.linkPrerequisites = prerequisites.filter((prerequisite) => prerequisite.transitionId === transition.id)
  }
  return {
    board,
    statuses,
    transitions,
    targetDefinitions,
    cycles,
    responsibilities,
    statusResponsibilities,
    initialAssignmentRules,
    securityStatements,
    permissionAssignments,
    dueDatePolicy,
    attentionPolicy,
  }
}

/** Automatic mode: the cycle whose dates contain today (yyyy-MM-dd); Manual: as saved; None: never. */
export function isCycleActive(board: Pick<BoardRow, 'cycle_activation_mode'>, cycle: BoardCycleConfig, today: string): boolean {
  if (board.cycle_activation_mode === 1) return cycle.isActive
  if (board.cycle_activation_mode !== 2) return false
  return (cycle.startsOn === null || cycle.startsOn <= today) && (cycle.endsOn === null || today <= cycle.endsOn)
}

export async function loadStatuses(db: Db, boardId: string): Promise<BoardStatusConfig[]> {
  return db.query<BoardStatusConfig>(
    `SELECT id, key, display_name AS "displayName", description, color, meta_type AS "metaType", sort_order AS "sortOrder",
       is_active AS "isActive", is_deleted AS "isDeleted", deleted_at AS "deletedAt", deleted_by_user_id AS "deletedByUserId",
       deleted_reason AS "deletedReason", row_version AS "rowVersion"
     FROM board_statuses WHERE board_id = $1 ORDER BY sort_order, key`,
    [boardId],
  )
}

export async function loadTransitions(db: Db, boardId: string): Promise<BoardTransitionConfig[]> {
  const rows = await db.query<Omit<BoardTransitionConfig, 'linkPrerequisites'>>(
    `SELECT t.id, t.key, t.from_status_id AS "fromStatusId", t.to_status_id AS "toStatusId", t.display_name AS "displayName",
       t.sort_order AS "sortOrder", t.is_active AS "isActive", t.row_version AS "rowVersion"
     FROM board_transitions t JOIN board_statuses s ON s.id = t.from_status_id
     WHERE t.board_id = $1 ORDER BY s.sort_order, t.sort_order, t.key`,
    [boardId],
  )
  return rows.map((row) => ({ ...row, linkPrerequisites: [] }))
}

async function loadPrerequisites(db: Db, boardId: string): Promise<LinkPrerequisiteConfig[]> {
  return db.query<LinkPrerequisiteConfig>(
    `SELECT p.id, p.transition_id AS "transitionId", p.link_type AS "linkType", p.direction, p.target_board_id AS "targetBoardId",
       p.target_definition_id AS "targetDefinitionId", p.minimum_count AS "minimumCount", p.maximum_count AS "maximumCount",
       p.sort_order AS "sortOrder", p.row_version AS "rowVersion"
     FROM board_transition_link_prerequisites p JOIN board_transitions t ON t.id = p.transition_id
     WHERE t.board_id = $1 ORDER BY p.sort_order, p.id`,
    [boardId],
  )
}

export async function loadTargetDefinitions(db: Db, boardId: string): Promise<BoardTargetDefinitionConfig[]> {
  return db.query<BoardTargetDefinitionConfig>(
    `SELECT t.id, t.target_kind AS "targetKind", t.target_model_id AS "targetModelId",
       CASE t.target_kind WHEN 0 THEN 'No target' WHEN 2 THEN 'Entitlement' ELSE coalesce(d.display_name_plural, t.target_model_id) END
         AS "displayName",
       t.sort_order AS "sortOrder", t.is_active AS "isActive", t.repeat_policy AS "repeatPolicy",
       t.create_comment_policy AS "createCommentPolicy", t.read_comment_policy AS "readCommentPolicy",
       t.create_attachment_policy AS "createAttachmentPolicy", t.read_attachment_policy AS "readAttachmentPolicy",
       t.row_version AS "rowVersion"
     FROM board_target_definitions t LEFT JOIN entity_definitions d ON t.target_kind = 1 AND d.id = t.target_model_id
     WHERE t.board_id = $1 ORDER BY t.sort_order, t.id`,
    [boardId],
  )
}

export async function loadCycles(db: Db, boardId: string): Promise<BoardCycleConfig[]> {
  return db.query<BoardCycleConfig>(
    `SELECT id, key, display_name AS "displayName", starts_on::text AS "startsOn", ends_on::text AS "endsOn",
       is_active AS "isActive", sort_order AS "sortOrder", row_version AS "rowVersion"
     FROM board_cycles WHERE board_id = $1 ORDER BY sort_order, key`,
    [boardId],
  )
}

export async function loadResponsibilities(db: Db, boardId: string): Promise<BoardResponsibilityConfig[]> {
  return db.query<BoardResponsibilityConfig>(
    `SELECT id, key, display_name AS "displayName", scope, sort_order AS "sortOrder", row_version AS "rowVersion"
     FROM board_responsibilities WHERE board_id = $1 ORDER BY sort_order, key`,
    [boardId],
  )
}

export async function loadStatusResponsibilities(db: Db, boardId: string): Promise<StatusResponsibilitySubjectConfig[]> {
  return db.query<StatusResponsibilitySubjectConfig>(
    `SELECT r.status_id AS "statusId", r.responsibility_key AS "responsibilityKey", r.subject_type AS "subjectType",
       r.subject_id AS "subjectId", coalesce(u.display_name, g.name, '') AS "displayName", r.sort_order AS "sortOrder"
     FROM board_status_responsibility_subjects r
     JOIN board_statuses s ON s.id = r.status_id
     LEFT JOIN users u ON r.subject_type = 0 AND u.id = r.subject_id
     LEFT JOIN responsibility_groups g ON r.subject_type = 1 AND g.id = r.subject_id
     WHERE s.board_id = $1 ORDER BY r.status_id, r.responsibility_key, r.sort_order`,
    [boardId],
  )
}

export async function loadInitialAssignmentRules(db: Db, boardId: string): Promise<InitialAssignmentRuleConfig[]> {
  return db.query<InitialAssignmentRuleConfig>(
    `SELECT id, resource_kind AS "resourceKind", key, responsibility_key AS "responsibilityKey", subject_source AS "subjectSource",
       subject_key AS "subjectKey", enabled, sort_order AS "sortOrder", row_version AS "rowVersion"
     FROM board_initial_assignment_rules WHERE board_id = $1 ORDER BY sort_order, key`,
    [boardId],
  )
}

export async function loadSecurityStatements(db: Db, boardId: string): Promise<SecurityStatementConfig[]> {
  return db.query<SecurityStatementConfig>(
    `SELECT id, key, display_name AS "displayName", operation, expression, message, enabled, sort_order AS "sortOrder",
       row_version AS "rowVersion"
     FROM board_security_statements WHERE board_id = $1 ORDER BY sort_order, key`,
    [boardId],
  )
}

export async function loadPermissionAssignments(db: Db, boardId: string): Promise<PermissionAssignmentConfig[]> {
  return db.query<PermissionAssignmentConfig>(
    `SELECT id, operation, subject_type AS "subjectType", subject_key AS "subjectKey", sort_order AS "sortOrder",
       row_version AS "rowVersion"
     FROM board_permission_assignments WHERE board_id = $1 ORDER BY operation, sort_order, id`,
    [boardId],
  )
}

export async function loadDueDatePolicy(db: Db, boardId: string): Promise<DueDatePolicyConfig> {
  const [policy] = await db.query<Omit<DueDatePolicyConfig, 'expectations'>>(
    `SELECT enabled, time_mode AS "timeMode", disabled_status_ids AS "disabledStatusIds", row_version AS "rowVersion"
     FROM board_due_date_policies WHERE board_id = $1`,
    [boardId],
  )
  const expectations = await db.query<DueDateExpectationConfig>(
    `SELECT id, expected_status_id AS "expectedStatusId", offset_amount AS "offsetAmount", offset_unit AS "offsetUnit", severity,
       sort_order AS "sortOrder", row_version AS "rowVersion"
     FROM board_due_date_expectations WHERE board_id = $1 ORDER BY sort_order, id`,
    [boardId],
  )
  // Both policy rows are created with the board; the fallback only covers a half-written board.
  const base = policy ?? { enabled: false, timeMode: 0, disabledStatusIds: [], rowVersion: missingRowVersion }
  return { ...base, expectations }
}

export async function loadAttentionPolicy(db: Db, boardId: string): Promise<AttentionPolicyConfig> {
  const [policy] = await db.query<{ rowVersion: string }>(
    'SELECT row_version AS "rowVersion" FROM board_attention_policies WHERE board_id = $1',
    [boardId],
  )
  const reasons = await db.query<AttentionReasonConfig>(
    `SELECT id, type_key AS "typeKey", default_severity AS "defaultSeverity", signal_enabled AS "signalEnabled",
       notification_delivery_enabled AS "notificationDeliveryEnabled", sort_order AS "sortOrder", row_version AS "rowVersion"
     FROM board_attention_reasons WHERE board_id = $1 ORDER BY sort_order, type_key`,
    [boardId],
  )
  const audience = await db.query<AttentionAudienceConfig>(
    `SELECT id, subject_type AS "subjectType", subject_key AS "subjectKey", role_id AS "roleId", display_name AS "displayName",
       sort_order AS "sortOrder", row_version AS "rowVersion"
     FROM board_attention_audience WHERE board_id = $1 ORDER BY sort_order, id`,
    [boardId],
  )
  return { reasons, audience, rowVersion: policy?.rowVersion ?? missingRowVersion }
}
