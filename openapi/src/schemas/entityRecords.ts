import type { Schema } from '../types'

export const entityRecordsSchemas: Record<string, Schema> = {}
