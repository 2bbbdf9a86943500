import {
  mdiAccountGroupOutline,
  mdiCogOutline,
  mdiDatabaseCogOutline,
  mdiDeleteClockOutline,
  mdiFunctionVariant,
  mdiTicketConfirmationOutline,
  mdiViewColumnOutline,
  mdiWebBox,
} from '@mdi/js'

/** Icons of the module entries, kept apart so the routes (loaded up front) stay free of icon paths. */
export const moduleIcons: Record<string, string> = {
  entities: mdiDatabaseCogOutline,
  boards: mdiViewColumnOutline,
  entitlements: mdiTicketConfirmationOutline,
  functionOperations: mdiFunctionVariant,
  files: mdiDeleteClockOutline,
  uiProject: mdiWebBox,
  principals: mdiAccountGroupOutline,
  settings: mdiCogOutline,
}
