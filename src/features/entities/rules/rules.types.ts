import type { Schemas } from '@/api'
import type { Complete } from '@/platform/types/complete'

/** A validation rule as the list answers it (every member present; see `Complete`). */
export type ValidationRule = Complete<Schemas['EntityValidationRule']>
export type ValidationRuleCreateRequest = Schemas['EntityValidationRuleCreateRequest']
export type ValidationRuleUpdateRequest = Schemas['EntityValidationRuleUpdateRequest']

/** A statement: a named condition over a record, optionally exposed to clients as a predicate. */
export type EntityStatement = Complete<Schemas['EntityStatement']>
export type StatementCreateRequest = Schemas['EntityStatementCreateRequest']
export type StatementUpdateRequest = Schemas['EntityStatementUpdateRequest']
