/** Enumerations of the contract (shared/enums.ts), for the app through `@/api`. */
export * from '@shared/enums'
