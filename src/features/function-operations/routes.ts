import type { LocationQueryRaw, RouteLocationNamedRaw, RouteRecordRaw } from 'vue-router'

const access = { requiredPermissions: ['functions.operations.view'] }

export const functionOperationsRoutes: RouteRecordRaw[] = [
  {
    path: '/function-operations',
    component: () => import('./views/FunctionOperationsLayout.vue'),
    meta: { ...access, titleKey: 'functionOperations.title' },
    children: [
      {
        path: '',
        name: 'function-operations-overview',
        component: () => import('./views/OverviewView.vue'),
        meta: { ...access, titleKey: 'functionOperations.tabs.overview' },
      },
      {
        path: 'runs',
        name: 'function-operations-runs',
        component: () => import('./views/RunsView.vue'),
        meta: { ...access, titleKey: 'functionOperations.runs.title' },
      },
      {
        path: 'runs/:runId',
        name: 'function-operations-run',
        component: () => import('./views/RunDetailView.vue'),
        props: true,
        meta: { ...access, titleKey: 'functionOperations.run.title' },
      },
      {
        path: 'jobs',
        name: 'function-operations-jobs',
        component: () => import('./views/JobsView.vue'),
        meta: { ...access, titleKey: 'functionOperations.jobs.title' },
      },
      {
        path: 'jobs/:jobId',
        name: 'function-operations-job',
        component: () => import('./views/JobDetailView.vue'),
        props: true,
        meta: { ...access, titleKey: 'functionOperations.jobs.detail' },
      },
      {
        path: 'functions',
        name: 'function-operations-functions',
        component: () => import('./views/FunctionsView.vue'),
        meta: { ...access, titleKey: 'functionOperations.catalog.title' },
      },
      {
        path: 'functions/:functionId',
        name: 'function-operations-function',
        component: () => import('./views/FunctionDetailView.vue'),
        props: true,
        meta: { ...access, titleKey: 'functionOperations.catalog.title' },
      },
      {
        path: 'publications',
        name: 'function-operations-publications',
        component: () => import('./views/PublicationsView.vue'),
        meta: { ...access, titleKey: 'functionOperations.publications.title' },
      },
      {
        path: 'endpoints',
        name: 'function-operations-endpoints',
        component: () => import('./views/HttpEndpointsView.vue'),
        meta: { ...access, titleKey: 'functionOperations.endpoints.title' },
      },
      {
        path: 'triggers',
        name: 'function-operations-triggers',
        component: () => import('./views/TriggerBindingsView.vue'),
        meta: { ...access, titleKey: 'functionOperations.triggers.title' },
      },
      {
        path: 'schedules',
        name: 'function-operations-schedules',
        component: () => import('./views/SchedulesView.vue'),
        meta: { ...access, titleKey: 'functionOperations.schedules.title' },
      },
      {
        path: 'failures',
        name: 'function-operations-failures',
        component: () => import('./views/FailuresView.vue'),
        meta: { ...access, titleKey: 'functionOperations.failures.title' },
      },
      {
        path: 'actions',
        name: 'function-operations-actions',
        component: () => import('./actions/ActionsView.vue'),
        // The server answers the design to Admin and Configurator; others see its 403 state.
        meta: { ...access, titleKey: 'functionActions.title' },
      },
      {
        path: 'secrets',
        name: 'function-operations-secrets',
        component: () => import('./views/SecretsView.vue'),
        // As the server: the Admin role holding functions.settings.manage.
        meta: { requiredRoles: ['Admin'], requiredPermissions: ['functions.settings.manage'], titleKey: 'functionOperations.secrets.title' },
      },
      {
        path: 'audit',
        name: 'function-operations-audit',
        component: () => import('./views/AuditLogView.vue'),
        meta: { ...access, titleKey: 'functionOperations.audit.title' },
      },
      {
        path: 'retention',
        name: 'function-operations-retention',
        component: () => import('./views/RetentionView.vue'),
        meta: { ...access, titleKey: 'functionOperations.retention.title' },
      },
    ],
  },
]

/** The module's pages as named locations (the router encodes the ids). */
export const functionOperationsPaths = {
  overview: { name: 'function-operations-overview' },
  runs: { name: 'function-operations-runs' },
  /** The run list filtered: `formatRunFilters(...)`, or a saved view's query. */
  runsWhere: (query: LocationQueryRaw): RouteLocationNamedRaw => ({ name: 'function-operations-runs', query }),
  run: (runId: string): RouteLocationNamedRaw => ({ name: 'function-operations-run', params: { runId } }),
  jobs: { name: 'function-operations-jobs' },
  /** The job list filtered (`status`: a FunctionJobStatus member name; `retrying: '1'`). */
  jobsWhere: (query: LocationQueryRaw): RouteLocationNamedRaw => ({ name: 'function-operations-jobs', query }),
  job: (jobId: string): RouteLocationNamedRaw => ({ name: 'function-operations-job', params: { jobId } }),
  functions: { name: 'function-operations-functions' },
  function: (functionId: string): RouteLocationNamedRaw => ({ name: 'function-operations-function', params: { functionId } }),
  publications: { name: 'function-operations-publications' },
  endpoints: { name: 'function-operations-endpoints' },
  triggers: { name: 'function-operations-triggers' },
  schedules: { name: 'function-operations-schedules' },
  failures: { name: 'function-operations-failures' },
  retention: { name: 'function-operations-retention' },
  actions: { name: 'function-operations-actions' },
  secrets: { name: 'function-operations-secrets' },
  audit: { name: 'function-operations-audit' },
} satisfies Record<string, RouteLocationNamedRaw | ((id: string) => RouteLocationNamedRaw) | ((query: LocationQueryRaw) => RouteLocationNamedRaw)>
