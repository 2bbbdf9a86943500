import type { Schemas } from '@/api'

type Profile = Schemas['WorkspaceUserProfile']

/** A signed-in profile like the demo admin's; override what a test is about. */
export function makeProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    UserId: 'usr-admin',
    UserName: 'admin',
    Email: 'admin@example.test',
    FirstName: 'Ada',
    LastName: 'Admin',
    DisplayName: 'Ada Admin',
    Avatar: { Initials: 'AA', BackgroundColor: '#1f5fa8', TextColor: '#ffffff' },
    UserType: 0,
    WorkspaceName: 'demo',
    Locale: 'en-US',
    TimeZone: 'Europe/Berlin',
    DateTimeFormat: 'dd.MM.yyyy HH:mm',
    DateFormat: 'dd.MM.yyyy',
    TimeFormat: 'HH:mm',
    OnboardingStatus: 0,
    Roles: ['Admin'],
    Permissions: ['principals.manage', 'entities.configure', 'functions.operations.view', 'uiproject.view'],
    Modules: {
      Boards: { Enabled: true },
      Booking: { Enabled: false },
      CurrencyRates: { Enabled: false },
      EntitlementOperations: { Enabled: false },
      FileProtection: { Enabled: false },
      WorkInbox: { Enabled: false },
      WorkSchedule: { Enabled: false },
    },
    ...overrides,
  } as Profile
}

/** A fetch stub that answers JSON by `METHOD path` and records what was asked. */
export function stubFetch(answers: Record<string, { status: number; body: unknown }>) {
  const calls: { method: string; url: string; headers: Headers; body: string | null }[] = []
  const fetchStub = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init)
    const url = new URL(request.url)
    const body = request.method === 'GET' ? null : await request.text()
    calls.push({ method: request.method, url: request.url, headers: request.headers, body })
    const answer = answers[`${request.method} ${url.pathname}`]
    if (!answer) throw new TypeError('Failed to fetch')
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    })
  }
  return { fetchStub, calls }
}

/** A stubbed answer: the envelope of a success carrying `data`. */
export const ok = (data: unknown) => ({ status: 200, body: { Success: true, Data: data, Errors: null, Warnings: null } })
