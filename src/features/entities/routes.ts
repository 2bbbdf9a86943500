import type { RouteRecordRaw } from 'vue-router'

const access = { requiredPermissions: ['entities.configure'] }
const definitionProps = (route: { params: Record<string, unknown> }) => ({ entityDefinitionId: String(route.params.entityId) })

export const entitiesRoutes: RouteRecordRaw[] = [
  {
    path: '/entities',
    name: 'entities',
    component: () => import('./views/EntityListView.vue'),
    meta: { ...access, titleKey: 'entities.list.title' },
  },
  {
    path: '/entities/:entityId',
    component: () => import('./views/EntityDesignerView.vue'),
    props: definitionProps,
    meta: { ...access, titleKey: 'entities.designer.title' },
    children: [
      { path: '', name: 'entity', redirect: (to) => ({ name: 'entity-fields', params: { entityId: String(to.params.entityId) } }) },
      {
        path: 'fields/:fieldId?',
        name: 'entity-fields',
        component: () => import('./views/EntityFieldsTab.vue'),
        props: (route) => ({
          entityDefinitionId: String(route.params.entityId),
          fieldId: typeof route.params.fieldId === 'string' ? route.params.fieldId : null,
        }),
        meta: { ...access, titleKey: 'entities.designer.tabs.fields', keepsScroll: true },
      },
      {
        path: 'constraints',
        name: 'entity-constraints',
        component: () => import('./views/EntityConstraintsTab.vue'),
        props: definitionProps,
        meta: { ...access, titleKey: 'entities.designer.tabs.constraints' },
      },
      {
        path: 'validation-rules/:ruleId?',
        name: 'entity-validation-rules',
        component: () => import('./rules/EntityValidationRulesTab.vue'),
        props: (route) => ({
          entityDefinitionId: String(route.params.entityId),
          ruleId: typeof route.params.ruleId === 'string' ? route.params.ruleId : null,
        }),
        meta: { ...access, titleKey: 'entityRules.rules.title', keepsScroll: true },
      },
      {
        path: 'statements/:statementId?',
        name: 'entity-statements',
        component: () => import('./rules/EntityStatementsTab.vue'),
        props: (route) => ({
          entityDefinitionId: String(route.params.entityId),
          statementId: typeof route.params.statementId === 'string' ? route.params.statementId : null,
        }),
        meta: { ...access, titleKey: 'entityRules.statements.title', keepsScroll: true },
      },
      {
        path: 'security',
        name: 'entity-security',
        component: () => import('./security/EntitySecurityTab.vue'),
        props: definitionProps,
        meta: { ...access, titleKey: 'entitySecurity.title' },
      },
      {
        path: 'settings',
        name: 'entity-settings',
        component: () => import('./views/EntitySettingsTab.vue'),
        props: definitionProps,
        meta: { ...access, titleKey: 'entities.designer.tabs.settings' },
      },
      {
        path: 'data',
        name: 'entity-data',
        component: () => import('./data/EntityDataTab.vue'),
        props: definitionProps,
        meta: { ...access, titleKey: 'entities.designer.tabs.data' },
      },
      {
        path: 'yaml',
        name: 'entity-yaml',
        component: () => import('./yaml/EntityYamlTab.vue'),
        props: definitionProps,
        meta: { ...access, titleKey: 'entities.designer.tabs.yaml' },
      },
    ],
  },
]
