import type { Component } from 'vue'
import { FieldType } from '@/api'
import AddressInput from './AddressInput.vue'
import BooleanInput from './BooleanInput.vue'
import ClassifierInput from './ClassifierInput.vue'
import DateInput from './DateInput.vue'
import LongTextInput from './LongTextInput.vue'
import MarkdownInput from './MarkdownInput.vue'
import MoneyInput from './MoneyInput.vue'
import NumberInput from './NumberInput.vue'
import ReferenceInput from './ReferenceInput.vue'
import SelectInput from './SelectInput.vue'
import TableRowsInput from './TableRowsInput.vue'
import TextFieldInput from './TextFieldInput.vue'

/** The one input component per field type; each takes FieldInputProps and emits the runtime value shape. */
export const fieldInputs: Record<FieldType, Component> = {
  [FieldType.Text]: TextFieldInput,
  [FieldType.LongText]: LongTextInput,
  [FieldType.Integer]: NumberInput,
  [FieldType.Decimal]: NumberInput,
  [FieldType.Money]: MoneyInput,
  [FieldType.Boolean]: BooleanInput,
  [FieldType.Date]: DateInput,
  [FieldType.DateTime]: DateInput,
  [FieldType.Time]: DateInput,
  [FieldType.Select]: SelectInput,
  [FieldType.Reference]: ReferenceInput,
  [FieldType.Table]: TableRowsInput,
  [FieldType.Email]: TextFieldInput,
  [FieldType.Phone]: TextFieldInput,
  [FieldType.Url]: TextFieldInput,
  [FieldType.Address]: AddressInput,
  [FieldType.Classifier]: ClassifierInput,
  [FieldType.Markdown]: MarkdownInput,
}

export function inputFor(fieldType: number | undefined): Component {
  return fieldInputs[(fieldType ?? FieldType.Text) as FieldType] ?? TextFieldInput
}
