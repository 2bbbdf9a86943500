/** The server's notion of now. Everything that writes a time, expires or schedules asks it; tests move it. */
export type Clock = () => Date

export const systemClock: Clock = () => new Date()
