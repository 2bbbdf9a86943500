import type { Schema } from '../types'

export const functionHostSchemas: Record<string, Schema> = {}
