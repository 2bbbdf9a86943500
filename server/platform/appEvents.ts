/** The events of the application, one payload type each (modules publish and subscribe through the context's bus). */

export type RecordOperation = 'create' | 'patch' | 'archive' | 'restore' | 'delete'

/** What happened to one entity instance; emitted after the change is committed. */
export interface RecordMutationEvent {
  EntityDefinitionId: string
  InstanceId: string
  Operation: RecordOperation
  ActorUserId: string | null
}

/** A module was switched on or off (workspace_settings.modules). */
export interface ModuleSwitchedEvent {
  Module: string
  Enabled: boolean
}

export interface AppEvents {
  'record.mutated': RecordMutationEvent
  'module.switched': ModuleSwitchedEvent
}
