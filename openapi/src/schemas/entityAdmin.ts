import type { Schema } from '../types'

export const entityAdminSchemas: Record<string, Schema> = {}
