import type { SqlValue } from '../../../db'

/** `WHERE` conditions with their numbered parameters: values never enter the SQL text. */
export class SqlConditions {
  readonly params: SqlValue[] = []
  private readonly conditions: string[] = []

  /** The placeholder of a new parameter holding `value`. */
  param(value: SqlValue): string {
    this.params.push(value)
    return `$${this.params.length}`
  }

  add(condition: string): void {
    this.conditions.push(condition)
  }

  /** `column = $n` when `value` is given. */
  equals(column: string, value: SqlValue | undefined): void {
    if (value !== undefined) this.add(`${column} = ${this.param(value)}`)
  }

  /** `WHERE …` (empty without conditions). */
  get where(): string {
    return this.conditions.length > 0 ? `WHERE ${this.conditions.join(' AND ')}` : ''
  }
}
