import { SchemaChangeDependentKind, SchemaChangeKind, enumName } from '@/api'
import { t } from '@/app/plugins/i18n'

export function changeKindLabel(kind: number): string {
  const name = enumName(SchemaChangeKind, kind)
  return name ? t(`entities.plan.changeKinds.${name}`) : String(kind)
}

export function dependentKindLabel(kind: number): string {
  const name = enumName(SchemaChangeDependentKind, kind)
  return name ? t(`entities.plan.dependentKinds.${name}`) : String(kind)
}
