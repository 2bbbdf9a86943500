import type { Db } from '../../../db'
import type { PublicSchemas } from '../../../http/contractOperations'
import { notFound } from '../../../http/errors'
import { loadInstance } from '../records/instances'
import { accessFor } from '../security/callerAccess'
import type { RecordDefinition } from '../records/recordModel'
import { callerTimeZone } from '../expressions/expressions.service'
import { requireDefinition, type Caller } from '../records/records.context'
import { localDate, nextLocalMidnight } from './timeContext'
import {
  BackTargetKind,
  BlockKind,
  DetailsLayoutMode,
  HostSurface,
  LayoutItemKind,
  StandardBlock,
  SurfaceSelectorMode as SurfaceSelector,
} from '../../../../shared/enums'

export type DetailsPageBootstrap = PublicSchemas['DetailsPageBootstrap']

/** The time facts rules evaluate against: the caller's local date and when it ends. */
export function ruleEvaluationContext(userId: string, timeZone: string, now: Date) {
  return {
    CurrentUserId: userId,
    CurrentLocalDate: localDate(now, timeZone),
    TimeZone: timeZone,
    GeneratedAtUtc: now.toISOString(),
    NextLocalMidnightUtc: nextLocalMidnight(now, timeZone).toISOString(),
    ContextValues: {},
  }
}

function block(kind: keyof typeof StandardBlock, sortOrder: number, settings: Record<string, unknown> = {}, collapsed = false) {
  return {
    Id: `standard-${kind.toLowerCase()}`,
    ItemKind: LayoutItemKind.Block,
    BlockKind: BlockKind.Standard,
    StandardBlock: StandardBlock[kind],
    ExtensionKey: null,
    BindingPath: null,
    Settings: settings,
    SettingsVersion: 1,
    Title: kind === 'AuditTrail' ? 'Audit trail' : kind,
    Subtitle: null,
    SortOrder: sortOrder,
    Visible: true,
    CollapsedByDefault: collapsed,
  }
}

/** The standard hosted layout: the fields, then the collaboration blocks the definition enables. */
function standardLayout(definition: RecordDefinition, options: { comments: boolean; attachments: boolean; tags: boolean; auditTrail: boolean }) {
  const kinds: Array<keyof typeof StandardBlock> = ['Fields']
  if (options.comments) kinds.push('Comments')
  if (options.attachments) kinds.push('Attachments')
  if (options.tags) kinds.push('Tags')
  if (options.auditTrail) kinds.push('AuditTrail')
  return {
    Surface: HostSurface.Details,
    Items: kinds.map((kind, index) =>
      kind === 'Fields'
        ? block(kind, index, { FieldKeys: definition.primary.fields.map((field) => field.key) })
        : block(kind, index, {}, kind === 'AuditTrail'),
    ),
  }
}

export async function getDetailsPage(
  db: Db,
  caller: Caller,
  entityIdOrKey: string,
  query: { instanceId?: string; surfaceKey?: string },
  now: Date,
): Promise<DetailsPageBootstrap> {
  const definition = await requireDefinition(db, entityIdOrKey)
  // A record the caller may not read is one that does not exist for them.
  const instance = query.instanceId ? await loadInstance(db, definition, query.instanceId, await accessFor(db, definition, caller, now)) : null
  if (query.instanceId && !instance?.Permissions.CanRead) {
    throw notFound(`${definition.displayNameSingular} "${query.instanceId}" does not exist.`, query.instanceId)
  }
  const timeZone = await callerTimeZone(db, caller.userId)
  const surface = query.surfaceKey
    ? { Mode: SurfaceSelector.Specific, SurfaceKey: query.surfaceKey }
    : { Mode: SurfaceSelector.Default, SurfaceKey: null }
  return {
    Meta: {
      EntityDefinitionId: definition.id,
      Name: definition.name,
      DisplayNameSingular: definition.displayNameSingular,
      DisplayNamePlural: definition.displayNamePlural,
      CommentsEnabled: definition.commentsEnabled,
      AttachmentsEnabled: definition.attachmentsEnabled,
      TagsEnabled: definition.tagsEnabled,
      FullTextSearchAvailable: false,
      Statements: definition.statements,
    },
    RuleEvaluationContext: ruleEvaluationContext(caller.userId, timeZone, now),
    IsProjection: false,
    Model: {
      SummaryCard: surface,
      EditForm: { Mode: SurfaceSelector.Default, SurfaceKey: null },
      BackTarget: {
        Target: BackTargetKind.EntityList,
        EntityListPageSelector: definition.name,
        TargetId: definition.id,
        TargetKey: definition.name,
        DisplayName: definition.displayNamePlural,
        RouteName: null,
      },
    },
    LayoutMode: DetailsLayoutMode.ObjectHosted,
    ObjectHostedLayout: standardLayout(definition, {
      comments: definition.commentsEnabled,
      attachments: definition.attachmentsEnabled,
      tags: definition.tagsEnabled,
      auditTrail: definition.auditTrailEnabled,
    }),
  }
}
