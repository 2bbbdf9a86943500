/** What the host page offers the app (host contract version 1). */
export interface WorkspaceHost {
  /** Base URL of the workspace API, without a trailing slash. */
  apiBaseUrl: string
  /** The signed-in user's language, e.g. "en" or "de". */
  locale: string
  /** Present when the host lets the app call the API as the signed-in user. */
  accessToken?: string
}

declare global {
  interface Window {
    __WORKSPACE_HOST__?: Partial<WorkspaceHost>
  }
}

/** The host's settings; a page opened without a host (e.g. on its own) gets safe defaults. */
export function readHost(): WorkspaceHost {
  const host = window.__WORKSPACE_HOST__ ?? {}
  return {
    apiBaseUrl: host.apiBaseUrl ?? '',
    locale: host.locale ?? 'en',
    accessToken: host.accessToken,
  }
}
