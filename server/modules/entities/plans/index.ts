/** Schema-change plans: what the YAML import and other callers use to preview and confirm changes. */
export { planDefinitionReplacement, applyDefinitionReplacement, type DesiredDefinition, type DesiredField } from './replacement'
export { planFieldDelete, planFieldUpdate, type PlannedChange } from './fieldPlan'
export { planBaseUpdate } from './basePlan'
export { confirmChange } from './confirm'
