import { ref } from '../s'
import type { OperationSpec } from './spec'

/** Net Operation Project, workspace UI project and entitlements (documented). */

export const platformOperations: OperationSpec[] = [
  {
    document: 'config',
    contract: 'documented',
    method: 'post',
    path: '/api/workspace/admin/net-operation-project/builds',
    operationId: 'NetOperationProject_CreateBuild',
    tag: 'NetOperationProject',
    summary: 'Starts a build or check of the Net Operation Project.',
    body: ref('NetOperationProjectBuildRequest'),
    envelope: 'NetOperationProjectBuild',
    data: ref('NetOperationProjectBuild'),
    statuses: [200, 400, 403],
  },
  {
    document: 'config',
    contract: 'documented',
    method: 'post',
    path: '/api/workspace/admin/ui-project/artifacts/{artifactId}/purge',
    operationId: 'UiProject_PurgeArtifact',
    tag: 'UiProject',
    summary: 'Purges the stored bytes of an inactive workspace UI artifact; history metadata is retained.',
    body: ref('UiArtifactPurgeRequest'),
    envelope: 'UiArtifactLifecycleResult',
    data: ref('UiArtifactLifecycleResult'),
    statuses: [200, 403, 404, 409],
  },
  {
    document: 'public',
    contract: 'documented',
    method: 'post',
    path: '/api/workspace/entitlement-operations/entitlements/{entitlementId}/quantity/adjust',
    operationId: 'EntitlementOperations_AdjustQuantity',
    tag: 'EntitlementOperations',
    summary: 'Sets one issued quantity limit to an absolute consumed balance.',
    body: ref('EntitlementQuantityAdjustRequest'),
    envelope: 'EntitlementDetail',
    data: ref('EntitlementDetail'),
    statuses: [200, 400],
  },
  {
    document: 'config',
    contract: 'documented',
    method: 'post',
    path: '/api/workspace/admin/entitlement-operations/models/information-service-access',
    operationId: 'EntitlementModels_CreateInformationServiceAccess',
    tag: 'EntitlementModels',
    summary: 'Creates an information service access entitlement model.',
    body: ref('InformationServiceAccessModelRequest'),
    envelope: 'InformationServiceAccessModel',
    data: ref('InformationServiceAccessModel'),
    statuses: [200, 400, 403, 409],
  },
]
