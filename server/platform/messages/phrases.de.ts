/**
 * German for the words the server's code chooses to fill a message's placeholder: plurals, the name
 * of an operation, a kind or a state. A German message marks such a placeholder `{0:phrase}` (de.ts);
 * a phrase may have placeholders of its own (`{0} seconds`). Terms follow the app's own German.
 */
export const germanPhrases: Readonly<Record<string, string>> = {
  // What a Net Operation Project tool was doing when it stopped (server/modules/net-operation-project/toolchain/compile.ts)
  compile: 'Kompilieren',
  'function discovery': 'Erkennen der Funktionen',
  // How long to wait after failed sign-ins (server/modules/auth/service.ts)
  '1 second': '1 Sekunde',
  '{0} seconds': '{0} Sekunden',
  '1 minute': '1 Minute',
  '{0} minutes': '{0} Minuten',
  // Constraints and indexes (server/modules/entities/constraints.service.ts)
  'unique constraint': 'eine Eindeutigkeitsregel',
  index: 'ein Index',
  // Someone else's file (server/modules/files/files.service.ts)
  Renaming: 'Das Umbenennen',
  Deleting: 'Das Löschen',
  // The records an action applies to (server/modules/entity-actions/runtime.service.ts)
  'no record': 'keinen Datensatz',
  'exactly one record': 'genau einen Datensatz',
  'one or more records': 'einen oder mehrere Datensätze',
  // Board responsibilities and targets (server/modules/boards/admin)
  'change the scope of': 'Geltungsbereich ändern',
  delete: 'löschen',
  'change its target': 'Ziel ändern',
  'delete it': 'löschen',
  // A board key taken by another element (keyTaken)
  board: 'Board',
  status: 'Status',
  transition: 'Übergang',
  cycle: 'Zyklus',
  responsibility: 'Zuständigkeit',
  statement: 'Anweisung',
  // Subjects of board responsibilities
  user: 'Benutzer',
  'responsibility group': 'Zuständigkeitsgruppe',
  // Link prerequisites of a move (server/modules/boards/runtime/move.decision.ts)
  'at least {0}': 'mindestens {0}',
  '{0} to {1}': '{0} bis {1}',
  'parent-child': 'Eltern-Kind',
  related: 'verwandt',
  'the current status': 'dem aktuellen Status',
  // A paired reference field (server/modules/entities/fieldTypes/spec.ts)
  'does not exist': 'existiert nicht',
  'cannot be the field itself': 'kann nicht das Feld selbst sein',
  'is not a Reference field': 'ist kein Verweisfeld',
  'is not a field of the target definition': 'ist kein Feld der Zieldefinition',
  'does not point back to this definition': 'verweist nicht zurück auf diese Definition',
  'is already paired with another field': 'ist bereits mit einem anderen Feld gepaart',
  // Record operations (EntityDisabledOperations)
  Create: 'Anlegen',
  Update: 'Ändern',
  Archive: 'Archivieren',
  Restore: 'Wiederherstellen',
  Delete: 'Löschen',
  Merge: 'Zusammenführen',
  // Entitlement setup and runtime (server/modules/entitlements)
  "cannot be used: it is a board's own data model or is being deleted": 'kann nicht verwendet werden: Sie ist das eigene Datenmodell eines Boards oder wird gelöscht',
  model: 'Modell',
  plan: 'Plan',
  'plan family': 'Planfamilie',
  'renewal policy': 'Verlängerungsrichtlinie',
  Quantity: 'Mengen',
  Consumption: 'Verbrauchs',
  Seats: 'Platz',
  Monetary: 'Geld',
  'covers all resources': 'gilt für alle Ressourcen',
  'covers the resources reachable from the owner': 'gilt für die vom Inhaber aus erreichbaren Ressourcen',
  Draft: 'Entwurf',
  Issued: 'Ausgestellt',
  Active: 'Aktiv',
  Suspended: 'Ausgesetzt',
  Expired: 'Abgelaufen',
  Cancelled: 'Gekündigt',
  Revoked: 'Widerrufen',
  read: 'lesen',
  'issue or change': 'ausstellen oder ändern',
  adjust: 'anpassen',
  // How a build ended (server/modules/ui-project/builds/cancelBuild.ts)
  succeeded: 'erfolgreich',
  failed: 'fehlgeschlagen',
  'been cancelled': 'abgebrochen',
  // Counts in build failures (server/modules/ui-project/build/failures.ts)
  '1 error': '1 Fehler',
  '{0} errors': '{0} Fehler',
  '1 import': '1 Import',
  '{0} imports': '{0} Importe',
}
