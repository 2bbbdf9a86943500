/** What other features may use of users, roles and responsibility groups: the pickers' options. */
export { useGroupOptions } from './composables/useGroups'
export { usePermissionCatalog, useRoleOptions } from './composables/useRoles'
export { useUserOptions } from './composables/useUsers'
/** Users (searched) and responsibility groups in one picker. */
export { default as SubjectPicker, type PickedSubject } from './components/SubjectPicker.vue'
/** The people and groups of one responsibility, chosen from a search the parent runs. */
export { default as SubjectSetEditor, type KnownSubject, type SetSubject } from './components/SubjectSetEditor.vue'
