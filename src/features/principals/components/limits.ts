/** The server's bounds of principal members (the contract's maxLength), checked in the forms before saving. */
export const principalLimits = {
  name: 200,
  description: 2000,
  email: 320,
  personName: 100,
  password: { min: 8, max: 256 },
} as const
