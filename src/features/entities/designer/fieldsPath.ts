import type { InjectionKey, Ref } from 'vue'

/**
 * Where the field list the editor belongs to lives: the entity designer's, or another designer's that
 * hosts it (a board's data model). Links inside the field editor (a Table field's rows) go there.
 */
export const fieldsBasePathKey: InjectionKey<Ref<string>> = Symbol('fieldsBasePath')
