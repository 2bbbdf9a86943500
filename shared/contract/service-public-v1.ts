/**
 * generated — do not edit.
 * Source: openapi/service-public-v1.json
 * Regenerate with `npm run api:generate`.
 */

export interface paths {
  "/api/workspace/entity/{entityIdOrKey}/record-matching/full-scans/latest": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Loads the latest actor-owned full scan for one profile and archive scope.
     * @description While the scan is queued or running it returns progress; after success a bounded page over the persisted result. A drifted actor, definition, profile or candidate access answers 409 without candidate identifiers.
     */
    get: operations["RecordMatching_GetLatestFullScan"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/entity/{entityIdOrKey}/ui/details-page": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Loads the details page bootstrap of an entity. */
    get: operations["EntityUi_GetDetailsPage"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/entity/{entityIdOrKey}/instances/{instanceId}/archive": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Archives an entity instance; archive state cascades to child-table rows. */
    delete: operations["EntityInstances_Archive"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/entity/{entityIdOrKey}/instances/{instanceId}/responsibilities/{responsibilityKey}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Reads one responsibility of an entity instance: its subjects, inherited ones with their source. */
    get: operations["EntityInstances_GetResponsibility"];
    /**
     * Replaces the subject set of one responsibility of an entity instance.
     * @description 400 for a subject that does not exist, a subject kind the responsibility does not take, more than one subject of a Single responsibility, or none of a required one; 403 without Patch on the record; 409 when RowVersion is stale (Data is the current set).
     */
    put: operations["EntityInstances_ReplaceResponsibility"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/attachments/resource-list": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Lists the attachments of a resource. */
    post: operations["Attachments_ListForResource"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/record-matching/profiles": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The enabled record-matching profiles of the entities whose records the caller may read: what each compares, for scanning and reviewing.
     * @description Any signed-in caller. Configuring profiles stays with RecordMatching_ListProfiles and the other administration operations.
     */
    get: operations["RecordMatching_ListScannableProfiles"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/entity/{entityIdOrKey}/record-matching/full-scans": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Starts a full scan owned by the caller on the function host; it sees only the records the caller may read.
     * @description A target-wide scan compares the records sharing a blocking key, at most its request limit (ScanLimitReached); with AnchorInstanceId the record is compared with every visible record. Read it with RecordMatching_GetLatestFullScan; cancel it through its job (FunctionOperations_CancelJob with JobId).
     */
    post: operations["RecordMatching_StartFullScan"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/entity/{entityIdOrKey}/record-matching/decisions": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Records a reviewer's decision on records a scan grouped, or takes it back (Decision null).
     * @description NotDuplicate: later scans of the profile never match these records with each other again while none of them changes (a change of any of them lets them be matched again). Duplicate: the group is kept for merging. The caller must be allowed to update every record (403 otherwise); a record they may not read answers 404 like a missing one.
     */
    post: operations["RecordMatching_Decide"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/entity/{entityIdOrKey}/record-matching/full-scans/{scanId}/cancel": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Cancels a queued or running full scan: its owner, or a holder of functions.operations.cancel. Another user's scan answers 404. */
    post: operations["RecordMatching_CancelFullScan"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/entity/{entityIdOrKey}/instances": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Lists instances of an entity, paged, searched and sorted.
     * @description Search matches the text-like fields and Number. SortField is a field key of a sortable primary field or one of Number, CreatedAt, ModifiedAt (default Number).
     */
    get: operations["EntityInstances_List"];
    put?: never;
    /** Creates an instance; absent fields take their DefaultValue. */
    post: operations["EntityInstances_Create"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/entity/{entityIdOrKey}/instances/{instanceId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Reads one instance (archived ones too). */
    get: operations["EntityInstances_Get"];
    put?: never;
    post?: never;
    /** Deletes an archived instance permanently; the result carries RowVersion null. */
    delete: operations["EntityInstances_Delete"];
    options?: never;
    head?: never;
    /** Changes the given fields of an active instance; a stale RowVersion answers 409 with the current instance. */
    patch: operations["EntityInstances_Patch"];
    trace?: never;
  };
  "/api/workspace/entity/{entityIdOrKey}/instances/{instanceId}/restore": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Restores an archived instance and its child-table rows. */
    post: operations["EntityInstances_Restore"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/entity/{entityIdOrKey}/instances/{instanceId}/changes": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Lists the changes history (audit trail) of an instance, newest first.
     * @description Written by the record path when the definition has AuditTrailEnabled: creation, field changes with their values before and after (mutation effects named as the cause), archive, restore and responsibility replacements. 403 when the audit trail is off or no permission grants ReadChangesHistory; 404 for a record the caller may not read.
     */
    get: operations["EntityInstances_ListChanges"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/entity/{entityIdOrKey}/lookup": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Active instances for a picker: Number and DisplayName matching Search. */
    get: operations["EntityInstances_Lookup"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/entity/{entityIdOrKey}/subjects": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Active users and responsibility groups whose name contains the search text: whom a record user may make responsible. */
    get: operations["EntityInstances_SearchSubjects"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/functions/publications": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The published commands and enqueue functions the caller may invoke, with their input schemas. */
    get: operations["Functions_ListPublications"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/functions/{publicationKey}/commands": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Runs a function published as a command now and answers its outcome (execution source Command).
     * @description The caller needs the publication's permission (403); arguments not matching its input schema answer 400 workspace.functions.invalidArguments with each problem; a disabled publication or function answers 409.
     */
    post: operations["Functions_ExecuteCommand"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/functions/{publicationKey}/enqueue": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Queues a background job for a function published for enqueue; answers the job id to track.
     * @description Deduplication follows the publication: none, the caller's DeduplicationKey, or a key from named argument members. A key suppresses a new job only while a job with it is Queued or Leased (Deduplicated: true, that job answered).
     */
    post: operations["Functions_Enqueue"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/functions/jobs/{jobId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Tracks a queued job: status, attempts and the latest run. */
    get: operations["Functions_GetJob"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/functions/http/{endpointKey}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Calls an HTTP endpoint function with GET (execution source HttpEndpoint).
     * @description Served as the endpoint is configured: method, path suffix, authentication, content types, size and rate limit. A refusal before the function answers 401, 404, 405, 411, 413, 415 or 429 with a platform failure code, recorded on a run. The run keeps redacted headers, query values with secret-looking keys redacted and a form summary; never the body.
     */
    get: operations["Functions_HttpEndpointGet"];
    /**
     * Calls an HTTP endpoint function with PUT (execution source HttpEndpoint).
     * @description Served as the endpoint is configured: method, path suffix, authentication, content types, size and rate limit. A refusal before the function answers 401, 404, 405, 411, 413, 415 or 429 with a platform failure code, recorded on a run. The run keeps redacted headers, query values with secret-looking keys redacted and a form summary; never the body.
     */
    put: operations["Functions_HttpEndpointPut"];
    /**
     * Calls an HTTP endpoint function with POST (execution source HttpEndpoint).
     * @description Served as the endpoint is configured: method, path suffix, authentication, content types, size and rate limit. A refusal before the function answers 401, 404, 405, 411, 413, 415 or 429 with a platform failure code, recorded on a run. The run keeps redacted headers, query values with secret-looking keys redacted and a form summary; never the body.
     */
    post: operations["Functions_HttpEndpointPost"];
    /**
     * Calls an HTTP endpoint function with DELETE (execution source HttpEndpoint).
     * @description Served as the endpoint is configured: method, path suffix, authentication, content types, size and rate limit. A refusal before the function answers 401, 404, 405, 411, 413, 415 or 429 with a platform failure code, recorded on a run. The run keeps redacted headers, query values with secret-looking keys redacted and a form summary; never the body.
     */
    delete: operations["Functions_HttpEndpointDelete"];
    options?: never;
    head?: never;
    /**
     * Calls an HTTP endpoint function with PATCH (execution source HttpEndpoint).
     * @description Served as the endpoint is configured: method, path suffix, authentication, content types, size and rate limit. A refusal before the function answers 401, 404, 405, 411, 413, 415 or 429 with a platform failure code, recorded on a run. The run keeps redacted headers, query values with secret-looking keys redacted and a form summary; never the body.
     */
    patch: operations["Functions_HttpEndpointPatch"];
    trace?: never;
  };
  "/api/workspace/functions/http/{endpointKey}/{pathSuffix}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Calls an HTTP endpoint function with GET (execution source HttpEndpoint).
     * @description Served as the endpoint is configured: method, path suffix, authentication, content types, size and rate limit. A refusal before the function answers 401, 404, 405, 411, 413, 415 or 429 with a platform failure code, recorded on a run. The run keeps redacted headers, query values with secret-looking keys redacted and a form summary; never the body.
     */
    get: operations["Functions_HttpEndpointGetWithSuffix"];
    /**
     * Calls an HTTP endpoint function with PUT (execution source HttpEndpoint).
     * @description Served as the endpoint is configured: method, path suffix, authentication, content types, size and rate limit. A refusal before the function answers 401, 404, 405, 411, 413, 415 or 429 with a platform failure code, recorded on a run. The run keeps redacted headers, query values with secret-looking keys redacted and a form summary; never the body.
     */
    put: operations["Functions_HttpEndpointPutWithSuffix"];
    /**
     * Calls an HTTP endpoint function with POST (execution source HttpEndpoint).
     * @description Served as the endpoint is configured: method, path suffix, authentication, content types, size and rate limit. A refusal before the function answers 401, 404, 405, 411, 413, 415 or 429 with a platform failure code, recorded on a run. The run keeps redacted headers, query values with secret-looking keys redacted and a form summary; never the body.
     */
    post: operations["Functions_HttpEndpointPostWithSuffix"];
    /**
     * Calls an HTTP endpoint function with DELETE (execution source HttpEndpoint).
     * @description Served as the endpoint is configured: method, path suffix, authentication, content types, size and rate limit. A refusal before the function answers 401, 404, 405, 411, 413, 415 or 429 with a platform failure code, recorded on a run. The run keeps redacted headers, query values with secret-looking keys redacted and a form summary; never the body.
     */
    delete: operations["Functions_HttpEndpointDeleteWithSuffix"];
    options?: never;
    head?: never;
    /**
     * Calls an HTTP endpoint function with PATCH (execution source HttpEndpoint).
     * @description Served as the endpoint is configured: method, path suffix, authentication, content types, size and rate limit. A refusal before the function answers 401, 404, 405, 411, 413, 415 or 429 with a platform failure code, recorded on a run. The run keeps redacted headers, query values with secret-looking keys redacted and a form summary; never the body.
     */
    patch: operations["Functions_HttpEndpointPatchWithSuffix"];
    trace?: never;
  };
  "/api/workspace/entity/{entityIdOrKey}/actions": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The enabled actions of a definition's surface, each with whether it can run on the given records and, if not, why.
     * @description Records the caller may not read count as not found. With no instanceIds, actions that need a selection are answered as outside their selection limit.
     */
    get: operations["EntityActions_List"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/entity/{entityIdOrKey}/actions/{actionKey}/execute": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Executes an entity UI action on the selected instances (execution source Action).
     * @description A selection outside the action's mode answers 400. Records the caller may not read, or where the visibility condition is false, are skipped (their outcome says why); the function runs on the rest. The run is written as Running before the answer; the job carries it to its outcome.
     */
    post: operations["EntityActions_Execute"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/entity/{entityIdOrKey}/actions/runs/{runId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * An action run as its caller follows it: status, and one outcome per selected record.
     * @description Answered to the user who ran the action and to those who may view function operations; 404 to others.
     */
    get: operations["EntityActions_GetRun"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/filesystem/uploads": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Starts a resumable upload for a resource; the name, type and size are checked against the policy first.
     * @description A refusal answers 400 with the verdict's code, the deciding rule in Metadata.
     */
    post: operations["FileUploads_Start"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/filesystem/uploads/{uploadId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The session with the byte ranges present: what to send after a dropped connection. */
    get: operations["FileUploads_Get"];
    put?: never;
    post?: never;
    /** Abandons an open upload and discards its bytes. */
    delete: operations["FileUploads_Abort"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/filesystem/uploads/{uploadId}/chunks": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Stores one chunk at its offset; chunks may come in any order and again (the same bytes). */
    put: operations["FileUploads_PutChunk"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/filesystem/uploads/{uploadId}/complete": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Verifies size and SHA-256 and makes the file visible to readers. */
    post: operations["FileUploads_Complete"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/filesystem/files/{fileId}/content": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The file's bytes with its Content-Type, Content-Disposition and nosniff. */
    get: operations["Files_Download"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/filesystem/files/{fileId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Moves a file to the trash; it is purged after TrashRetentionTimeHours. */
    delete: operations["Files_Delete"];
    options?: never;
    head?: never;
    /** Renames a file (and sets its description). */
    patch: operations["Files_Rename"];
    trace?: never;
  };
  "/api/workspace/filesystem/files/{fileId}/restore": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Brings a file back from the trash. */
    post: operations["Files_Restore"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/boards/{boardIdOrKey}/items": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Items the caller may read whose Number or Subject contains the search text (link pickers). */
    get: operations["BoardItems_Search"];
    put?: never;
    /**
     * Adds an item to a board; replay-safe by OperationKey.
     * @description A stale, foreign or non-adjacent Position boundary answers 400 with the error code serviceBoards.runtime.validation.positionInvalid.
     */
    post: operations["BoardItems_Add"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/boards/{boardIdOrKey}/items/{boardItemId}/board-data": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Updates the board data of an item. */
    put: operations["BoardItems_UpdateBoardData"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/boards/{boardIdOrKey}/items/{boardItemId}/audit-trail": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Reads the audit trail of an item. */
    get: operations["BoardItems_GetAuditTrail"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/boards/{boardIdOrKey}/items/{boardItemId}/move-options": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Dry-runs the moves of an item: Allowed, CloseBlockers and LinkPrerequisites per target status. */
    get: operations["BoardItems_GetMoveOptions"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/boards/{boardIdOrKey}/items/{boardItemId}/process-attachments/{fileReferenceId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Deletes a process attachment of an item; uses the board manage policy. */
    delete: operations["BoardItems_DeleteProcessAttachment"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/boards/{boardIdOrKey}/statuses/{boardStatusId}/responsibilities/history": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Reads the recent status-level responsibility replacements. */
    get: operations["BoardStatuses_GetResponsibilityHistory"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/boards": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Boards the caller may read: active ones; administrators also see inactive ones. */
    get: operations["Boards_List"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/boards/{boardIdOrKey}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A board's columns, transitions, targets, cycles, responsibilities and data fields for the caller. */
    get: operations["Boards_Get"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/boards/{boardIdOrKey}/statuses/{boardStatusId}/items": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One column's items in rank order. */
    get: operations["Boards_ListStatusItems"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/boards/{boardIdOrKey}/subjects": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Active users and responsibility groups whose name contains the search text: whom a board user may make responsible. */
    get: operations["Boards_SearchSubjects"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/boards/{boardIdOrKey}/assignees": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The users and groups responsible for the board's live items (swimlanes by assignee), by name. */
    get: operations["Boards_ListAssignees"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/boards/{boardIdOrKey}/flow-metrics": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Cumulative flow per day and time in status over the last days. */
    get: operations["Boards_GetFlowMetrics"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/boards/{boardIdOrKey}/items/{boardItemId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One item with its card and decisions. */
    get: operations["BoardItems_Get"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/boards/{boardIdOrKey}/items/{boardItemId}/move": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Moves an item to a status and position, or reorders it in its column. */
    post: operations["BoardItems_Move"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/boards/{boardIdOrKey}/items/{boardItemId}/remove": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Removes an item and its live links. */
    post: operations["BoardItems_Remove"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/boards/{boardIdOrKey}/items/{boardItemId}/tags": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Replaces an item's tags. */
    put: operations["BoardItems_ReplaceTags"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/boards/{boardIdOrKey}/items/{boardItemId}/responsibilities/{responsibilityKey}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Replaces an item's subjects of one responsibility key. */
    put: operations["BoardItems_ReplaceResponsibility"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/boards/{boardIdOrKey}/items/{boardItemId}/due-date": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Sets or clears an item's due date. */
    put: operations["BoardItems_SetDueDate"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/boards/{boardIdOrKey}/items/{boardItemId}/cycle": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Assigns an item to a cycle or to none. */
    put: operations["BoardItems_AssignCycle"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/boards/{boardIdOrKey}/items/{boardItemId}/links": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The item's live links, seen from the item. */
    get: operations["BoardItems_ListLinks"];
    put?: never;
    /** Links the item to another item. */
    post: operations["BoardItems_CreateLink"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/boards/{boardIdOrKey}/items/{boardItemId}/links/{linkId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Removes a link. */
    delete: operations["BoardItems_DeleteLink"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/boards/{boardIdOrKey}/items/{boardItemId}/comments": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The item's comments, newest first. */
    get: operations["BoardItems_ListComments"];
    put?: never;
    /** Adds a comment (audit CommentAdded). */
    post: operations["BoardItems_AddComment"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/boards/{boardIdOrKey}/items/{boardItemId}/comments/{commentId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Changes the caller's own comment. */
    put: operations["BoardItems_UpdateComment"];
    post?: never;
    /** Deletes a comment. */
    delete: operations["BoardItems_DeleteComment"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/entitlement-operations/entitlements/{entitlementId}/quantity/adjust": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sets one issued quantity limit to an absolute consumed balance. */
    post: operations["EntitlementOperations_AdjustQuantity"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/entitlement-operations/options": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The readable models with their roles, plans and the caller's grants: list filters and the issue dialog. */
    get: operations["Entitlements_ListOptions"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/entitlement-operations/entitlements": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Entitlements of readable models matching the filters. */
    get: operations["Entitlements_List"];
    put?: never;
    /** Issues an entitlement from a plan. */
    post: operations["Entitlements_Issue"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/entitlement-operations/entitlements/{entitlementId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One entitlement with its periods, limits, newest ledger entries and decisions. */
    get: operations["Entitlements_Get"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/entitlement-operations/entitlements/{entitlementId}/lifecycle": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Suspends, resumes, cancels or revokes an entitlement. */
    post: operations["Entitlements_ApplyLifecycle"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/entitlement-operations/entitlements/{entitlementId}/renewals": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The entitlement's renewal operations, newest first. */
    get: operations["Entitlements_ListRenewals"];
    put?: never;
    /** Renews an entitlement by its snapshot renewal policy. */
    post: operations["Entitlements_Renew"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/entitlement-operations/entitlements/{entitlementId}/quantity/ledger/{ledgerEntryId}/reverse": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Reverses what is left of a ledger entry. */
    post: operations["EntitlementOperations_ReverseLedgerEntry"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/entitlement-operations/entitlements/{entitlementId}/quantity/ledger": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A page of the entitlement's ledger, newest first. */
    get: operations["EntitlementOperations_ListLedger"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/entitlement-operations/entitlements/{entitlementId}/quantity/balance": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The balances of the limits whose period covers a moment. */
    get: operations["EntitlementOperations_GetBalanceAsOf"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/entitlement-operations/entitlements/{entitlementId}/limits/{limitId}/burndown": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A limit's consumption over its period. */
    get: operations["EntitlementOperations_GetBurndown"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/ui-project/active": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The active artifact's asset URLs and integrity, for the host page that loads the workspace UI. */
    get: operations["UiProjectRuntime_GetActive"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    /**
     * Format: int32
     * @description Records an action run targets. Values: 0 NoRecord, 1 SingleRecord, 2 MultipleRecords.
     * @enum {integer}
     */
    ActionTargetScope: 0 | 1 | 2;
    /**
     * Format: int32
     * @description Archive scope of a full scan. Values: 0 Active, 1 Archived, 2 Combined.
     * @enum {integer}
     */
    ArchiveMode: 0 | 1 | 2;
    AssignmentInheritanceSource: {
      EntityDefinitionId: string;
      InstanceId: string;
      /** @description Empty when IsRestricted. */
      Number: string;
      /** @description Empty when IsRestricted. */
      DisplayName: string;
      /** @description The caller may not read the parent: it is named by its id only. */
      IsRestricted: boolean;
      /**
       * Format: int32
       * @description 1 for the direct parent.
       */
      Depth: number;
      /** Format: date-time */
      RecalculatedAt: string;
    };
    AssignmentRelation: {
      Key: string;
      DisplayName: string;
      IsRequired: boolean;
      /** Format: int32 */
      SortOrder: number;
      Cardinality: components["schemas"]["ResponsibilityCardinality"];
      SubjectMode: components["schemas"]["ResponsibilitySubjectMode"];
      /** @description The caller may replace this relation's subjects on the record. */
      CanReplace: boolean;
    };
    AssignmentSubject: {
      SubjectType: components["schemas"]["ResponsibilitySubjectType"];
      SubjectId: string;
      /** @description The user's display name or the group's name; the id when the subject no longer exists. */
      DisplayName: string;
      /** @description The user name, or the group key. */
      Description: string | null;
      /**
       * Format: date-time
       * @description From when the assignment holds; null: always.
       */
      IntervalStart: string | null;
      /**
       * Format: date-time
       * @description Until when (exclusive); null: open-ended.
       */
      IntervalEnd: string | null;
      /** @description Set by the platform (e.g. the creator on create), not by a person. */
      ManagedByRuntime: boolean;
      InheritanceSource: components["schemas"]["AssignmentInheritanceSource"] | null;
    };
    AttachmentFile: {
      Id?: string;
      FolderId?: string | null;
      Owner?: components["schemas"]["ResourceIdentity"];
      Relations?: {
        Id?: string;
        Target?: components["schemas"]["ResourceIdentity"];
        /** Format: int32 */
        RelationKind?: number;
        Source?: string | null;
        PolicyCode?: string | null;
        CorrelationId?: string | null;
        CreatedByUserId?: string | null;
        /** Format: date-time */
        CreatedAt?: string;
        /** Format: date-time */
        DeletedAt?: string | null;
      }[];
      Origin?: {
        Source?: string | null;
        PolicyCode?: string | null;
        CorrelationId?: string | null;
      };
      IsDeleted?: boolean;
      /** Format: date-time */
      EditDeadline?: string | null;
      Descriptor?: {
        Id?: string;
        FileName?: string;
        Description?: string | null;
        MimeType?: string;
        /** Format: int64 */
        SizeBytes?: number;
        ChecksumSha256?: string;
        /** Format: date-time */
        CreatedAt?: string;
        /** Format: date-time */
        ModifiedAt?: string | null;
        CreatedByUserId?: string | null;
        CreatedByUserName?: string | null;
        ModifiedByUserId?: string | null;
        ModifiedByUserName?: string | null;
      };
    };
    AttachmentList: {
      Items?: components["schemas"]["AttachmentListItem"][];
      /** Format: int32 */
      Page?: number;
      /** Format: int32 */
      PageSize?: number;
      /** Format: int32 */
      TotalCount?: number;
      HasMore?: boolean;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    AttachmentListApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["AttachmentList"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    AttachmentListItem: {
      /** Format: int32 */
      Placement?: number;
      File?: components["schemas"]["AttachmentFile"];
      Owner?: components["schemas"]["ResourceDisplay"];
      RelatedTarget?: components["schemas"]["ResourceDisplay"] | null;
      Source?: components["schemas"]["ResourceDisplay"] | null;
      RelationId?: string;
      /** Format: int32 */
      RelationKind?: number;
      PolicyCode?: string | null;
      CorrelationId?: string | null;
      /** Format: date-time */
      CreatedAt?: string;
      Permissions?: {
        CanView?: boolean;
        CanRename?: boolean;
        CanDelete?: boolean;
        CanDownload?: boolean;
        /** @description Whether the caller may bring a file back from the trash. */
        CanRestore?: boolean;
      };
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    AttachmentListItemApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["AttachmentListItem"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    AttachmentListRequest: {
      Resource?: components["schemas"]["ResourceIdentity"];
      /**
       * Format: int32
       * @description Which files: 0 active, 1 in the trash, 2 both (values assumed).
       */
      Scope?: number;
      /**
       * Format: int32
       * @description One-based.
       */
      Page?: number;
      /** Format: int32 */
      PageSize?: number;
    };
    /**
     * Format: int32
     * @description Where the back navigation goes. Values: 0 EntityList, 1 Route.
     * @enum {integer}
     */
    BackTargetKind: 0 | 1;
    /**
     * Format: int32
     * @description Direction of a binding path step. Values: 0 Forward, 1 Reverse.
     * @enum {integer}
     */
    BindingDirection: 0 | 1;
    BindingPath: {
      RootEntityDefinitionId?: string;
      TargetEntityDefinitionId?: string;
      Label?: string;
      Steps?: {
        Direction?: components["schemas"]["BindingDirection"];
        SourceEntityDefinitionId?: string;
        SourceReferenceFieldId?: string;
        SourceReferenceFieldKey?: string;
        TargetEntityDefinitionId?: string;
        SourceEntityDisplayNamePlural?: string;
        SourceReferenceFieldDisplayName?: string;
        TargetEntityDisplayNameSingular?: string;
      }[];
    };
    /**
     * Format: int32
     * @description Kind of a layout block. Values: 0 Standard, 1 Extension, 2 Related.
     * @enum {integer}
     */
    BlockKind: 0 | 1 | 2;
    /**
     * Format: int32
     * @description Kind of a board item audit row. Values: 0 Created, 1 Moved, 2 BoardDataChanged, 3 TagsChanged, 4 ResponsibilitiesChanged, 5 DueDateChanged, 6 ItemLinkChanged, 7 CycleAssigned, 8 Removed, 9 CommentAdded, 10 AttachmentsChanged.
     * @enum {integer}
     */
    BoardActivityKind: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10;
    /**
     * @description Colour token of a board status or tag; the app maps it to a theme colour. Values: grey, blue, teal, green, amber, orange, red, purple, pink, indigo.
     * @enum {string}
     */
    BoardColor: "grey" | "blue" | "teal" | "green" | "amber" | "orange" | "red" | "purple" | "pink" | "indigo";
    BoardFlowMetrics: {
      /** Format: date */
      From: string;
      /** Format: date */
      To: string;
      Days: {
        /** Format: date */
        Date: string;
        Counts: {
          BoardStatusId: string;
          /** Format: int32 */
          Count: number;
        }[];
      }[];
      TimeInStatus: {
        BoardStatusId: string;
        /** Format: int32 */
        ItemCount: number;
        /** Format: double */
        AverageHours: number;
        /** Format: double */
        MedianHours: number;
      }[];
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    BoardFlowMetricsApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["BoardFlowMetrics"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    BoardItem: {
      Id?: string;
      BoardId?: string;
      Target?: {
        BoardTargetDefinitionId?: string;
        TargetKind?: components["schemas"]["BoardTargetKind"];
        TargetModelId?: string | null;
        TargetObjectId?: string | null;
        TargetDisplayName?: string | null;
        TargetSubtitle?: string | null;
      };
      BoardStatusId?: string;
      RankKey?: string;
      /** Format: int32 */
      RunNumber?: number;
      IsOpen?: boolean;
      /** Format: date-time */
      EnteredStatusAtUtc?: string;
      /** Format: date-time */
      CompletedAtUtc?: string | null;
      /** Format: uuid */
      RowVersion?: string;
      BoardCycleId?: string | null;
      Actions?: {
        CanReadHistory?: boolean;
        CanViewAuditTrail?: boolean;
      };
      ObjectInvariant?: components["schemas"]["ObjectInvariant"];
      EntityAccess?: {
        CanRead?: boolean;
        IsRestricted?: boolean;
        Number?: string | null;
      };
      ProcessContent?: {
        Owner?: components["schemas"]["ResourceIdentity"];
        Comments?: components["schemas"]["ProcessContentSummary"];
        Attachments?: {
          AccessLevel?: components["schemas"]["ContentAccessLevel"];
          /** Format: int32 */
          Count?: number;
          HasAttachments?: boolean;
          CreatePolicy?: components["schemas"]["ProcessContentPolicy"];
          ReadPolicy?: components["schemas"]["ProcessContentPolicy"];
        };
      };
      Card?: components["schemas"]["BoardItemCard"];
      Entity?: components["schemas"]["EntityListItem"] | null;
    } & {
      [key: string]: unknown;
    };
    BoardItemAddRequest: {
      /**
       * Format: uuid
       * @description Caller-owned; reuse only when retrying the exact same request (replay-safe admission).
       */
      OperationKey: string;
      /** Format: int32 */
      TargetKind?: number;
      TargetModelId?: string | null;
      TargetObjectId?: string | null;
      /** Format: int32 */
      RepeatMode?: number;
      Subject?: string | null;
      Description?: string | null;
      TargetBoardStatusId?: string | null;
      Position?: components["schemas"]["BoardItemPosition"] | null;
      BoardCycleId?: string | null;
      /** @description Additional board data field values. */
      Fields?: {
        [key: string]: unknown;
      };
      /** Format: date */
      DueDate?: string | null;
      DueTime?: string | null;
      MarkdownAttachmentDraftSessionId?: string | null;
      /** @description Binds the Markdown draft to this create. */
      MarkdownAttachmentDestinationCreateNonce?: string | null;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    BoardItemApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["BoardItem"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    /** @description Carries exactly the payload objects relevant to the activity kind. */
    BoardItemAuditRow: {
      Id?: string;
      BoardItemId?: string;
      ActivityKind?: components["schemas"]["BoardActivityKind"];
      ActorUserId?: string | null;
      ActorUserName?: string | null;
      /** Format: date-time */
      OccurredAtUtc?: string;
      Created?: {
        BoardStatusId?: string;
        RankKey?: string;
        /** Format: int32 */
        RunNumber?: number;
        PreviousBoardItemId?: string | null;
        Subject?: string | null;
        Description?: string | null;
      };
      Moved?: {
        BoardTransitionId?: string | null;
        FromBoardStatusId?: string;
        ToBoardStatusId?: string;
        FromRankKey?: string;
        ToRankKey?: string;
        IsReopen?: boolean;
        IsTerminal?: boolean;
      };
      BoardDataChanged?: {
        Subject?: {
          Before?: string | null;
          After?: string | null;
        };
        Description?: {
          Before?: string | null;
          After?: string | null;
        };
        Fields?: {
          FieldId?: string;
          Name?: string;
          DisplayName?: string;
          ValueType?: components["schemas"]["FieldType"];
          Before?: unknown;
          After?: unknown;
          BeforeDisplay?: string | null;
          AfterDisplay?: string | null;
        }[];
      };
      TagsChanged?: {
        Added?: components["schemas"]["Tag"][];
        Updated?: components["schemas"]["Tag"][];
        Removed?: components["schemas"]["Tag"][];
      };
      ResponsibilitiesChanged?: {
        ResponsibilityKind?: components["schemas"]["ResponsibilityKind"];
        BeforeSubjects?: {
          SubjectType?: components["schemas"]["ResponsibilitySubjectType"];
          SubjectId?: string;
        }[];
        AfterSubjects?: {
          SubjectType?: components["schemas"]["ResponsibilitySubjectType"];
          SubjectId?: string;
        }[];
      };
      DueDateChanged?: {
        /** Format: date-time */
        BeforeDueAtUtc?: string | null;
        /** Format: date-time */
        AfterDueAtUtc?: string | null;
      };
      ItemLinkChanged?: {
        BoardItemLinkId?: string;
        BoardItemLinkTypeId?: string;
        LinkType?: components["schemas"]["LinkType"];
        SourceBoardItemId?: string;
        TargetBoardItemId?: string;
        Direction?: components["schemas"]["LinkDirection"];
      };
      CycleAssigned?: {
        PreviousBoardCycleId?: string | null;
        BoardCycleId?: string | null;
        ChangeReason?: string | null;
        BulkOperationId?: string | null;
      };
      Removed?: {
        BoardStatusId?: string;
        BoardCycleId?: string | null;
        RankKey?: string;
        /** Format: int32 */
        RunNumber?: number;
        RemoveReason?: string | null;
        RemovedBoardItemLinkIds?: string[];
      };
      CommentAdded?: {
        CommentId?: string;
        /** @description Added, Edited or Deleted. */
        Change?: string;
        /** @description The text after the change; null when deleted. */
        CommentText?: string | null;
        MentionedUserIds?: string[];
      };
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    BoardItemAuditRowArrayApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["BoardItemAuditRow"][] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    BoardItemCard: {
      Number?: string;
      Subject?: string | null;
      Description?: string | null;
      LastComment?: components["schemas"]["LastComment"] | null;
      /** Format: int32 */
      AttachmentFileCount?: number;
      BoardStatusId?: string;
      BoardStatusDisplayName?: string;
      BoardStatusColor?: string;
      Responsibilities?: {
        Item?: components["schemas"]["ResponsibleSubject"][];
        Status?: components["schemas"]["ResponsibleSubject"][];
        IsRestricted?: boolean;
      };
      Fields?: {
        FieldKey?: string;
        DisplayName?: string;
        ValueType?: components["schemas"]["FieldType"];
        /** Format: int32 */
        SortOrder?: number;
        Value?: unknown;
        DisplayValue?: string | null;
        IsRestricted?: boolean;
        SemanticRole?: components["schemas"]["SemanticRole"];
        PlainTextPreview?: components["schemas"]["PlainTextPreview"] | null;
        State?: components["schemas"]["CardFieldState"];
      }[];
      Target?: {
        Number?: string | null;
        DisplayName?: string;
        Subtitle?: string | null;
        Fields?: {
          Key?: string;
          DisplayName?: string;
          Value?: unknown;
          ValueType?: components["schemas"]["TargetValueType"];
          DisplayValue?: string | null;
        }[];
      };
      DueDate?: {
        Enabled?: boolean;
        TimeMode?: components["schemas"]["DueDateTimeMode"];
        /** Format: date-time */
        DueAtUtc?: string | null;
        /** Format: date */
        DueDate?: string | null;
        /** @description Time of day. */
        DueTime?: string | null;
        Severity?: components["schemas"]["SignalSeverity"];
        MatchedExpectationId?: string | null;
        /** Format: date-time */
        ThresholdUtc?: string | null;
      };
      AttentionSignals?: {
        /** Format: int32 */
        Count?: number;
        HighestSeverity?: components["schemas"]["SignalSeverity"];
        Items?: {
          Id?: string;
          TypeKey?: string;
          Severity?: components["schemas"]["SignalSeverity"];
          Title?: string;
          Body?: string | null;
          /** Format: date-time */
          DueAtUtc?: string | null;
        }[];
      };
      Tags?: components["schemas"]["Tag"][];
    };
    BoardItemComment: {
      Id: string;
      BoardItemId: string;
      /** @description Markdown, stored as written. */
      CommentText: string;
      MentionedUsers: {
        UserId: string;
        DisplayName: string;
        /** @description What the text writes after @. */
        UserName: string;
      }[];
      CreatedByUserId: string;
      CreatedByUserName: string;
      /** Format: date-time */
      CreatedAt: string;
      /** Format: date-time */
      ModifiedAt: string | null;
      /** Format: uuid */
      RowVersion: string;
      /** @description The caller wrote it and may still write comments here. */
      CanEdit: boolean;
      /** @description The caller wrote it and may still write comments here, or may manage the item. */
      CanDelete: boolean;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    BoardItemCommentApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["BoardItemComment"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    BoardItemCommentCreateRequest: {
      /** @description Markdown, 1..5000 characters, not blank. */
      CommentText: string;
      /** @description Existing users the text mentions, each once, at most 20. */
      MentionedUserIds?: string[];
    };
    BoardItemCommentPage: {
      Items: components["schemas"]["BoardItemComment"][];
      /**
       * Format: int32
       * @description One-based page number.
       */
      Page: number;
      /** Format: int32 */
      PageSize: number;
      /** Format: int32 */
      TotalCount: number;
      HasMore: boolean;
      /** @description Whether the caller may add comments to the item. */
      CanCreate: boolean;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    BoardItemCommentPageApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["BoardItemCommentPage"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    BoardItemCommentUpdateRequest: {
      /** @description Markdown, 1..5000 characters, not blank. */
      CommentText: string;
      /** @description Existing users the text mentions, each once, at most 20. */
      MentionedUserIds?: string[];
      /** Format: uuid */
      RowVersion: string;
    };
    BoardItemCycleRequest: {
      BoardCycleId: string | null;
      ChangeReason?: string | null;
    };
    BoardItemDataUpdateRequest: {
      Subject?: string | null;
      Description?: string | null;
      /** Format: uuid */
      RowVersion?: string | null;
      /** @description Field key to JSON value. */
      Fields?: {
        [key: string]: unknown;
      };
      MarkdownAttachmentDraftSessionId?: string | null;
      MutationIdempotencyKey?: string | null;
    };
    BoardItemDueDateRequest: {
      /** Format: date */
      DueDate: string | null;
      /** @description Time of day, HH:mm; only with DueDate. */
      DueTime?: string | null;
    };
    BoardItemLink: {
      Id: string;
      /** @description related or parent-child. */
      BoardItemLinkTypeId: string;
      LinkType: components["schemas"]["LinkType"];
      Direction: components["schemas"]["LinkDirection"];
      Item: components["schemas"]["BoardItemSummary"];
      /** Format: date-time */
      CreatedAt: string;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    BoardItemLinkApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["BoardItemLink"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    BoardItemLinkArrayApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["BoardItemLink"][] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    BoardItemLinkCreateRequest: {
      LinkType: components["schemas"]["LinkType"];
      Direction: components["schemas"]["LinkDirection"];
      OtherBoardItemId: string;
    };
    BoardItemMoveRequest: {
      /** @description The target status; the current one reorders within the column. */
      BoardStatusId: string;
      Position?: components["schemas"]["BoardItemPosition"] | null;
      /** Format: uuid */
      RowVersion?: string | null;
    };
    BoardItemPage: {
      Items: components["schemas"]["BoardItem"][];
      /**
       * Format: int32
       * @description One-based page number.
       */
      Page: number;
      /** Format: int32 */
      PageSize: number;
      /** Format: int32 */
      TotalCount: number;
      HasMore: boolean;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    BoardItemPageApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["BoardItemPage"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    /** @description Both omitted appends; previous-only must be the current last item; next-only the current first; two boundaries must be adjacent. */
    BoardItemPosition: {
      PreviousBoardItemId?: string | null;
      NextBoardItemId?: string | null;
    };
    BoardItemRemoveRequest: {
      RemoveReason?: string | null;
      /** Format: uuid */
      RowVersion?: string | null;
    };
    BoardItemResponsibilityReplaceRequest: {
      Subjects: {
        SubjectType: components["schemas"]["ResponsibilitySubjectType"];
        SubjectId: string;
      }[];
    };
    BoardItemSummary: {
      Id?: string;
      BoardId?: string;
      BoardKey?: string;
      BoardDisplayName?: string;
      /** Format: int32 */
      RunNumber?: number;
      DisplayName?: string;
      Subtitle?: string | null;
      BoardStatusId?: string;
      BoardStatusDisplayName?: string;
      BoardStatusColor?: string;
      BoardTargetDefinitionId?: string;
      BoardTargetDefinitionDisplayName?: string;
      IsOpen?: boolean;
      IsRestricted?: boolean;
      /** @description The card number, <KEY>-<n>. */
      Number?: string;
    };
    BoardItemSummaryPage: {
      Items: components["schemas"]["BoardItemSummary"][];
      /**
       * Format: int32
       * @description One-based page number.
       */
      Page: number;
      /** Format: int32 */
      PageSize: number;
      /** Format: int32 */
      TotalCount: number;
      HasMore: boolean;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    BoardItemSummaryPageApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["BoardItemSummaryPage"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    BoardItemTagsReplaceRequest: {
      Tags: {
        TagName: string;
        Color: components["schemas"]["BoardColor"];
        Category?: string | null;
      }[];
      /** Format: uuid */
      RowVersion?: string | null;
    };
    BoardMoveOptions: {
      BoardItemId?: string;
      FromBoardStatusId?: string;
      Options?: {
        BoardStatusId?: string;
        DisplayName?: string;
        Color?: string;
        Allowed?: boolean;
        BoardTransitionId?: string | null;
        Errors?: components["schemas"]["Issue"][];
        CloseBlockers?: {
          /** Format: int32 */
          TotalCount?: number;
          /** Format: int32 */
          HiddenCount?: number;
          ReadableChildren?: components["schemas"]["BoardItemSummary"][];
          HiddenChildren?: {
            BoardDisplayName?: string;
            /** Format: int32 */
            RunNumber?: number;
          }[];
        };
        LinkPrerequisites?: {
          BoardTransitionLinkPrerequisiteId?: string;
          LinkType?: components["schemas"]["LinkType"];
          Direction?: components["schemas"]["LinkDirection"];
          TargetBoardId?: string;
          TargetBoardTargetDefinitionId?: string;
          /** Format: int32 */
          MinimumCount?: number;
          /** Format: int32 */
          MaximumCount?: number | null;
          /** Format: int32 */
          CurrentCount?: number;
          /** Format: int32 */
          MissingCount?: number;
          Satisfied?: boolean;
        }[];
      }[];
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    BoardMoveOptionsApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["BoardMoveOptions"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    /**
     * Format: int32
     * @description Where a board responsibility key is filled: on each item or on each status. Values: 0 Item, 1 Status.
     * @enum {integer}
     */
    BoardResponsibilityScope: 0 | 1;
    BoardRuntimeCycle: {
      Id: string;
      Key: string;
      DisplayName: string;
      IsActive: boolean;
    };
    BoardRuntimeDataField: {
      FieldKey: string;
      DisplayName: string;
      FieldType: components["schemas"]["FieldType"];
      /** Format: int32 */
      SortOrder: number;
      Definition: components["schemas"]["EntityFieldDefinition"];
    };
    BoardRuntimeModel: {
      Id: string;
      Key: string;
      DisplayName: string;
      Description: string | null;
      IsActive: boolean;
      BoardType: components["schemas"]["BoardType"];
      TagsEnabled: boolean;
      Statuses: components["schemas"]["BoardRuntimeStatus"][];
      Transitions: components["schemas"]["BoardRuntimeTransition"][];
      TargetDefinitions: components["schemas"]["BoardRuntimeTargetDefinition"][];
      Cycles: components["schemas"]["BoardRuntimeCycle"][];
      Responsibilities: components["schemas"]["BoardRuntimeResponsibility"][];
      DataFields: components["schemas"]["BoardRuntimeDataField"][];
      DataEntityDefinitionId: string;
      Permissions: {
        /** @description The caller's create decision on an active board. */
        CanAddItems: boolean;
        /** @description Holds boards.configure. */
        CanManage: boolean;
      };
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    BoardRuntimeModelApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["BoardRuntimeModel"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    BoardRuntimeResponsibility: {
      Key: string;
      DisplayName: string;
      Scope: components["schemas"]["BoardResponsibilityScope"];
    };
    BoardRuntimeStatus: {
      Id: string;
      Key: string;
      DisplayName: string;
      Color: components["schemas"]["BoardColor"];
      MetaType: components["schemas"]["BoardStatusMetaType"];
      /** Format: int32 */
      SortOrder: number;
      /** Format: int32 */
      ItemCount: number;
      /** Format: int32 */
      OpenItemCount: number;
    };
    BoardRuntimeSummary: {
      Id: string;
      Key: string;
      DisplayName: string;
      Description: string | null;
      IsActive: boolean;
      /** Format: int32 */
      OpenItemCount: number;
      /** Format: int32 */
      ItemCount: number;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    BoardRuntimeSummaryArrayApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["BoardRuntimeSummary"][] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    BoardRuntimeTargetDefinition: {
      Id: string;
      TargetKind: components["schemas"]["BoardTargetKind"];
      TargetModelId: string | null;
      DisplayName: string;
      RepeatPolicy: components["schemas"]["RepeatPolicy"];
    };
    BoardRuntimeTransition: {
      Id: string;
      FromBoardStatusId: string;
      ToBoardStatusId: string;
      DisplayName: string;
      HasLinkPrerequisites: boolean;
    };
    /**
     * Format: int32
     * @description Meta type of a board status. Values: 0 Initial, 1 Active, 2 Terminal.
     * @enum {integer}
     */
    BoardStatusMetaType: 0 | 1 | 2;
    /**
     * Format: int32
     * @description Kind of object a board item targets. Values: 0 None, 1 EntityInstance, 2 Entitlement.
     * @enum {integer}
     */
    BoardTargetKind: 0 | 1 | 2;
    /**
     * Format: int32
     * @description Kind of board. Values: 0 Standard, 1 Cyclic.
     * @enum {integer}
     */
    BoardType: 0 | 1;
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    BooleanApiResponse: {
      Success: boolean;
      Data?: boolean | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    /**
     * Format: int32
     * @description Whether a field is calculated. Values: 0 None, 1 Expression.
     * @enum {integer}
     */
    CalculationKind: 0 | 1;
    /**
     * Format: int32
     * @description State of a card field value. Values: 0 HasValue, 1 Empty, 2 Restricted, 3 Unavailable.
     * @enum {integer}
     */
    CardFieldState: 0 | 1 | 2 | 3;
    /**
     * Format: int32
     * @description Operations a field behavior condition applies to. Values: 0 AllOperations, 1 CreateOnly, 2 UpdateOnly.
     * @enum {integer}
     */
    ConditionOperationMode: 0 | 1 | 2;
    /**
     * Format: int32
     * @description Access to process content. Values: 0 Restricted, 1 Full.
     * @enum {integer}
     */
    ContentAccessLevel: 0 | 1;
    /**
     * Format: int32
     * @description Kind of a field default. Values: 0 None, 1 Constant, 2 Dynamic.
     * @enum {integer}
     */
    DefaultValueKind: 0 | 1 | 2;
    /**
     * Format: int32
     * @description Source of an operation denial. Values: 0 Role, 1 Permission, 2 Invariant, 3 Policy.
     * @enum {integer}
     */
    DenialSource: 0 | 1 | 2 | 3;
    /**
     * Format: int32
     * @description Layout of a details page. Values: 0 Standard, 1 ObjectHosted.
     * @enum {integer}
     */
    DetailsLayoutMode: 0 | 1;
    DetailsPageBootstrap: {
      Meta?: {
        EntityDefinitionId?: string;
        /** @description Internal key used by runtime routes. */
        Name?: string;
        DisplayNameSingular?: string;
        DisplayNamePlural?: string;
        CommentsEnabled?: boolean;
        AttachmentsEnabled?: boolean;
        TagsEnabled?: boolean;
        FullTextSearchAvailable?: boolean;
        Statements?: {
          Id?: string;
          Name?: string;
          DisplayName?: string;
        }[];
      };
      RuleEvaluationContext?: {
        CurrentUserId?: string;
        /** Format: date */
        CurrentLocalDate?: string;
        TimeZone?: string;
        /** Format: date-time */
        GeneratedAtUtc?: string;
        /** Format: date-time */
        NextLocalMidnightUtc?: string;
        ContextValues?: {
          [key: string]: unknown;
        };
      };
      IsProjection?: boolean;
      Model?: {
        SummaryCard?: components["schemas"]["SurfaceSelector"];
        EditForm?: components["schemas"]["SurfaceSelector"];
        BackTarget?: {
          Target?: components["schemas"]["BackTargetKind"];
          EntityListPageSelector?: string | null;
          TargetId?: string | null;
          TargetKey?: string | null;
          DisplayName?: string | null;
          RouteName?: string | null;
        };
      };
      LayoutMode?: components["schemas"]["DetailsLayoutMode"];
      ObjectHostedLayout?: {
        Surface?: components["schemas"]["HostSurface"];
        Items?: {
          Id?: string;
          ItemKind?: components["schemas"]["LayoutItemKind"];
          BlockKind?: components["schemas"]["BlockKind"];
          StandardBlock?: (number & components["schemas"]["StandardBlock"]) | null;
          ExtensionKey?: string | null;
          BindingPath?: components["schemas"]["BindingPath"] | null;
          Settings?: unknown;
          /** Format: int32 */
          SettingsVersion?: number;
          Title?: string | null;
          Subtitle?: string | null;
          /** Format: int32 */
          SortOrder?: number;
          Visible?: boolean;
          CollapsedByDefault?: boolean;
        }[];
      } | null;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    DetailsPageBootstrapApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["DetailsPageBootstrap"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    /**
     * Format: int32
     * @description Whether due dates carry a time. Values: 0 DateOnly, 1 DateAndTime.
     * @enum {integer}
     */
    DueDateTimeMode: 0 | 1;
    /**
     * @description Dynamic default of a field (DefaultValue Kind Dynamic). Values: today, now, currentUser.
     * @enum {string}
     */
    DynamicDefaultKey: "today" | "now" | "currentUser";
    EntitlementAccess: {
      Read: boolean;
      /** @description Issue, lifecycle and renew. */
      Issue: boolean;
      /** @description Adjust and reverse. */
      Adjust: boolean;
    };
    EntitlementBalanceAsOf: {
      /** Format: date-time */
      AsOfUtc: string;
      Limits: {
        EntitlementLimitId: string;
        Key: string;
        DisplayName: string;
        LimitFamily: components["schemas"]["LimitFamily"];
        /** Format: int32 */
        PeriodNumber: number;
        /** Format: double */
        GrantedAmount: number | null;
        /**
         * Format: double
         * @description BalanceAfter of the newest entry at or before AsOfUtc, else 0.
         */
        ConsumedAmount: number;
        /** Format: double */
        AvailableAmount: number | null;
        LastLedgerEntryId: string | null;
      }[];
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    EntitlementBalanceAsOfApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["EntitlementBalanceAsOf"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    EntitlementDetail: {
      Id?: string;
      /** Format: int64 */
      EntitlementNumber?: number;
      EntitlementModelId?: string;
      EntitlementModelDisplayName?: string;
      ModelType?: components["schemas"]["EntitlementModelType"];
      EntitlementPlanId?: string;
      EntitlementPlanDisplayName?: string;
      EntitlementPlanDescription?: string | null;
      Owner?: {
        EntityDefinitionId?: string;
        EntityDisplayName?: string;
        EntityInstanceId?: string;
        DisplayName?: string;
      };
      Status?: components["schemas"]["EntitlementStatus"];
      EffectiveState?: components["schemas"]["EntitlementEffectiveState"];
      /** Format: date-time */
      StartsAtUtc?: string;
      /** Format: date-time */
      EndsAtUtc?: string | null;
      /** Format: date-time */
      GraceUntilUtc?: string | null;
      /** Format: date-time */
      IssuedAtUtc?: string | null;
      IssuedByUserId?: string | null;
      SourceType?: components["schemas"]["EntitlementSourceType"];
      SourceData?: string | null;
      IssuedTermsTextSnapshot?: string | null;
      /** Format: date-time */
      IssuedTermsCapturedAtUtc?: string | null;
      RenewalPolicyIdSnapshot?: string | null;
      RenewalPolicyKeySnapshot?: string | null;
      RenewalModeSnapshot?: components["schemas"]["RenewalMode"];
      /** Format: int32 */
      RenewalLeadDaysSnapshot?: number | null;
      RenewalExternalPolicyKeySnapshot?: string | null;
      ObjectInvariant?: components["schemas"]["ObjectInvariant"];
      /** Format: uuid */
      RowVersion?: string;
      Periods?: {
        Id?: string;
        /** Format: int32 */
        PeriodNumber?: number;
        /** Format: date-time */
        StartsAtUtc?: string;
        /** Format: date-time */
        EndsAtUtc?: string | null;
        /** Format: date-time */
        GraceUntilUtc?: string | null;
        Status?: components["schemas"]["EntitlementPeriodStatus"];
      }[];
      Limits?: {
        Id?: string;
        LimitFamily?: components["schemas"]["LimitFamily"];
        /** Format: double */
        GrantedAmount?: number | null;
        /** Format: double */
        AvailableAmount?: number | null;
        /** Format: date-time */
        StartsAtUtc?: string;
        /** Format: date-time */
        EndsAtUtc?: string | null;
        /** Format: date-time */
        GraceUntilUtc?: string | null;
        /** Format: double */
        ConsumedAmountSnapshot?: number;
        IsActive?: boolean;
        /** Format: uuid */
        RowVersion?: string;
        Key?: string;
        DisplayName?: string;
        UnitLabel?: string | null;
        PeriodId?: string;
      }[];
      QuantityLedger?: components["schemas"]["EntitlementLedgerEntry"][];
      Resources?: {
        Id?: string;
        ResourceRoleId?: string;
        ResourceRoleDisplayName?: string;
        Resource?: {
          EntityDefinitionId?: string;
          EntityDisplayName?: string;
          EntityInstanceId?: string;
          DisplayName?: string;
        };
        /** Format: int32 */
        SortOrder?: number;
      }[];
      Beneficiaries?: {
        Id?: string;
        BeneficiaryPartyRoleId?: string;
        BeneficiaryPartyRoleDisplayName?: string;
        Beneficiary?: {
          EntityDefinitionId?: string;
          EntityDisplayName?: string;
          EntityInstanceId?: string;
          DisplayName?: string;
        };
        /** Format: int32 */
        SortOrder?: number;
      }[];
      /** Format: int32 */
      QuantityLedgerTotalCount?: number;
      PredecessorEntitlementId?: string | null;
      SuccessorEntitlementId?: string | null;
      StatusReason?: string | null;
      /** Format: date-time */
      StatusChangedAtUtc?: string;
      PlanTermsSnapshot?: components["schemas"]["EntitlementPlanTerms"];
      Access?: components["schemas"]["EntitlementAccess"];
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    EntitlementDetailApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["EntitlementDetail"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    /**
     * Format: int32
     * @description Effective state of an entitlement (7 is not used). Values: 0 NotStarted, 1 Active, 2 InGrace, 3 Suspended, 4 Expired, 5 Cancelled, 6 Revoked, 8 Superseded.
     * @enum {integer}
     */
    EntitlementEffectiveState: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 8;
    EntitlementIssueRequest: {
      /** @description An active plan of an active model. */
      EntitlementPlanId: string;
      /** @description A live record of the model's OwnerParty definition. */
      OwnerEntityInstanceId: string;
      /**
       * Format: date-time
       * @description Null = now.
       */
      StartsAtUtc?: string | null;
      /** @description Records of the model's Resource / RelatedResource roles. */
      Resources?: {
        ResourceRoleId: string;
        EntityInstanceId: string;
      }[] | null;
      /** @description Records of the model's DelegateParty role. */
      Beneficiaries?: {
        BeneficiaryPartyRoleId: string;
        EntityInstanceId: string;
      }[] | null;
      SourceType: components["schemas"]["EntitlementSourceType"];
      SourceData?: string | null;
      /** @description At most 200 characters; a repeat with the same body answers the first result, another body 409. */
      IdempotencyKey?: string | null;
    };
    EntitlementLedgerEntry: {
      Id?: string;
      EntitlementLimitId?: string;
      Operation?: components["schemas"]["LedgerOperation"];
      /** Format: double */
      Quantity?: number;
      /** Format: double */
      BalanceAfter?: number | null;
      ReversesLedgerEntryId?: string | null;
      /** Format: double */
      ReversibleQuantity?: number | null;
      ReasonCode?: string | null;
      ReasonText?: string | null;
      SourceType?: components["schemas"]["EntitlementSourceType"];
      SourceData?: string | null;
      ActorUserId?: string | null;
      /** Format: date-time */
      OccurredAtUtc?: string;
      CorrelationId?: string | null;
    };
    EntitlementLedgerPage: {
      Items: components["schemas"]["EntitlementLedgerEntry"][];
      /**
       * Format: int32
       * @description One-based page number.
       */
      Page: number;
      /** Format: int32 */
      PageSize: number;
      /** Format: int32 */
      TotalCount: number;
      HasMore: boolean;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    EntitlementLedgerPageApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["EntitlementLedgerPage"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    EntitlementLedgerReverseRequest: {
      /**
       * Format: uuid
       * @description The limit's RowVersion; when given and stale the call answers 409.
       */
      RowVersion?: string | null;
      ReasonCode?: string | null;
      ReasonText?: string | null;
      /** @description At most 200 characters; a repeat with the same body answers the first result, another body 409. */
      IdempotencyKey?: string | null;
      SourceType: components["schemas"]["EntitlementSourceType"];
      SourceData?: string | null;
    };
    /**
     * Format: int32
     * @description Lifecycle action on an entitlement. Values: 0 Suspend, 1 Resume, 2 Cancel, 3 Revoke.
     * @enum {integer}
     */
    EntitlementLifecycleAction: 0 | 1 | 2 | 3;
    EntitlementLifecycleRequest: {
      Action: components["schemas"]["EntitlementLifecycleAction"];
      /**
       * Format: uuid
       * @description The entitlement's RowVersion.
       */
      RowVersion: string;
      /** @description At most 500 characters. */
      ReasonText?: string | null;
    };
    EntitlementLimitBurndown: {
      EntitlementLimitId: string;
      /** Format: double */
      GrantedAmount: number | null;
      /** Format: date-time */
      StartsAtUtc: string;
      /** Format: date-time */
      EndsAtUtc: string | null;
      /** @description The period start, the end of each day with entries (weeks beyond 400 points), and min(now, end). */
      Points: {
        /** Format: date-time */
        AtUtc: string;
        /** Format: double */
        ConsumedAmount: number;
        /** Format: double */
        AvailableAmount: number | null;
      }[];
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    EntitlementLimitBurndownApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["EntitlementLimitBurndown"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    /**
     * Format: int32
     * @description Kind of entitlement model. Values: 0 Subscription, 1 License, 2 Quota, 3 InformationServiceAccess.
     * @enum {integer}
     */
    EntitlementModelType: 0 | 1 | 2 | 3;
    EntitlementPage: {
      Items: components["schemas"]["EntitlementSummary"][];
      /**
       * Format: int32
       * @description One-based page number.
       */
      Page: number;
      /** Format: int32 */
      PageSize: number;
      /** Format: int32 */
      TotalCount: number;
      HasMore: boolean;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    EntitlementPageApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["EntitlementPage"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    /**
     * Format: int32
     * @description Status of an entitlement period. Values: 0 Scheduled, 1 Active, 2 InGrace, 3 Completed, 4 Cancelled, 5 Superseded.
     * @enum {integer}
     */
    EntitlementPeriodStatus: 0 | 1 | 2 | 3 | 4 | 5;
    EntitlementPlanTerms: {
      /** Format: int32 */
      DurationAmount: number | null;
      DurationUnit: components["schemas"]["PlanPeriodUnit"];
      /** Format: int32 */
      GracePeriodAmount: number | null;
      GracePeriodUnit: components["schemas"]["PlanPeriodUnit"];
      /** Format: int32 */
      TimeBoundWindowAmount: number | null;
      TimeBoundWindowUnit: components["schemas"]["PlanPeriodUnit"];
      TimeBoundWindowAnchor: components["schemas"]["TimeBoundWindowAnchor"];
      Limits: {
        Key: string;
        DisplayName: string;
        LimitFamily: components["schemas"]["LimitFamily"];
        /** @description Exact decimal text, e.g. "20" or "12.5"; null = unlimited. */
        GrantedAmount: string | null;
        UnitLabel: string | null;
      }[];
    };
    EntitlementQuantityAdjustRequest: {
      /** @description Required when multiple quantity limits exist. */
      EntitlementLimitId?: string | null;
      LimitFamily?: components["schemas"]["LimitFamily"];
      /**
       * Format: double
       * @description The new absolute consumed balance.
       */
      NewConsumedAmount?: number;
      /** Format: uuid */
      RowVersion?: string | null;
      ReasonCode?: string | null;
      ReasonText?: string | null;
      /** @description Prevents repeating the same adjust command. */
      IdempotencyKey?: string | null;
      SourceType?: components["schemas"]["EntitlementSourceType"];
      SourceData?: string | null;
    };
    EntitlementRenewRequest: {
      /**
       * Format: uuid
       * @description The entitlement's RowVersion.
       */
      RowVersion: string;
      SourceType: components["schemas"]["EntitlementSourceType"];
      SourceData?: string | null;
      /** @description At most 200 characters; a repeat with the same body answers the first result, another body 409. */
      IdempotencyKey?: string | null;
    };
    EntitlementRenewalOperation: {
      Id: string;
      EntitlementId: string;
      Trigger: components["schemas"]["RenewalTrigger"];
      Status: components["schemas"]["RenewalOperationStatus"];
      RenewalPolicyId: string | null;
      RenewalPolicyKey: string | null;
      RenewalMode: components["schemas"]["RenewalMode"];
      OutcomeCode: string | null;
      OutcomeMessage: string | null;
      SuccessorEntitlementId: string | null;
      /** Format: int64 */
      SuccessorEntitlementNumber: number | null;
      RequestedByUserId: string | null;
      FunctionRunId: string | null;
      /** Format: date-time */
      RequestedAtUtc: string;
      /** Format: date-time */
      CompletedAtUtc: string | null;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    EntitlementRenewalOperationApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["EntitlementRenewalOperation"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    EntitlementRenewalOperationArrayApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["EntitlementRenewalOperation"][] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    /**
     * Format: int32
     * @description Role of an entitlement model. Values: 0 OwnerParty, 1 DelegateParty, 2 Resource, 3 RelatedResource.
     * @enum {integer}
     */
    EntitlementRoleKind: 0 | 1 | 2 | 3;
    EntitlementRuntimeOptions: {
      Models: {
        Id: string;
        Key: string;
        DisplayName: string;
        ModelType: components["schemas"]["EntitlementModelType"];
        IsActive: boolean;
        ResourceScopeMode: components["schemas"]["ResourceScopeMode"];
        Access: components["schemas"]["EntitlementAccess"];
        Roles: {
          Id: string;
          RoleKind: components["schemas"]["EntitlementRoleKind"];
          DisplayName: string;
          EntityDefinitionId: string;
          EntityDefinitionName: string;
        }[];
        Plans: {
          Id: string;
          Key: string;
          DisplayName: string;
          IsActive: boolean;
          PlanFamilyDisplayName: string | null;
          /** @description One line, e.g. "12 months, monthly windows, 14 days grace". */
          Summary: string;
        }[];
      }[];
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    EntitlementRuntimeOptionsApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["EntitlementRuntimeOptions"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    /**
     * Format: int32
     * @description Sort field of the entitlement list. Values: 0 Number, 1 Owner, 2 StartsAt, 3 EndsAt.
     * @enum {integer}
     */
    EntitlementSortField: 0 | 1 | 2 | 3;
    /**
     * Format: int32
     * @description Source of an entitlement change. Values: 0 Manual, 1 Api, 2 Import, 3 Renewal, 4 Function.
     * @enum {integer}
     */
    EntitlementSourceType: 0 | 1 | 2 | 3 | 4;
    /**
     * Format: int32
     * @description Status of an entitlement. Values: 0 Draft, 1 Issued, 2 Active, 3 Suspended, 4 Expired, 5 Cancelled, 6 Revoked.
     * @enum {integer}
     */
    EntitlementStatus: 0 | 1 | 2 | 3 | 4 | 5 | 6;
    EntitlementSummary: {
      Id: string;
      /** Format: int64 */
      EntitlementNumber: number;
      EntitlementModelId: string;
      EntitlementModelDisplayName: string;
      ModelType: components["schemas"]["EntitlementModelType"];
      EntitlementPlanId: string;
      EntitlementPlanDisplayName: string;
      Owner: {
        EntityDefinitionId: string;
        EntityDisplayName: string;
        EntityInstanceId: string;
        DisplayName: string;
      };
      Status: components["schemas"]["EntitlementStatus"];
      EffectiveState: components["schemas"]["EntitlementEffectiveState"];
      /** Format: date-time */
      StartsAtUtc: string;
      /** Format: date-time */
      EndsAtUtc: string | null;
      /** Format: date-time */
      GraceUntilUtc: string | null;
      /** Format: date-time */
      IssuedAtUtc: string;
      /** @description The limits of the period running now (its grace included), in the plan's order; null when no period runs now. */
      Usage: {
        EntitlementLimitId: string;
        DisplayName: string;
        UnitLabel: string | null;
        LimitFamily: components["schemas"]["LimitFamily"];
        /**
         * Format: double
         * @description Null = unlimited.
         */
        GrantedAmount: number | null;
        /** Format: double */
        ConsumedAmount: number;
        /** @description Consumed above granted. */
        IsOverLimit: boolean;
      }[] | null;
      /** Format: uuid */
      RowVersion: string;
    };
    EntityActionAvailability: {
      Key: string;
      /** @description In the caller's language when the action has a label for it. */
      Label: string;
      Icon: string | null;
      Placement: components["schemas"]["EntityActionPlacement"];
      ConfirmationText: string | null;
      SelectionMode: components["schemas"]["ActionTargetScope"];
      /** Format: int32 */
      MaxSelection: number | null;
      IsAvailable: boolean;
      UnavailableReason: (string & components["schemas"]["EntityActionUnavailableReason"]) | null;
      /**
       * Format: int32
       * @description Distinct records asked about.
       */
      SelectedCount: number;
      /**
       * Format: int32
       * @description Of them, the records the action would run on (readable, condition true).
       */
      EligibleCount: number;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    EntityActionAvailabilityArrayApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["EntityActionAvailability"][] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    EntityActionExecuteRequest: {
      /** @description Selected instances; empty for an action without a record. */
      InstanceIds: string[];
    };
    EntityActionExecuteResult: {
      /** @description The run, written as Running before this answer. */
      RunId: string;
      /** @description The job executing the action. */
      JobId: string;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    EntityActionExecuteResultApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["EntityActionExecuteResult"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    /**
     * Format: int32
     * @description Where an entity UI action shows: the list toolbar, the record details, or both. Values: 0 ListToolbar, 1 RecordDetails, 2 Both.
     * @enum {integer}
     */
    EntityActionPlacement: 0 | 1 | 2;
    EntityActionRun: {
      RunId: string;
      ActionKey: string;
      ActionLabel: string;
      Status: components["schemas"]["FunctionRunStatus"];
      IsTerminal: boolean;
      ResultSummary: string | null;
      ErrorSummary: string | null;
      /** @description One per selected record, in the order of the selection. */
      Outcomes: components["schemas"]["FunctionRecordOutcome"][];
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    EntityActionRunApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["EntityActionRun"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    /**
     * @description Why an entity UI action cannot run on the current selection. Values: SelectionOutsideLimit, ConditionExcludesRecords, RecordsNotFound, FunctionDisabled, FunctionUnavailable.
     * @enum {string}
     */
    EntityActionUnavailableReason: "SelectionOutsideLimit" | "ConditionExcludesRecords" | "RecordsNotFound" | "FunctionDisabled" | "FunctionUnavailable";
    EntityArchiveRequest: {
      /**
       * Format: uuid
       * @description The expected runtime row version.
       */
      RowVersion: string;
    };
    /** @description Applied to an absent primary field on create or an absent child field in a new table row; existing rows are unchanged. */
    EntityFieldDefaultValue: {
      Kind?: components["schemas"]["DefaultValueKind"];
      /** @description Constant JSON; a scalar Reference is one entity-instance id string; must be null for dynamic defaults. */
      Value?: unknown;
      /** @description Which dynamic value a Dynamic default takes. */
      DynamicKey?: (string & components["schemas"]["DynamicDefaultKey"]) | null;
    };
    EntityFieldDefinition: {
      Id?: string;
      EntityDefinitionId?: string;
      EntityDefinitionTableId?: string;
      /** @description Field key. */
      Key?: string;
      DisplayName?: string;
      FieldType?: components["schemas"]["FieldType"];
      VisibleWhen?: string | null;
      RequiredWhen?: string | null;
      EditableWhen?: string | null;
      /** @description Package-owned requiredness condition; read-only output. */
      BusinessRequiredWhen?: string | null;
      VisibleWhenOperationMode?: components["schemas"]["ConditionOperationMode"];
      RequiredWhenOperationMode?: components["schemas"]["ConditionOperationMode"];
      EditableWhenOperationMode?: components["schemas"]["ConditionOperationMode"];
      /** @description Runtime writes skip the field. */
      IsReadOnly?: boolean;
      /** Format: int32 */
      DecimalPrecision?: number | null;
      /** Format: int32 */
      DecimalScale?: number | null;
      /** Format: int32 */
      StringMaxLength?: number | null;
      AllowMultiple?: boolean;
      /** @description Target of reference-style fields. */
      ReferenceToEntityDefinitionId?: string | null;
      /** @description Inverse reference. */
      PairedReferenceFieldId?: string | null;
      /** @description Root-list sorting by linked display value. */
      AllowSort?: boolean;
      ReferenceDeleteBehavior?: components["schemas"]["ReferenceDeleteBehavior"];
      ReferenceArchiveBehavior?: components["schemas"]["ReferenceArchiveBehavior"];
      ReferenceAuditRollupBehavior?: components["schemas"]["ReferenceAuditRollupBehavior"];
      /**
       * Format: int32
       * @description Order inside the table.
       */
      SortOrder?: number;
      /** @description Select options. */
      Options?: components["schemas"]["EntityFieldOption"][];
      /** @description For table fields. */
      ChildTableId?: string | null;
      IsDeleted?: boolean;
      /** Format: date-time */
      DeletedAt?: string | null;
      /** Format: uuid */
      RowVersion?: string;
      /** @description Address values must carry latitude and longitude. */
      AddressCoordinatesRequired?: boolean;
      SchemaSource?: components["schemas"]["SchemaSource"];
      SourceNetPackageId?: string | null;
      SourcePackageId?: string | null;
      SourceStableId?: string | null;
      /** @description Owner-scoped metadata rows. */
      Metadata?: components["schemas"]["EntityFieldMetadata"][];
      SystemRole?: components["schemas"]["FieldSystemRole"];
      /** @description For Money fields. */
      BaseCurrencyCode?: string | null;
      /** @description Stored calculated-field expression. */
      CalculationExpression?: string | null;
      CalculationKind?: components["schemas"]["CalculationKind"];
      SemanticRole?: components["schemas"]["SemanticRole"];
      /** @description Scope when the role requires one. */
      SemanticRoleScopeFieldId?: string | null;
      /** @description For Classifier fields. */
      ClassifierCatalogDefinitionId?: string | null;
      /** @description Output only. */
      ClassifierCatalogKey?: string | null;
      /** @description Output only. */
      ClassifierCatalogDisplayName?: string | null;
      DefaultValue?: components["schemas"]["EntityFieldDefaultValue"];
      /** @description Output; the system-owned structural shape is protected while administrator-owned metadata stays editable. */
      IsProtected?: boolean;
    };
    EntityFieldMetadata: {
      Id?: string;
      EntityFieldDefinitionId?: string;
      OwnerModuleKey?: string;
      Key?: string;
      /** @description JSON value. */
      ValueJson?: unknown;
      /** Format: uuid */
      RowVersion?: string;
    };
    EntityFieldOption: {
      Id?: string;
      EntityFieldDefinitionId?: string;
      Key?: string;
      Value?: string;
      /** Format: int32 */
      SortOrder?: number;
    };
    /**
     * Format: int32
     * @description State of an entity field value. Values: 0 Available, 1 Restricted.
     * @enum {integer}
     */
    EntityFieldValueState: 0 | 1;
    /** @description One runtime record of an entity definition; the Instance of a mutation result carries the same members. */
    EntityInstance: {
      Id: string;
      Number: string;
      DisplayName: string;
      Subtitle?: string | null;
      /** Format: date-time */
      CreatedAt: string;
      CreatedByUserId?: string;
      /** Format: date-time */
      ModifiedAt?: string | null;
      ModifiedByUserId?: string | null;
      /** Format: date-time */
      ArchivedAt?: string | null;
      ArchivedByUserId?: string | null;
      /** Format: uuid */
      RowVersion: string;
      /** @description Field values keyed by field Key. */
      Fields: {
        [key: string]: unknown;
      };
      /** @description Statement id to whether it holds, for the statements exposed to clients (evaluated by the database). */
      Predicates?: {
        [key: string]: boolean;
      };
      /** @description Every instance referenced by Fields (child-table rows included), keyed by its id. */
      ReferenceLabels: {
        [key: string]: components["schemas"]["EntityInstanceLookupItem"];
      };
      Permissions: components["schemas"]["EntityInstancePermissions"];
      /** @description Responsibility key to the record's subjects. */
      Assignments: {
        [key: string]: components["schemas"]["AssignmentSubject"][];
      };
      /** @description The definition's responsibilities, in order, with whether the caller may replace each. */
      AssignmentRelations: components["schemas"]["AssignmentRelation"][];
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    EntityInstanceApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["EntityInstance"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    /** @description One entry of an instance's changes history. */
    EntityInstanceChange: {
      Id: string;
      Operation: components["schemas"]["EntityInstanceChangeOperation"];
      ActorUserId?: string | null;
      /** @description The actor as named now; null for a removed user. */
      ActorDisplayName?: string | null;
      /** Format: date-time */
      OccurredAt: string;
      /** @description What made the change besides the request: the display names of the mutation effects that wrote it. */
      Cause?: string | null;
      Changes: components["schemas"]["EntityInstanceFieldChange"][];
    };
    /**
     * @description What an entry of a record's changes history records. Values: Create, Patch, Archive, Restore, Responsibilities.
     * @enum {string}
     */
    EntityInstanceChangeOperation: "Create" | "Patch" | "Archive" | "Restore" | "Responsibilities";
    EntityInstanceChangePage: {
      Items: components["schemas"]["EntityInstanceChange"][];
      /**
       * Format: int32
       * @description One-based page number.
       */
      Page: number;
      /** Format: int32 */
      PageSize: number;
      /** Format: int32 */
      TotalCount: number;
      HasMore: boolean;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    EntityInstanceChangePageApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["EntityInstanceChangePage"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    /** @description Absent fields take their DefaultValue; read-only fields are skipped. */
    EntityInstanceCreateRequest: {
      /** @description Field values keyed by field Key. */
      Fields: {
        [key: string]: unknown;
      };
    };
    EntityInstanceFieldChange: {
      /** @description The field key, or for Responsibilities the responsibility key. */
      Key: string;
      /** @description As the field (or responsibility) is named now; the key when it no longer exists. */
      DisplayName: string;
      /** @description The value before, in the form records carry (Responsibilities: the subjects' names); absent for a table or multi-valued field. */
      Before?: unknown;
      /** @description The value after, in the same form. */
      After?: unknown;
    };
    /** @description A referenced or pickable instance. */
    EntityInstanceLookupItem: {
      Id: string;
      Number: string;
      DisplayName: string;
      /** @description A referenced record the caller may not read: Number and DisplayName are empty (assumed). */
      IsRestricted?: boolean;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    EntityInstanceLookupItemArrayApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["EntityInstanceLookupItem"][] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    /** @description Shape not shown by the platform specification. the spec describes the members in prose only; these names are ours. */
    EntityInstanceMutationResult: {
      InstanceId?: string;
      /**
       * Format: uuid
       * @description Current RowVersion after the mutation; null after permanent delete.
       */
      RowVersion?: string | null;
      /** @description Whether the caller can still read the instance. */
      CanRead?: boolean;
      /** @description Shape not shown by the platform specification. detailed instance; the listed members follow the spec prose. */
      Instance?: ({
        Id?: string;
        Number?: string;
        DisplayName?: string;
        Subtitle?: string | null;
        /** Format: date-time */
        CreatedAt?: string;
        CreatedByUserId?: string;
        /** Format: date-time */
        ModifiedAt?: string | null;
        ModifiedByUserId?: string | null;
        /** Format: date-time */
        ArchivedAt?: string | null;
        ArchivedByUserId?: string | null;
        /** Format: uuid */
        RowVersion?: string | null;
        /** @description All runtime fields keyed by field key. */
        Fields?: {
          [key: string]: unknown;
        };
        Predicates?: {
          [key: string]: boolean;
        };
        /** @description Responsibility key to the record's subjects (ManagedByRuntime, InheritanceSource). */
        Assignments?: {
          [key: string]: components["schemas"]["AssignmentSubject"][];
        };
        /** @description Relation key, display name, required flag, order, cardinality, subject mode, and whether the caller can replace the set. */
        AssignmentRelations?: components["schemas"]["AssignmentRelation"][];
        /** @description CanRead, CanPatch, CanArchive, CanDelete, CanRestore, CanMerge, ... */
        Permissions?: {
          [key: string]: boolean;
        };
        MergeState?: unknown;
        /** @description Display-field key to text. */
        DisplayFields?: {
          [key: string]: string;
        };
        /** @description Keyed by provider key. */
        ObjectContextFacts?: {
          [key: string]: unknown;
        };
      } & {
        [key: string]: unknown;
      }) | null;
    } & {
      [key: string]: unknown;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    EntityInstanceMutationResultApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["EntityInstanceMutationResult"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    EntityInstancePage: {
      Items: components["schemas"]["EntityInstance"][];
      /**
       * Format: int32
       * @description One-based page number.
       */
      Page: number;
      /** Format: int32 */
      PageSize: number;
      /** Format: int32 */
      TotalCount: number;
      HasMore: boolean;
      /** @description Whether a permission assignment grants the caller Create here (a new record must still meet its conditions). */
      CanCreate: boolean;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    EntityInstancePageApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["EntityInstancePage"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    /** @description Only the given fields change; a Table value replaces the rows (rows left out are removed). */
    EntityInstancePatchRequest: {
      /**
       * Format: uuid
       * @description The expected runtime row version.
       */
      RowVersion: string;
      /** @description Field values keyed by field Key. */
      Fields: {
        [key: string]: unknown;
      };
    };
    /** @description Computed for the caller: the definition (IsReadOnly, DisabledOperations, pending deletion), the archive state, and the permission assignments that grant the operation to the caller on this record (all of them for Admin, or when the definition has none). */
    EntityInstancePermissions: {
      /** @description The caller may read the instance. */
      CanRead: boolean;
      /** @description Active, the definition is writable and updates are not disabled. */
      CanPatch: boolean;
      /** @description Active, writable, archiving not disabled. */
      CanArchive: boolean;
      /** @description Archived, writable, restoring not disabled. */
      CanRestore: boolean;
      /** @description Archived, writable, deleting not disabled. */
      CanDelete: boolean;
      /** @description Merging records is not offered by this installation. */
      CanMerge: boolean;
      /** @description The caller may list archived instances. */
      CanReadArchive: boolean;
      /** @description The definition keeps an audit trail and the caller may read it. */
      CanReadChangesHistory: boolean;
      /** @description Comments are enabled and the caller may read them. */
      CanViewComments?: boolean;
      /** @description As CanViewComments, on an active record the caller may patch. */
      CanCreateComments?: boolean;
      /** @description Tags are enabled and the caller may read them. */
      CanViewTags?: boolean;
      /** @description As CanViewTags, on an active record the caller may patch. */
      CanUpdateTags?: boolean;
      /** @description Attachments are enabled and the caller may read them. */
      CanViewAttachments?: boolean;
      /** @description As CanViewAttachments, on an active record the caller may patch. */
      CanCreateAttachments?: boolean;
      /** @description As CanCreateAttachments. */
      CanDeleteAttachments?: boolean;
    };
    EntityInstanceRestoreRequest: {
      /**
       * Format: uuid
       * @description The expected runtime row version.
       */
      RowVersion: string;
    };
    EntityListItem: {
      Id?: string;
      Number?: string;
      DisplayName?: string;
      Subtitle?: string | null;
      /** Format: date-time */
      CreatedAt?: string;
      CreatedByUserId?: string;
      /** Format: date-time */
      ModifiedAt?: string | null;
      ModifiedByUserId?: string | null;
      /** Format: date-time */
      ArchivedAt?: string | null;
      ArchivedByUserId?: string | null;
      LastComment?: components["schemas"]["LastComment"] | null;
      Tags?: components["schemas"]["Tag"][];
      /** Format: int32 */
      TagCount?: number;
      /** Format: date-time */
      LastActivityDateTime?: string | null;
      /** Format: uuid */
      RowVersion?: string;
      /** @description Field key to value envelope. */
      Fields?: {
        [key: string]: {
          State?: components["schemas"]["EntityFieldValueState"];
          Value?: unknown;
          PlainTextPreview?: components["schemas"]["PlainTextPreview"] | null;
        };
      };
      /** @description Statement id to boolean. */
      Predicates?: {
        [key: string]: boolean;
      };
      Permissions?: {
        CanRead?: boolean;
        CanReadArchive?: boolean;
        CanReadChangesHistory?: boolean;
        CanReadComments?: boolean;
        CanReadTags?: boolean;
        CanReadAttachments?: boolean;
      };
      /** @description Relation key to subjects. */
      Assignments?: {
        [key: string]: {
          SubjectType?: components["schemas"]["ResponsibilitySubjectType"];
          SubjectId?: string;
          DisplayName?: string;
          Description?: string | null;
          /**
           * Format: date-time
           * @description Interval start (member name assumed).
           */
          StartsAt?: string | null;
          /**
           * Format: date-time
           * @description Interval end (member name assumed).
           */
          EndsAt?: string | null;
        }[];
      };
    };
    /**
     * Format: int32
     * @description System role of a field. Values: 0 None, 1 Number, 2 DisplayName, 3 Subject, 4 Description, 5 Owner, 6 Status.
     * @enum {integer}
     */
    FieldSystemRole: 0 | 1 | 2 | 3 | 4 | 5 | 6;
    /**
     * Format: int32
     * @description Type of an entity field (also the value type of board card fields). Values: 0 Text, 1 LongText, 2 Integer, 3 Decimal, 4 Money, 5 Boolean, 6 Date, 7 DateTime, 8 Time, 9 Select, 10 Reference, 11 Table, 12 Email, 13 Phone, 14 Url, 15 Address, 16 Classifier, 17 Markdown.
     * @enum {integer}
     */
    FieldType: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 15 | 16 | 17;
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    FileContentApiResponse: {
      Success: boolean;
      /** @description Always null: a 200 carries the bytes; errors carry this envelope. */
      Data?: string | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    FileRenameRequest: {
      FileName: string;
      Description?: string | null;
    };
    FileUploadCompleteRequest: {
      /** @description Lower-case hex SHA-256 of the whole file, when the client knows it. */
      ChecksumSha256?: string | null;
    };
    FileUploadSession: {
      Id?: string;
      FileName?: string;
      MimeType?: string;
      /** Format: int64 */
      SizeBytes?: number;
      ChecksumSha256?: string | null;
      Description?: string | null;
      Owner?: components["schemas"]["ResourceIdentity"];
      Status?: components["schemas"]["FileUploadStatus"];
      /**
       * Format: int32
       * @description Preferred chunk size.
       */
      ChunkSizeBytes?: number;
      /**
       * Format: int32
       * @description Largest chunk one request may carry.
       */
      MaxChunkSizeBytes?: number;
      /** Format: int64 */
      ReceivedBytes?: number;
      /** @description Byte ranges present, merged and sorted. */
      ReceivedRanges?: {
        /**
         * Format: int64
         * @description First byte (inclusive).
         */
        Start: number;
        /**
         * Format: int64
         * @description Byte after the last one (exclusive).
         */
        End: number;
      }[];
      /** Format: date-time */
      CreatedAt?: string;
      /**
       * Format: date-time
       * @description An open session not completed by then is discarded.
       */
      ExpiresAt?: string;
      /** @description The stored file, once completed. */
      FileId?: string | null;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    FileUploadSessionApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["FileUploadSession"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    FileUploadStartRequest: {
      FileName: string;
      /** Format: int64 */
      SizeBytes: number;
      MimeType: string;
      /** @description Lower-case hex SHA-256 of the whole file, when the client knows it. */
      ChecksumSha256?: string | null;
      Description?: string | null;
      Owner: components["schemas"]["ResourceIdentity"];
    };
    /**
     * Format: int32
     * @description State of a resumable upload session. Values: 0 Open, 1 Completed, 2 Aborted, 3 Expired.
     * @enum {integer}
     */
    FileUploadStatus: 0 | 1 | 2 | 3;
    FunctionCommandRequest: {
      /** @description Arguments passed to the function (a JSON object). */
      Arguments?: unknown;
    };
    FunctionCommandResult: {
      RunId: string;
      Status: components["schemas"]["FunctionRunStatus"];
      ResultSummary?: string | null;
      /** @description Structured JSON result. */
      Result?: unknown;
      ErrorType?: string | null;
      ErrorMessage?: string | null;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    FunctionCommandResultApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["FunctionCommandResult"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    /**
     * Format: int32
     * @description Where an enqueue publication takes its deduplication key from. Values: 0 None, 1 CallerKey, 2 ArgumentMembers.
     * @enum {integer}
     */
    FunctionDeduplicationMode: 0 | 1 | 2;
    FunctionEnqueueRequest: {
      /** @description Arguments passed to the function (a JSON object). */
      Arguments?: unknown;
      /** @description Suppresses a duplicate while a job with this key is Queued or Leased. */
      DeduplicationKey?: string | null;
    };
    FunctionEnqueueResult: {
      JobId: string;
      /** @description True when an active job with the same deduplication key existed; its id is returned. */
      Deduplicated: boolean;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    FunctionEnqueueResultApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["FunctionEnqueueResult"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    FunctionHttpEndpointResult: {
      RunId: string;
      Status: components["schemas"]["FunctionRunStatus"];
      ResultSummary?: string | null;
      Result?: unknown;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    FunctionHttpEndpointResultApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["FunctionHttpEndpointResult"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    /**
     * Format: int32
     * @description Status of a queued background job. Values: 0 Queued, 1 Leased, 2 Completed, 3 Failed, 4 Cancelled.
     * @enum {integer}
     */
    FunctionJobStatus: 0 | 1 | 2 | 3 | 4;
    FunctionJobTracking: {
      JobId: string;
      Status: components["schemas"]["FunctionJobStatus"];
      /** Format: int32 */
      AttemptCount: number;
      /** Format: date-time */
      NextAttemptAt?: string | null;
      /** @description Latest linked run. */
      RunId?: string | null;
      RunStatus?: (number & components["schemas"]["FunctionRunStatus"]) | null;
      ResultSummary?: string | null;
      LastError?: string | null;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    FunctionJobTrackingApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["FunctionJobTracking"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    /**
     * Format: int32
     * @description How a publication is invoked: as a command, for enqueue, or both. Values: 0 Command, 1 Enqueue, 2 Both.
     * @enum {integer}
     */
    FunctionPublicationKind: 0 | 1 | 2;
    FunctionRecordOutcome: {
      InstanceId: string;
      /** @description Null for a record that was not found (or may not be read). */
      DisplayName: string | null;
      Status: components["schemas"]["FunctionRecordOutcomeStatus"];
      SkipReason: (string & components["schemas"]["FunctionRecordSkipReason"]) | null;
      /** @description What the function reported, e.g. why the record failed. */
      Message: string | null;
    };
    /**
     * @description What happened to one record a run acted on (Pending while the run runs). Values: Pending, Succeeded, Failed, Skipped, NotReported.
     * @enum {string}
     */
    FunctionRecordOutcomeStatus: "Pending" | "Succeeded" | "Failed" | "Skipped" | "NotReported";
    /**
     * @description Why a record was skipped before the function ran. Values: ConditionFalse, NotFound.
     * @enum {string}
     */
    FunctionRecordSkipReason: "ConditionFalse" | "NotFound";
    /**
     * Format: int32
     * @description Status of a business-function run. Values: 0 Success, 1 ValidationFailure, 2 PermissionFailure, 3 Timeout, 4 RuntimeException, 5 Cancelled, 6 Running, 7 Skipped, 8 StoppedByWorkerRestart.
     * @enum {integer}
     */
    FunctionRunStatus: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;
    FunctionRuntimePublication: {
      Key: string;
      Kind: components["schemas"]["FunctionPublicationKind"];
      Description: string | null;
      FunctionDisplayName: string;
      /** @description JSON Schema (draft 7) the arguments must match. */
      InputSchema: {
        [key: string]: unknown;
      } | null;
      DeduplicationMode: components["schemas"]["FunctionDeduplicationMode"];
      Path: string;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    FunctionRuntimePublicationArrayApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["FunctionRuntimePublication"][] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    HistorySubject: {
      SubjectType?: components["schemas"]["ResponsibilitySubjectType"];
      SubjectId?: string;
      DisplayName?: string;
      /** Format: int32 */
      SortOrder?: number;
    };
    /**
     * Format: int32
     * @description Surface of a hosted layout. Values: 0 Details, 1 Drawer, 2 Card, 3 Table, 4 Form, 5 ListPage.
     * @enum {integer}
     */
    HostSurface: 0 | 1 | 2 | 3 | 4 | 5;
    /**
     * Format: int32
     * @description Archive state filter of the entity instance list. Values: 0 Active, 1 Archived, 2 All.
     * @enum {integer}
     */
    InstanceArchiveState: 0 | 1 | 2;
    Issue: {
      /** @description Stable issue code, e.g. workspace.validation.invalid. */
      Code: string;
      /** @description Human-readable message. */
      Message: string;
      /** @description The resource or operation the issue concerns. */
      Target?: string;
      /** @description PascalCase path of the offending member, e.g. ExtendedData.team. */
      Field?: string;
      Metadata?: {
        [key: string]: string;
      };
      Type?: components["schemas"]["IssueType"];
      Severity?: components["schemas"]["IssueSeverity"];
    };
    /**
     * Format: int32
     * @description Severity of an issue. Values: 0 Error, 1 Warning, 2 Information.
     * @enum {integer}
     */
    IssueSeverity: 0 | 1 | 2;
    /**
     * Format: int32
     * @description Kind of an issue. Values: 0 Validation, 1 Business, 2 Technical.
     * @enum {integer}
     */
    IssueType: 0 | 1 | 2;
    LastComment: {
      Id?: string;
      CommentText?: string;
      CreatedByUserId?: string;
      CreatedByUserName?: string;
      /** Format: date-time */
      CreatedAt?: string;
    };
    /**
     * Format: int32
     * @description Kind of a hosted layout item. Values: 0 Block, 1 Group.
     * @enum {integer}
     */
    LayoutItemKind: 0 | 1;
    /**
     * Format: int32
     * @description Operation of a quantity ledger entry. Values: 0 Issue, 1 Consume, 2 Release, 3 Adjust, 4 Reverse, 5 Expire, 6 Transfer, 7 Reset, 8 Correction.
     * @enum {integer}
     */
    LedgerOperation: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;
    /**
     * Format: int32
     * @description Family of an entitlement limit. Values: 0 Quantity, 1 Consumption, 2 Seats, 3 Monetary.
     * @enum {integer}
     */
    LimitFamily: 0 | 1 | 2 | 3;
    /**
     * Format: int32
     * @description Direction of a board item link. Values: 0 Outgoing, 1 Incoming.
     * @enum {integer}
     */
    LinkDirection: 0 | 1;
    /**
     * Format: int32
     * @description Kind of a board item link. Values: 0 Related, 1 ParentChild.
     * @enum {integer}
     */
    LinkType: 0 | 1;
    ObjectInvariant: {
      Resource?: components["schemas"]["ResourceIdentity"];
      BusinessInvariants?: {
        InvariantKey?: string;
        TargetKey?: string;
        IsActive?: boolean;
        SafeMessage?: string;
      }[];
      /** @description Operation key to a decision. */
      Operations?: {
        [key: string]: {
          OperationKey?: string;
          IsAllowed?: boolean;
          Denials?: {
            Source?: components["schemas"]["DenialSource"];
            SourceKey?: string;
            ReasonCode?: string;
            SafeMessage?: string;
          }[];
        };
      };
    };
    PlainTextPreview: {
      Text?: string;
      IsTruncated?: boolean;
    };
    /**
     * Format: int32
     * @description Unit of a plan's duration, grace period or window. Values: 0 None, 1 Day, 2 Week, 3 Month, 4 Year.
     * @enum {integer}
     */
    PlanPeriodUnit: 0 | 1 | 2 | 3 | 4;
    /** @description RFC 7807 problem details, used for 401 and 403; additional members are allowed. */
    ProblemDetails: {
      type?: string | null;
      title?: string | null;
      /** Format: int32 */
      status?: number | null;
      detail?: string | null;
      instance?: string | null;
      /** @description Roles of which the caller needs any (extension member on 403). */
      requiredRoles?: string[];
      /** @description Permission keys the caller needs all of (extension member on 403). */
      requiredPermissions?: string[];
    } & {
      [key: string]: unknown;
    };
    /**
     * Format: int32
     * @description Who may create or read comments and attachments. Values: 0 Inherit, 1 Allowed, 2 Denied.
     * @enum {integer}
     */
    ProcessContentPolicy: 0 | 1 | 2;
    ProcessContentSummary: {
      AccessLevel?: components["schemas"]["ContentAccessLevel"];
      /** Format: int32 */
      Count?: number;
      LastComment?: components["schemas"]["LastComment"] | null;
      CreatePolicy?: components["schemas"]["ProcessContentPolicy"];
      ReadPolicy?: components["schemas"]["ProcessContentPolicy"];
    };
    /**
     * Format: int32
     * @description What a record-matching profile does when a record is created: report only, warn, or block. Values: 0 ReportOnly, 1 WarnOnCreate, 2 BlockOnCreate.
     * @enum {integer}
     */
    RecordMatchingActionMode: 0 | 1 | 2;
    RecordMatchingComparedField: {
      FieldKey: string;
      FieldLabel: string;
    };
    /**
     * Format: int32
     * @description How a matching criterion compares two values. Values: 0 Exact, 1 FirstCharacters, 2 LastCharacters, 3 Fuzzy.
     * @enum {integer}
     */
    RecordMatchingComparisonMode: 0 | 1 | 2 | 3;
    /**
     * Format: int32
     * @description Confidence of a match by its score: Low below 7500, Medium from 7500, High from 9000. Values: 0 Low, 1 Medium, 2 High.
     * @enum {integer}
     */
    RecordMatchingConfidenceBand: 0 | 1 | 2;
    /**
     * Format: int32
     * @description A reviewer's decision on records a scan grouped: not duplicates (never offered again while they are unchanged), or duplicates kept for merging. Values: 0 NotDuplicate, 1 Duplicate.
     * @enum {integer}
     */
    RecordMatchingDecision: 0 | 1;
    RecordMatchingDecisionRequest: {
      /** @description The profile whose scans the decision applies to. */
      ProfileId: string;
      /** @description The records decided on (2 to 50): the decision holds for every pair of them. */
      InstanceIds: string[];
      Decision?: (number & components["schemas"]["RecordMatchingDecision"]) | null;
    };
    RecordMatchingDecisionResult: {
      ProfileId: string;
      InstanceIds: string[];
      Decision: (number & components["schemas"]["RecordMatchingDecision"]) | null;
      /**
       * Format: int32
       * @description The pairs of records the decision was written or taken back for.
       */
      PairCount: number;
      /** Format: date-time */
      DecidedAt: string;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    RecordMatchingDecisionResultApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["RecordMatchingDecisionResult"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    /**
     * Format: int32
     * @description Whether diacritics are kept or stripped before comparing. Values: 0 Keep, 1 Strip.
     * @enum {integer}
     */
    RecordMatchingDiacriticMode: 0 | 1;
    /**
     * @description What comparing one field of two records found. Values: ExactMatch, Different, AboveThreshold, BelowThreshold, Blank.
     * @enum {string}
     */
    RecordMatchingDiagnostic: "ExactMatch" | "Different" | "AboveThreshold" | "BelowThreshold" | "Blank";
    RecordMatchingDissolvedGroup: {
      Id: string;
      /** @description Its records the caller may read now. */
      Candidates: components["schemas"]["RecordMatchingScanCandidate"][];
      /** Format: int32 */
      HiddenCandidateCount: number;
    };
    RecordMatchingFullScan: {
      Id: string;
      Status: components["schemas"]["RecordMatchingFullScanStatus"];
      Phase: components["schemas"]["RecordMatchingFullScanPhase"];
      /** @description Persisted job identifier. */
      JobId: string | null;
      Profile: components["schemas"]["RecordMatchingScanProfile"];
      ArchiveMode: components["schemas"]["ArchiveMode"];
      AnchorInstanceId: string | null;
      /** Format: int32 */
      ProgressDone: number | null;
      /** Format: int32 */
      ProgressTotal: number | null;
      /**
       * Format: int32
       * @description Every record the owner could read in the archive scope.
       */
      TotalVisibleRecords: number | null;
      /** Format: int32 */
      TotalScannedRecords: number | null;
      ScanLimitReached: boolean | null;
      /** Format: int32 */
      GroupCount: number | null;
      /**
       * Format: int32
       * @description Distinct records in all groups.
       */
      CandidateCount: number | null;
      /** Format: int32 */
      AttemptCount: number;
      CanCancel: boolean;
      CanRetry: boolean;
      /** @description Queued again after a failed attempt. */
      TransientFailure: boolean;
      FailureCode: string | null;
      FailureMessage: string | null;
      /** Format: date-time */
      CreatedAt: string;
      /** Format: date-time */
      FirstProcessedAt: string | null;
      /** Format: date-time */
      CompletedAt: string | null;
      /**
       * Format: date-time
       * @description When the result was stored.
       */
      SnapshotAt: string | null;
      Result: components["schemas"]["RecordMatchingFullScanResult"] | null;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    RecordMatchingFullScanApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["RecordMatchingFullScan"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    /**
     * Format: int32
     * @description What a record-matching full scan is doing: waiting for the host, comparing records, or done. Values: 0 Waiting, 1 Comparing, 2 Completed.
     * @enum {integer}
     */
    RecordMatchingFullScanPhase: 0 | 1 | 2;
    RecordMatchingFullScanResult: {
      Run: components["schemas"]["RecordMatchingFullScanRun"];
      /**
       * Format: int32
       * @description One-based.
       */
      Page: number;
      /** Format: int32 */
      PageSize: number;
      /** Format: int32 */
      TotalGroupCount: number;
      /**
       * Format: int32
       * @description Only when candidates are paged; they are not (null).
       */
      CandidatesTotal: number | null;
      Comparison: components["schemas"]["RecordMatchingScanComparison"] | null;
    };
    RecordMatchingFullScanRun: {
      Profile: components["schemas"]["RecordMatchingScanProfile"];
      /** Format: int32 */
      TotalVisibleRecords: number;
      /** Format: int32 */
      TotalScannedRecords: number;
      /** @description A target-wide scan stopped at its request limit. */
      ScanLimitReached: boolean;
      Groups: components["schemas"]["RecordMatchingScanGroup"][];
    };
    RecordMatchingFullScanStartRequest: {
      /** @description The record-matching profile; it must match records of this entity and be enabled. */
      ProfileId: string;
      ArchiveMode?: (number & components["schemas"]["ArchiveMode"]) | null;
      /** @description Only the duplicates of this record: it is compared with every visible record. */
      AnchorInstanceId?: string | null;
    };
    /**
     * Format: int32
     * @description Where a record-matching full scan is: queued, running, or how it ended. Values: 0 Queued, 1 Running, 2 Succeeded, 3 Failed, 4 Cancelled.
     * @enum {integer}
     */
    RecordMatchingFullScanStatus: 0 | 1 | 2 | 3 | 4;
    /**
     * Format: int32
     * @description The similarity algorithm of a fuzzy criterion. Values: 0 Levenshtein, 1 DamerauLevenshtein, 2 JaroWinkler, 3 TokenSet.
     * @enum {integer}
     */
    RecordMatchingFuzzyAlgorithm: 0 | 1 | 2 | 3;
    /**
     * Format: int32
     * @description A group of a full scan: two records, or more joined by pairwise matches. Values: 0 Pair, 1 Cluster.
     * @enum {integer}
     */
    RecordMatchingGroupKind: 0 | 1;
    /**
     * Format: int32
     * @description Normalizers a matching criterion applies before comparing; a bitwise combination of the values. Values: 0 None, 1 Trim, 2 Case, 4 Punctuation, 8 Phone, 16 Email, 32 Whitespace.
     */
    RecordMatchingNormalizer: number;
    RecordMatchingScanCandidate: {
      InstanceId: string;
      DisplayName: string;
    };
    RecordMatchingScanComparison: {
      PreviousScanId: string;
      /** Format: date-time */
      PreviousCompletedAt: string | null;
      /**
       * Format: int32
       * @description Groups of this scan the previous one did not have.
       */
      NewGroupCount: number;
      /**
       * Format: int32
       * @description Groups of the previous scan this one does not have.
       */
      DissolvedGroupCount: number;
      /** @description The first 20 of them. */
      DissolvedGroups: components["schemas"]["RecordMatchingDissolvedGroup"][];
    };
    RecordMatchingScanGroup: {
      /** @description Stable: derived from the sorted ids of all its records. */
      Id: string;
      /**
       * Format: int32
       * @description The best pair score inside the group.
       */
      Score: number;
      ConfidenceBand: components["schemas"]["RecordMatchingConfidenceBand"];
      GroupKind: components["schemas"]["RecordMatchingGroupKind"];
      Rules: components["schemas"]["RecordMatchingScanRule"][];
      Reasons: components["schemas"]["RecordMatchingScanReason"][];
      /** @description The records of the group the caller may read now. */
      Candidates: components["schemas"]["RecordMatchingScanCandidate"][];
      /**
       * Format: int32
       * @description Records of the group the caller may not read now: counted, never identified.
       */
      HiddenCandidateCount: number;
      Decision: (number & components["schemas"]["RecordMatchingDecision"]) | null;
      /** @description Not a group of the previous scan of the same profile and scope; null when there is none. */
      IsNew: boolean | null;
    };
    RecordMatchingScanProfile: {
      Id: string;
      Key: string;
      DisplayName: string;
      TargetKind: components["schemas"]["RecordMatchingTargetKind"];
      ActionMode: components["schemas"]["RecordMatchingActionMode"];
    };
    RecordMatchingScanReason: {
      RuleId: string;
      RuleKey: string;
      RuleLabel: string;
      FieldId: string;
      FieldKey: string;
      FieldLabel: string;
      Diagnostic: components["schemas"]["RecordMatchingDiagnostic"];
      /**
       * Format: int32
       * @description Levenshtein or Damerau-Levenshtein distance of the compared values; null otherwise.
       */
      EditDistance: number | null;
      /** Format: int32 */
      Threshold: number | null;
      /**
       * Format: int32
       * @description Field similarity in basis points.
       */
      Similarity: number;
      /** Format: int32 */
      Weight: number | null;
      Normalizers: components["schemas"]["RecordMatchingNormalizer"];
      ComparisonMode: components["schemas"]["RecordMatchingComparisonMode"];
      FuzzyAlgorithm: (number & components["schemas"]["RecordMatchingFuzzyAlgorithm"]) | null;
      DiacriticMode: components["schemas"]["RecordMatchingDiacriticMode"];
      TokenOrderMode: components["schemas"]["RecordMatchingTokenOrderMode"];
      /** @description The implicit exact comparison of a WithinReference profile's scope field (weight 0), first in every rule. */
      IsScope: boolean;
    };
    RecordMatchingScanRule: {
      RuleId: string;
      RuleKey: string;
      RuleLabel: string;
      /**
       * Format: int32
       * @description Configured score times similarity.
       */
      EffectiveScore: number;
      /** Format: int32 */
      ConfiguredScore: number | null;
      /**
       * Format: int32
       * @description Weighted similarity of the rule's fields.
       */
      Similarity: number;
    };
    RecordMatchingScannableProfile: {
      /** @description The profileId. */
      Id: string;
      Key: string;
      DisplayName: string;
      Description: string | null;
      EntityDefinitionId: string;
      EntityDefinitionName: string;
      /** @description The definition's plural display name. */
      EntityDisplayName: string;
      TargetKind: components["schemas"]["RecordMatchingTargetKind"];
      ScopeField: components["schemas"]["RecordMatchingScopeField"] | null;
      ActionMode: components["schemas"]["RecordMatchingActionMode"];
      ArchiveMode: components["schemas"]["ArchiveMode"];
      Rules: components["schemas"]["RecordMatchingScannableProfileRule"][];
      /** @description The fields a reviewer compares, once each: the scope field first, then in the order the rules name them. */
      ComparedFields: components["schemas"]["RecordMatchingComparedField"][];
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    RecordMatchingScannableProfileArrayApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["RecordMatchingScannableProfile"][] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    RecordMatchingScannableProfileRule: {
      Id: string;
      Key: string;
      Label: string;
    };
    RecordMatchingScopeField: {
      FieldId: string;
      /** @description The field's id when it has been deleted since (the profile then matches nothing). */
      FieldKey: string;
      FieldLabel: string;
      /** @description The definition the field references; null when the field has been deleted. */
      ReferenceToEntityDefinitionId: string | null;
    };
    /**
     * Format: int32
     * @description What a record-matching profile matches: records of one entity definition among themselves (SameDefinition), or only those that reference the same record through its scope reference field (WithinReference). Values: 0 SameDefinition, 1 WithinReference.
     * @enum {integer}
     */
    RecordMatchingTargetKind: 0 | 1;
    /**
     * Format: int32
     * @description Whether the words of a value are compared as written or sorted. Values: 0 AsWritten, 1 Sorted.
     * @enum {integer}
     */
    RecordMatchingTokenOrderMode: 0 | 1;
    /**
     * Format: int32
     * @description What archiving a referenced record does. Values: 0 None, 1 Cascade.
     * @enum {integer}
     */
    ReferenceArchiveBehavior: 0 | 1;
    /**
     * Format: int32
     * @description Whether referenced changes roll up into the audit trail. Values: 0 None, 1 RollUp.
     * @enum {integer}
     */
    ReferenceAuditRollupBehavior: 0 | 1;
    /**
     * Format: int32
     * @description What deleting a referenced record does. Values: 0 Restrict, 1 SetNull, 2 Cascade.
     * @enum {integer}
     */
    ReferenceDeleteBehavior: 0 | 1 | 2;
    /**
     * Format: int32
     * @description Renewal mode of an entitlement. Values: 0 Manual, 1 Automatic, 2 External.
     * @enum {integer}
     */
    RenewalMode: 0 | 1 | 2;
    /**
     * Format: int32
     * @description Outcome of a renewal operation. Values: 0 Pending, 1 Succeeded, 2 Failed, 3 Skipped.
     * @enum {integer}
     */
    RenewalOperationStatus: 0 | 1 | 2 | 3;
    /**
     * Format: int32
     * @description What started a renewal. Values: 0 Manual, 1 Scheduled, 2 External.
     * @enum {integer}
     */
    RenewalTrigger: 0 | 1 | 2;
    /**
     * Format: int32
     * @description Whether the same target may be added again. Values: 0 Never, 1 AfterClose, 2 Always.
     * @enum {integer}
     */
    RepeatPolicy: 0 | 1 | 2;
    ResourceDisplay: {
      Identity?: components["schemas"]["ResourceIdentity"];
      DisplayName?: string;
      SafeLabel?: string;
      OpenTarget?: {
        TargetCode?: string;
        Parameters?: {
          [key: string]: string;
        };
      } | null;
      CanOpen?: boolean;
    };
    ResourceIdentity: {
      ModuleKey?: string;
      ResourceKind?: string;
      ContextResourceId?: string;
      ResourceObjectId?: string;
    };
    /**
     * Format: int32
     * @description Which resources an entitlement covers. Values: 0 AllResources, 1 SelectedResources, 2 ReachableFromOwner.
     * @enum {integer}
     */
    ResourceScopeMode: 0 | 1 | 2;
    ResponsibilityAssignment: {
      InstanceId: string;
      ResponsibilityKey: string;
      Relation: components["schemas"]["AssignmentRelation"];
      /** @description The record's own subjects, then the inherited ones (InheritanceSource set; a replacement keeps them). */
      Subjects: components["schemas"]["AssignmentSubject"][];
      /**
       * Format: uuid
       * @description Version of this record's subject set of this responsibility.
       */
      RowVersion: string;
      /** Format: date-time */
      ModifiedAt: string | null;
      ModifiedByUserId: string | null;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    ResponsibilityAssignmentApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["ResponsibilityAssignment"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    ResponsibilityAssignmentReplaceRequest: {
      /**
       * Format: uuid
       * @description The row version the change is based on; a stale value answers 409.
       */
      RowVersion: string;
      /** @description The complete new set of the record's own subjects, in order; each at most once (at most 200). Inherited subjects are not part of it. */
      Subjects: {
        SubjectType: components["schemas"]["ResponsibilitySubjectType"];
        SubjectId: string;
        /** Format: date-time */
        IntervalStart?: string | null;
        /** Format: date-time */
        IntervalEnd?: string | null;
      }[];
    };
    /**
     * Format: int32
     * @description How many subjects a record responsibility holds. Values: 0 Single, 1 Multiple.
     * @enum {integer}
     */
    ResponsibilityCardinality: 0 | 1;
    /**
     * Format: int32
     * @description Kind of a responsibility change. Values: 0 Item.
     * @enum {integer}
     */
    ResponsibilityKind: 0;
    /**
     * Format: int32
     * @description Who a record responsibility may name. Values: 0 Users, 1 Groups, 2 UsersAndGroups.
     * @enum {integer}
     */
    ResponsibilitySubjectMode: 0 | 1 | 2;
    /**
     * Format: int32
     * @description Kind of responsible subject. Values: 0 User, 1 ResponsibilityGroup.
     * @enum {integer}
     */
    ResponsibilitySubjectType: 0 | 1;
    ResponsibleSubject: {
      SubjectType?: components["schemas"]["ResponsibilitySubjectType"];
      SubjectId?: string;
      DisplayName?: string;
      ResponsibilityKey?: string;
    };
    /**
     * Format: int32
     * @description Owner of a schema element. Values: 0 Administrator, 1 Package.
     * @enum {integer}
     */
    SchemaSource: 0 | 1;
    /**
     * Format: int32
     * @description Semantic role of a field. Values: 0 None, 1 Title, 2 Subtitle, 3 ScopedIdentifier.
     * @enum {integer}
     */
    SemanticRole: 0 | 1 | 2 | 3;
    /**
     * Format: int32
     * @description Severity of a due date or attention signal. Values: 0 Information, 1 Warning, 2 Critical.
     * @enum {integer}
     */
    SignalSeverity: 0 | 1 | 2;
    /**
     * Format: int32
     * @description Sort direction of a list. Values: 0 Ascending, 1 Descending.
     * @enum {integer}
     */
    SortDirection: 0 | 1;
    /**
     * Format: int32
     * @description Built-in layout block. Values: 0 Fields, 1 Comments, 2 Attachments, 3 Tags, 4 AuditTrail.
     * @enum {integer}
     */
    StandardBlock: 0 | 1 | 2 | 3 | 4;
    StatusResponsibilityHistoryRow: {
      Id?: string;
      BoardStatusId?: string;
      /** Format: date-time */
      ChangedAtUtc?: string;
      ChangedByUserId?: string | null;
      ChangedByUserName?: string | null;
      BeforeSubjects?: components["schemas"]["HistorySubject"][];
      AfterSubjects?: components["schemas"]["HistorySubject"][];
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    StatusResponsibilityHistoryRowArrayApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["StatusResponsibilityHistoryRow"][] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    SubjectCandidate: {
      SubjectType: components["schemas"]["ResponsibilitySubjectType"];
      SubjectId: string;
      DisplayName: string;
      /** @description The user name, or the group key. */
      Subtitle: string | null;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    SubjectCandidateArrayApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["SubjectCandidate"][] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    SurfaceSelector: {
      Mode?: components["schemas"]["SurfaceSelectorMode"];
      SurfaceKey?: string | null;
    };
    /**
     * Format: int32
     * @description How a surface is selected. Values: 0 Default, 1 Specific.
     * @enum {integer}
     */
    SurfaceSelectorMode: 0 | 1;
    Tag: {
      Id?: string;
      TagName?: string;
      Color?: string;
      Category?: string;
    };
    /**
     * Format: int32
     * @description Value type of a target field. Values: 0 Text, 1 Number, 2 Date, 3 DateTime, 4 Boolean, 5 Reference.
     * @enum {integer}
     */
    TargetValueType: 0 | 1 | 2 | 3 | 4 | 5;
    /**
     * Format: int32
     * @description Where a plan's windows start. Values: 0 EntitlementStart, 1 Calendar.
     * @enum {integer}
     */
    TimeBoundWindowAnchor: 0 | 1;
    UiActiveArtifact: {
      /** Format: uuid */
      ProjectRowVersion: string;
      Active: components["schemas"]["UiArtifactAssetLinks"] | null;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    UiActiveArtifactApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["UiActiveArtifact"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    UiArtifactAssetLinks: {
      ArtifactId: string;
      /** @description Absolute URL of the JavaScript; carries a short-lived asset token, never the caller's access token. */
      JavaScriptUrl: string;
      JavaScriptIntegrity: string;
      CssUrl: string;
      CssIntegrity: string;
      /** Format: int32 */
      HostContractVersion: number;
      WebAppVersion: string;
      ArtifactHash: string;
      /** @description Absolute URL of a host page that loads both assets with their integrity (for a sandboxed frame); carries the same asset token. */
      PreviewUrl: string;
      /**
       * Format: date-time
       * @description When the asset token in the URLs stops working.
       */
      ExpiresAt: string;
    };
  };
  responses: never;
  parameters: {
    /** @description The bearer token, only for clients that cannot set an Authorization header. */
    AccessToken: string;
  };
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  RecordMatching_GetLatestFullScan: {
    parameters: {
      query?: {
        /** @description Archive scope: active, archived or combined. */
        archiveMode?: components["schemas"]["ArchiveMode"];
        /** @description One-based page. */
        page?: number;
        pageSize?: number;
        /** @description The matching-profile identifier. */
        profileId?: string;
        /** @description The latest anchored scan of this record instead of the latest target-wide one. */
        anchorInstanceId?: string;
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Entity definition id or normalized key. */
        entityIdOrKey: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RecordMatchingFullScanApiResponse"];
        };
      };
      /** @description Forbidden. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Target not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RecordMatchingFullScanApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RecordMatchingFullScanApiResponse"];
        };
      };
    };
  };
  EntityUi_GetDetailsPage: {
    parameters: {
      query?: {
        instanceId?: string;
        surfaceKey?: string;
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Entity definition id or normalized key. */
        entityIdOrKey: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["DetailsPageBootstrapApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["DetailsPageBootstrapApiResponse"];
        };
      };
      /** @description Forbidden. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Target not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["DetailsPageBootstrapApiResponse"];
        };
      };
    };
  };
  EntityInstances_Archive: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Entity definition id or normalized key. */
        entityIdOrKey: string;
        instanceId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["EntityArchiveRequest"];
        "text/json": components["schemas"]["EntityArchiveRequest"];
        "application/*+json": components["schemas"]["EntityArchiveRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntityInstanceMutationResultApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntityInstanceMutationResultApiResponse"];
        };
      };
    };
  };
  EntityInstances_GetResponsibility: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Entity definition id or normalized key. */
        entityIdOrKey: string;
        instanceId: string;
        responsibilityKey: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ResponsibilityAssignmentApiResponse"];
        };
      };
      /** @description Not authenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Target not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ResponsibilityAssignmentApiResponse"];
        };
      };
    };
  };
  EntityInstances_ReplaceResponsibility: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Entity definition id or normalized key. */
        entityIdOrKey: string;
        instanceId: string;
        responsibilityKey: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["ResponsibilityAssignmentReplaceRequest"];
        "text/json": components["schemas"]["ResponsibilityAssignmentReplaceRequest"];
        "application/*+json": components["schemas"]["ResponsibilityAssignmentReplaceRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ResponsibilityAssignmentApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ResponsibilityAssignmentApiResponse"];
        };
      };
      /** @description Not authenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Forbidden. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Target not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ResponsibilityAssignmentApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ResponsibilityAssignmentApiResponse"];
        };
      };
    };
  };
  Attachments_ListForResource: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["AttachmentListRequest"];
        "text/json": components["schemas"]["AttachmentListRequest"];
        "application/*+json": components["schemas"]["AttachmentListRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["AttachmentListApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["AttachmentListApiResponse"];
        };
      };
      /** @description Forbidden. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
    };
  };
  RecordMatching_ListScannableProfiles: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RecordMatchingScannableProfileArrayApiResponse"];
        };
      };
      /** @description Not authenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
    };
  };
  RecordMatching_StartFullScan: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Entity definition id or normalized key. */
        entityIdOrKey: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["RecordMatchingFullScanStartRequest"];
        "text/json": components["schemas"]["RecordMatchingFullScanStartRequest"];
        "application/*+json": components["schemas"]["RecordMatchingFullScanStartRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RecordMatchingFullScanApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RecordMatchingFullScanApiResponse"];
        };
      };
      /** @description Not authenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Target not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RecordMatchingFullScanApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RecordMatchingFullScanApiResponse"];
        };
      };
    };
  };
  RecordMatching_Decide: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Entity definition id or normalized key. */
        entityIdOrKey: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["RecordMatchingDecisionRequest"];
        "text/json": components["schemas"]["RecordMatchingDecisionRequest"];
        "application/*+json": components["schemas"]["RecordMatchingDecisionRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RecordMatchingDecisionResultApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RecordMatchingDecisionResultApiResponse"];
        };
      };
      /** @description Not authenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Forbidden. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Target not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RecordMatchingDecisionResultApiResponse"];
        };
      };
    };
  };
  RecordMatching_CancelFullScan: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Entity definition id or normalized key. */
        entityIdOrKey: string;
        /** @description Id of the full scan. */
        scanId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RecordMatchingFullScanApiResponse"];
        };
      };
      /** @description Not authenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Target not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RecordMatchingFullScanApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RecordMatchingFullScanApiResponse"];
        };
      };
    };
  };
  EntityInstances_List: {
    parameters: {
      query?: {
        /** @description One-based page number. */
        Page?: number;
        PageSize?: number;
        /** @description Free-text search. */
        Search?: string;
        /** @description A field key, or Number, CreatedAt, ModifiedAt. */
        SortField?: string;
        SortDirection?: components["schemas"]["SortDirection"];
        /** @description Default Active. */
        ArchiveState?: components["schemas"]["InstanceArchiveState"];
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Entity definition id or normalized key (Name). */
        entityIdOrKey: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntityInstancePageApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntityInstancePageApiResponse"];
        };
      };
      /** @description Not authenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Forbidden. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Target not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntityInstancePageApiResponse"];
        };
      };
    };
  };
  EntityInstances_Create: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Entity definition id or normalized key (Name). */
        entityIdOrKey: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["EntityInstanceCreateRequest"];
        "text/json": components["schemas"]["EntityInstanceCreateRequest"];
        "application/*+json": components["schemas"]["EntityInstanceCreateRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntityInstanceMutationResultApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntityInstanceMutationResultApiResponse"];
        };
      };
      /** @description Not authenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Forbidden. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Target not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntityInstanceMutationResultApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntityInstanceMutationResultApiResponse"];
        };
      };
    };
  };
  EntityInstances_Get: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Entity definition id or normalized key (Name). */
        entityIdOrKey: string;
        /** @description Id of the entity instance. */
        instanceId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntityInstanceApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntityInstanceApiResponse"];
        };
      };
      /** @description Not authenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Forbidden. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Target not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntityInstanceApiResponse"];
        };
      };
    };
  };
  EntityInstances_Delete: {
    parameters: {
      query?: {
        /** @description Expected row version; when given and stale the delete answers 409 with the current instance. */
        rowVersion?: string;
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Entity definition id or normalized key (Name). */
        entityIdOrKey: string;
        /** @description Id of the entity instance. */
        instanceId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntityInstanceMutationResultApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntityInstanceMutationResultApiResponse"];
        };
      };
      /** @description Not authenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Forbidden. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Target not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntityInstanceMutationResultApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntityInstanceMutationResultApiResponse"];
        };
      };
    };
  };
  EntityInstances_Patch: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Entity definition id or normalized key (Name). */
        entityIdOrKey: string;
        /** @description Id of the entity instance. */
        instanceId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["EntityInstancePatchRequest"];
        "text/json": components["schemas"]["EntityInstancePatchRequest"];
        "application/*+json": components["schemas"]["EntityInstancePatchRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntityInstanceMutationResultApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntityInstanceMutationResultApiResponse"];
        };
      };
      /** @description Not authenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Forbidden. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Target not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntityInstanceMutationResultApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntityInstanceMutationResultApiResponse"];
        };
      };
    };
  };
  EntityInstances_Restore: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Entity definition id or normalized key (Name). */
        entityIdOrKey: string;
        /** @description Id of the entity instance. */
        instanceId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["EntityInstanceRestoreRequest"];
        "text/json": components["schemas"]["EntityInstanceRestoreRequest"];
        "application/*+json": components["schemas"]["EntityInstanceRestoreRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntityInstanceMutationResultApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntityInstanceMutationResultApiResponse"];
        };
      };
      /** @description Not authenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Forbidden. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Target not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntityInstanceMutationResultApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntityInstanceMutationResultApiResponse"];
        };
      };
    };
  };
  EntityInstances_ListChanges: {
    parameters: {
      query?: {
        /** @description One-based page number. */
        Page?: number;
        PageSize?: number;
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Entity definition id or normalized key (Name). */
        entityIdOrKey: string;
        /** @description Id of the entity instance. */
        instanceId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntityInstanceChangePageApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntityInstanceChangePageApiResponse"];
        };
      };
      /** @description Not authenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Forbidden. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Target not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntityInstanceChangePageApiResponse"];
        };
      };
    };
  };
  EntityInstances_Lookup: {
    parameters: {
      query?: {
        /** @description Free-text search over Number and the text-like fields. */
        Search?: string;
        Limit?: number;
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Entity definition id or normalized key (Name). */
        entityIdOrKey: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntityInstanceLookupItemArrayApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntityInstanceLookupItemArrayApiResponse"];
        };
      };
      /** @description Not authenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Forbidden. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Target not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntityInstanceLookupItemArrayApiResponse"];
        };
      };
    };
  };
  EntityInstances_SearchSubjects: {
    parameters: {
      query?: {
        /** @description Part of the display name, user name or e-mail (users), or of the name or key (groups). */
        search?: string;
        /** @description Only users (0) or only groups (1). */
        subjectType?: components["schemas"]["ResponsibilitySubjectType"];
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Entity definition id or normalized key (Name). */
        entityIdOrKey: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["SubjectCandidateArrayApiResponse"];
        };
      };
      /** @description Not authenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Target not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["SubjectCandidateArrayApiResponse"];
        };
      };
    };
  };
  Functions_ListPublications: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionRuntimePublicationArrayApiResponse"];
        };
      };
      /** @description Not authenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
    };
  };
  Functions_ExecuteCommand: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Key of the publication. */
        publicationKey: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["FunctionCommandRequest"];
        "text/json": components["schemas"]["FunctionCommandRequest"];
        "application/*+json": components["schemas"]["FunctionCommandRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionCommandResultApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionCommandResultApiResponse"];
        };
      };
      /** @description Not authenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Forbidden. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Target not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionCommandResultApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionCommandResultApiResponse"];
        };
      };
    };
  };
  Functions_Enqueue: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Key of the publication. */
        publicationKey: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["FunctionEnqueueRequest"];
        "text/json": components["schemas"]["FunctionEnqueueRequest"];
        "application/*+json": components["schemas"]["FunctionEnqueueRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionEnqueueResultApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionEnqueueResultApiResponse"];
        };
      };
      /** @description Not authenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Forbidden. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Target not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionEnqueueResultApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionEnqueueResultApiResponse"];
        };
      };
    };
  };
  Functions_GetJob: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the job. */
        jobId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionJobTrackingApiResponse"];
        };
      };
      /** @description Not authenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Forbidden. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Target not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionJobTrackingApiResponse"];
        };
      };
    };
  };
  Functions_HttpEndpointGet: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Key of the HTTP endpoint. */
        endpointKey: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionHttpEndpointResultApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionHttpEndpointResultApiResponse"];
        };
      };
      /** @description Not authenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Forbidden. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Target not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionHttpEndpointResultApiResponse"];
        };
      };
      /** @description Response. */
      405: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionHttpEndpointResultApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionHttpEndpointResultApiResponse"];
        };
      };
      /** @description Response. */
      411: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionHttpEndpointResultApiResponse"];
        };
      };
      /** @description Response. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionHttpEndpointResultApiResponse"];
        };
      };
      /** @description Response. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionHttpEndpointResultApiResponse"];
        };
      };
      /** @description Response. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionHttpEndpointResultApiResponse"];
        };
      };
    };
  };
  Functions_HttpEndpointPut: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Key of the HTTP endpoint. */
        endpointKey: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionHttpEndpointResultApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionHttpEndpointResultApiResponse"];
        };
      };
      /** @description Not authenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Forbidden. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Target not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionHttpEndpointResultApiResponse"];
        };
      };
      /** @description Response. */
      405: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionHttpEndpointResultApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionHttpEndpointResultApiResponse"];
        };
      };
      /** @description Response. */
      411: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionHttpEndpointResultApiResponse"];
        };
      };
      /** @description Response. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionHttpEndpointResultApiResponse"];
        };
      };
      /** @description Response. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionHttpEndpointResultApiResponse"];
        };
      };
      /** @description Response. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionHttpEndpointResultApiResponse"];
        };
      };
    };
  };
  Functions_HttpEndpointPost: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Key of the HTTP endpoint. */
        endpointKey: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionHttpEndpointResultApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionHttpEndpointResultApiResponse"];
        };
      };
      /** @description Not authenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Forbidden. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Target not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionHttpEndpointResultApiResponse"];
        };
      };
      /** @description Response. */
      405: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionHttpEndpointResultApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionHttpEndpointResultApiResponse"];
        };
      };
      /** @description Response. */
      411: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionHttpEndpointResultApiResponse"];
        };
      };
      /** @description Response. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionHttpEndpointResultApiResponse"];
        };
      };
      /** @description Response. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionHttpEndpointResultApiResponse"];
        };
      };
      /** @description Response. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionHttpEndpointResultApiResponse"];
        };
      };
    };
  };
  Functions_HttpEndpointDelete: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Key of the HTTP endpoint. */
        endpointKey: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionHttpEndpointResultApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionHttpEndpointResultApiResponse"];
        };
      };
      /** @description Not authenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Forbidden. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Target not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionHttpEndpointResultApiResponse"];
        };
      };
      /** @description Response. */
      405: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionHttpEndpointResultApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionHttpEndpointResultApiResponse"];
        };
      };
      /** @description Response. */
      411: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionHttpEndpointResultApiResponse"];
        };
      };
      /** @description Response. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionHttpEndpointResultApiResponse"];
        };
      };
      /** @description Response. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionHttpEndpointResultApiResponse"];
        };
      };
      /** @description Response. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionHttpEndpointResultApiResponse"];
        };
      };
    };
  };
  Functions_HttpEndpointPatch: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Key of the HTTP endpoint. */
        endpointKey: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionHttpEndpointResultApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionHttpEndpointResultApiResponse"];
        };
      };
      /** @description Not authenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Forbidden. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Target not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionHttpEndpointResultApiResponse"];
        };
      };
      /** @description Response. */
      405: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionHttpEndpointResultApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionHttpEndpointResultApiResponse"];
        };
      };
      /** @description Response. */
      411: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionHttpEndpointResultApiResponse"];
        };
      };
      /** @description Response. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionHttpEndpointResultApiResponse"];
        };
      };
      /** @description Response. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionHttpEndpointResultApiResponse"];
        };
      };
      /** @description Response. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionHttpEndpointResultApiResponse"];
        };
      };
    };
  };
  Functions_HttpEndpointGetWithSuffix: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Key of the HTTP endpoint. */
        endpointKey: string;
        /** @description The path segment after the key, as the endpoint allows. */
        pathSuffix: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionHttpEndpointResultApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionHttpEndpointResultApiResponse"];
        };
      };
      /** @description Not authenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Forbidden. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Target not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionHttpEndpointResultApiResponse"];
        };
      };
      /** @description Response. */
      405: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionHttpEndpointResultApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionHttpEndpointResultApiResponse"];
        };
      };
      /** @description Response. */
      411: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionHttpEndpointResultApiResponse"];
        };
      };
      /** @description Response. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionHttpEndpointResultApiResponse"];
        };
      };
      /** @description Response. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionHttpEndpointResultApiResponse"];
        };
      };
      /** @description Response. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionHttpEndpointResultApiResponse"];
        };
      };
    };
  };
  Functions_HttpEndpointPutWithSuffix: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Key of the HTTP endpoint. */
        endpointKey: string;
        /** @description The path segment after the key, as the endpoint allows. */
        pathSuffix: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionHttpEndpointResultApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionHttpEndpointResultApiResponse"];
        };
      };
      /** @description Not authenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Forbidden. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Target not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionHttpEndpointResultApiResponse"];
        };
      };
      /** @description Response. */
      405: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionHttpEndpointResultApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionHttpEndpointResultApiResponse"];
        };
      };
      /** @description Response. */
      411: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionHttpEndpointResultApiResponse"];
        };
      };
      /** @description Response. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionHttpEndpointResultApiResponse"];
        };
      };
      /** @description Response. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionHttpEndpointResultApiResponse"];
        };
      };
      /** @description Response. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionHttpEndpointResultApiResponse"];
        };
      };
    };
  };
  Functions_HttpEndpointPostWithSuffix: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Key of the HTTP endpoint. */
        endpointKey: string;
        /** @description The path segment after the key, as the endpoint allows. */
        pathSuffix: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionHttpEndpointResultApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionHttpEndpointResultApiResponse"];
        };
      };
      /** @description Not authenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Forbidden. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Target not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionHttpEndpointResultApiResponse"];
        };
      };
      /** @description Response. */
      405: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionHttpEndpointResultApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionHttpEndpointResultApiResponse"];
        };
      };
      /** @description Response. */
      411: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionHttpEndpointResultApiResponse"];
        };
      };
      /** @description Response. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionHttpEndpointResultApiResponse"];
        };
      };
      /** @description Response. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionHttpEndpointResultApiResponse"];
        };
      };
      /** @description Response. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionHttpEndpointResultApiResponse"];
        };
      };
    };
  };
  Functions_HttpEndpointDeleteWithSuffix: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Key of the HTTP endpoint. */
        endpointKey: string;
        /** @description The path segment after the key, as the endpoint allows. */
        pathSuffix: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionHttpEndpointResultApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionHttpEndpointResultApiResponse"];
        };
      };
      /** @description Not authenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Forbidden. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Target not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionHttpEndpointResultApiResponse"];
        };
      };
      /** @description Response. */
      405: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionHttpEndpointResultApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionHttpEndpointResultApiResponse"];
        };
      };
      /** @description Response. */
      411: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionHttpEndpointResultApiResponse"];
        };
      };
      /** @description Response. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionHttpEndpointResultApiResponse"];
        };
      };
      /** @description Response. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionHttpEndpointResultApiResponse"];
        };
      };
      /** @description Response. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionHttpEndpointResultApiResponse"];
        };
      };
    };
  };
  Functions_HttpEndpointPatchWithSuffix: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Key of the HTTP endpoint. */
        endpointKey: string;
        /** @description The path segment after the key, as the endpoint allows. */
        pathSuffix: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionHttpEndpointResultApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionHttpEndpointResultApiResponse"];
        };
      };
      /** @description Not authenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Forbidden. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Target not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionHttpEndpointResultApiResponse"];
        };
      };
      /** @description Response. */
      405: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionHttpEndpointResultApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionHttpEndpointResultApiResponse"];
        };
      };
      /** @description Response. */
      411: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionHttpEndpointResultApiResponse"];
        };
      };
      /** @description Response. */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionHttpEndpointResultApiResponse"];
        };
      };
      /** @description Response. */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionHttpEndpointResultApiResponse"];
        };
      };
      /** @description Response. */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionHttpEndpointResultApiResponse"];
        };
      };
    };
  };
  EntityActions_List: {
    parameters: {
      query?: {
        /** @description ListToolbar or RecordDetails: only the actions shown there (Both: all). */
        placement?: components["schemas"]["EntityActionPlacement"];
        /** @description The selected records, comma-separated (up to 300 ids; a larger selection is checked when it runs). */
        instanceIds?: string;
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Entity definition id or Name. */
        entityIdOrKey: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntityActionAvailabilityArrayApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntityActionAvailabilityArrayApiResponse"];
        };
      };
      /** @description Not authenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Forbidden. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Target not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntityActionAvailabilityArrayApiResponse"];
        };
      };
    };
  };
  EntityActions_Execute: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Entity definition id or Name. */
        entityIdOrKey: string;
        /** @description Key of the action. */
        actionKey: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["EntityActionExecuteRequest"];
        "text/json": components["schemas"]["EntityActionExecuteRequest"];
        "application/*+json": components["schemas"]["EntityActionExecuteRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntityActionExecuteResultApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntityActionExecuteResultApiResponse"];
        };
      };
      /** @description Not authenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Forbidden. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Target not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntityActionExecuteResultApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntityActionExecuteResultApiResponse"];
        };
      };
    };
  };
  EntityActions_GetRun: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Entity definition id or Name. */
        entityIdOrKey: string;
        /** @description Id of the run. */
        runId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntityActionRunApiResponse"];
        };
      };
      /** @description Not authenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Forbidden. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Target not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntityActionRunApiResponse"];
        };
      };
    };
  };
  FileUploads_Start: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["FileUploadStartRequest"];
        "text/json": components["schemas"]["FileUploadStartRequest"];
        "application/*+json": components["schemas"]["FileUploadStartRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FileUploadSessionApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FileUploadSessionApiResponse"];
        };
      };
      /** @description Not authenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Forbidden. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Target not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FileUploadSessionApiResponse"];
        };
      };
    };
  };
  FileUploads_Get: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the upload session. */
        uploadId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FileUploadSessionApiResponse"];
        };
      };
      /** @description Not authenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Forbidden. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Target not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FileUploadSessionApiResponse"];
        };
      };
    };
  };
  FileUploads_Abort: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the upload session. */
        uploadId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FileUploadSessionApiResponse"];
        };
      };
      /** @description Not authenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Forbidden. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Target not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FileUploadSessionApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FileUploadSessionApiResponse"];
        };
      };
    };
  };
  FileUploads_PutChunk: {
    parameters: {
      query: {
        /** @description Byte offset of the chunk in the file. */
        offset: number;
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the upload session. */
        uploadId: string;
      };
      cookie?: never;
    };
    /** @description The chunk's bytes, at most MaxChunkSizeBytes. */
    requestBody: {
      content: {
        "application/octet-stream": string;
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FileUploadSessionApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FileUploadSessionApiResponse"];
        };
      };
      /** @description Not authenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Forbidden. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Target not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FileUploadSessionApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FileUploadSessionApiResponse"];
        };
      };
    };
  };
  FileUploads_Complete: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the upload session. */
        uploadId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["FileUploadCompleteRequest"];
        "text/json": components["schemas"]["FileUploadCompleteRequest"];
        "application/*+json": components["schemas"]["FileUploadCompleteRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["AttachmentListItemApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["AttachmentListItemApiResponse"];
        };
      };
      /** @description Not authenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Forbidden. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Target not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["AttachmentListItemApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["AttachmentListItemApiResponse"];
        };
      };
    };
  };
  Files_Download: {
    parameters: {
      query?: {
        /** @description inline only for images and PDFs; default attachment. */
        disposition?: "attachment" | "inline";
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the file. */
        fileId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The bytes; Content-Type is the file's MIME type. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/octet-stream": string;
        };
      };
      /** @description Not authenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Forbidden. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Target not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FileContentApiResponse"];
        };
      };
    };
  };
  Files_Delete: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the file. */
        fileId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["AttachmentListItemApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["AttachmentListItemApiResponse"];
        };
      };
      /** @description Not authenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Forbidden. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Target not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["AttachmentListItemApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["AttachmentListItemApiResponse"];
        };
      };
    };
  };
  Files_Rename: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the file. */
        fileId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["FileRenameRequest"];
        "text/json": components["schemas"]["FileRenameRequest"];
        "application/*+json": components["schemas"]["FileRenameRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["AttachmentListItemApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["AttachmentListItemApiResponse"];
        };
      };
      /** @description Not authenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Forbidden. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Target not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["AttachmentListItemApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["AttachmentListItemApiResponse"];
        };
      };
    };
  };
  Files_Restore: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the file. */
        fileId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["AttachmentListItemApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["AttachmentListItemApiResponse"];
        };
      };
      /** @description Not authenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Forbidden. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Target not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["AttachmentListItemApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["AttachmentListItemApiResponse"];
        };
      };
    };
  };
  BoardItems_Search: {
    parameters: {
      query?: {
        /** @description Part of the Number or Subject. */
        search?: string;
        /** @description One-based page. */
        page?: number;
        /** @description Items per page (1..200). */
        pageSize?: number;
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Board id or key (case-insensitive). */
        boardIdOrKey: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardItemSummaryPageApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardItemSummaryPageApiResponse"];
        };
      };
      /** @description Not authenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Forbidden. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Target not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardItemSummaryPageApiResponse"];
        };
      };
    };
  };
  BoardItems_Add: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Board id or normalized key. */
        boardIdOrKey: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["BoardItemAddRequest"];
        "text/json": components["schemas"]["BoardItemAddRequest"];
        "application/*+json": components["schemas"]["BoardItemAddRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardItemApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardItemApiResponse"];
        };
      };
    };
  };
  BoardItems_UpdateBoardData: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Board id or normalized key. */
        boardIdOrKey: string;
        boardItemId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["BoardItemDataUpdateRequest"];
        "text/json": components["schemas"]["BoardItemDataUpdateRequest"];
        "application/*+json": components["schemas"]["BoardItemDataUpdateRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardItemApiResponse"];
        };
      };
    };
  };
  BoardItems_GetAuditTrail: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Board id or normalized key. */
        boardIdOrKey: string;
        boardItemId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardItemAuditRowArrayApiResponse"];
        };
      };
      /** @description Forbidden. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Target not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardItemAuditRowArrayApiResponse"];
        };
      };
    };
  };
  BoardItems_GetMoveOptions: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Board id or normalized key. */
        boardIdOrKey: string;
        boardItemId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardMoveOptionsApiResponse"];
        };
      };
      /** @description Forbidden. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Target not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardMoveOptionsApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardMoveOptionsApiResponse"];
        };
      };
    };
  };
  BoardItems_DeleteProcessAttachment: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Board id or normalized key. */
        boardIdOrKey: string;
        boardItemId: string;
        fileReferenceId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BooleanApiResponse"];
        };
      };
      /** @description Forbidden. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Target not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BooleanApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BooleanApiResponse"];
        };
      };
    };
  };
  BoardStatuses_GetResponsibilityHistory: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Board id or normalized key. */
        boardIdOrKey: string;
        boardStatusId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["StatusResponsibilityHistoryRowArrayApiResponse"];
        };
      };
      /** @description Forbidden. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Target not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["StatusResponsibilityHistoryRowArrayApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["StatusResponsibilityHistoryRowArrayApiResponse"];
        };
      };
    };
  };
  Boards_List: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardRuntimeSummaryArrayApiResponse"];
        };
      };
      /** @description Not authenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Forbidden. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
    };
  };
  Boards_Get: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Board id or key (case-insensitive). */
        boardIdOrKey: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardRuntimeModelApiResponse"];
        };
      };
      /** @description Not authenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Forbidden. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Target not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardRuntimeModelApiResponse"];
        };
      };
    };
  };
  Boards_ListStatusItems: {
    parameters: {
      query?: {
        /** @description One-based page. */
        page?: number;
        /** @description Items per page (1..200). */
        pageSize?: number;
        /** @description Part of the Subject or the Number (KEY-12, or 12). */
        search?: string;
        /** @description A field value as `fieldKey:optionKey` of a single-value Select field (repeat the parameter; several values of one field match any of them). */
        field?: string[];
        /** @description An item-level subject: `user:<userId>` or `group:<groupId>`. */
        assignee?: string;
        /** @description A tag name (case-insensitive). */
        tag?: string;
        /** @description Open items past their due time, open items due within 3 days, or items without a due date. */
        due?: "overdue" | "dueSoon" | "none";
        /** @description Swimlanes: `assignee` or `field:<fieldKey>` of a single-value Select field; needs `lane`. */
        laneBy?: string;
        /** @description The swimlane: an option key or `user:<id>` / `group:<id>`, or `none` (no value, nobody responsible). */
        lane?: string;
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Board id or key (case-insensitive). */
        boardIdOrKey: string;
        /** @description Id of the board status (column). */
        boardStatusId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardItemPageApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardItemPageApiResponse"];
        };
      };
      /** @description Not authenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Forbidden. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Target not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardItemPageApiResponse"];
        };
      };
    };
  };
  Boards_SearchSubjects: {
    parameters: {
      query?: {
        /** @description Part of the display name, user name or e-mail (users), or of the name or key (groups). */
        search?: string;
        /** @description Only users (0) or only groups (1). */
        subjectType?: components["schemas"]["ResponsibilitySubjectType"];
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Board id or key (case-insensitive). */
        boardIdOrKey: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["SubjectCandidateArrayApiResponse"];
        };
      };
      /** @description Not authenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Forbidden. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Target not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["SubjectCandidateArrayApiResponse"];
        };
      };
    };
  };
  Boards_ListAssignees: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Board id or key (case-insensitive). */
        boardIdOrKey: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["SubjectCandidateArrayApiResponse"];
        };
      };
      /** @description Not authenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Forbidden. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Target not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["SubjectCandidateArrayApiResponse"];
        };
      };
    };
  };
  Boards_GetFlowMetrics: {
    parameters: {
      query?: {
        /** @description Days back from today (1..180). */
        days?: number;
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Board id or key (case-insensitive). */
        boardIdOrKey: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardFlowMetricsApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardFlowMetricsApiResponse"];
        };
      };
      /** @description Not authenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Forbidden. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Target not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardFlowMetricsApiResponse"];
        };
      };
    };
  };
  BoardItems_Get: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Board id or key (case-insensitive). */
        boardIdOrKey: string;
        /** @description Id of the board item. */
        boardItemId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardItemApiResponse"];
        };
      };
      /** @description Not authenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Forbidden. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Target not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardItemApiResponse"];
        };
      };
    };
  };
  BoardItems_Move: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Board id or key (case-insensitive). */
        boardIdOrKey: string;
        /** @description Id of the board item. */
        boardItemId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["BoardItemMoveRequest"];
        "text/json": components["schemas"]["BoardItemMoveRequest"];
        "application/*+json": components["schemas"]["BoardItemMoveRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardItemApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardItemApiResponse"];
        };
      };
      /** @description Not authenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Forbidden. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Target not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardItemApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardItemApiResponse"];
        };
      };
    };
  };
  BoardItems_Remove: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Board id or key (case-insensitive). */
        boardIdOrKey: string;
        /** @description Id of the board item. */
        boardItemId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["BoardItemRemoveRequest"];
        "text/json": components["schemas"]["BoardItemRemoveRequest"];
        "application/*+json": components["schemas"]["BoardItemRemoveRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BooleanApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BooleanApiResponse"];
        };
      };
      /** @description Not authenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Forbidden. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Target not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BooleanApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BooleanApiResponse"];
        };
      };
    };
  };
  BoardItems_ReplaceTags: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Board id or key (case-insensitive). */
        boardIdOrKey: string;
        /** @description Id of the board item. */
        boardItemId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["BoardItemTagsReplaceRequest"];
        "text/json": components["schemas"]["BoardItemTagsReplaceRequest"];
        "application/*+json": components["schemas"]["BoardItemTagsReplaceRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardItemApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardItemApiResponse"];
        };
      };
      /** @description Not authenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Forbidden. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Target not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardItemApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardItemApiResponse"];
        };
      };
    };
  };
  BoardItems_ReplaceResponsibility: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Board id or key (case-insensitive). */
        boardIdOrKey: string;
        /** @description Id of the board item. */
        boardItemId: string;
        /** @description An item-level responsibility key of the board. */
        responsibilityKey: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["BoardItemResponsibilityReplaceRequest"];
        "text/json": components["schemas"]["BoardItemResponsibilityReplaceRequest"];
        "application/*+json": components["schemas"]["BoardItemResponsibilityReplaceRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardItemApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardItemApiResponse"];
        };
      };
      /** @description Not authenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Forbidden. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Target not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardItemApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardItemApiResponse"];
        };
      };
    };
  };
  BoardItems_SetDueDate: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Board id or key (case-insensitive). */
        boardIdOrKey: string;
        /** @description Id of the board item. */
        boardItemId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["BoardItemDueDateRequest"];
        "text/json": components["schemas"]["BoardItemDueDateRequest"];
        "application/*+json": components["schemas"]["BoardItemDueDateRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardItemApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardItemApiResponse"];
        };
      };
      /** @description Not authenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Forbidden. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Target not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardItemApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardItemApiResponse"];
        };
      };
    };
  };
  BoardItems_AssignCycle: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Board id or key (case-insensitive). */
        boardIdOrKey: string;
        /** @description Id of the board item. */
        boardItemId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["BoardItemCycleRequest"];
        "text/json": components["schemas"]["BoardItemCycleRequest"];
        "application/*+json": components["schemas"]["BoardItemCycleRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardItemApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardItemApiResponse"];
        };
      };
      /** @description Not authenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Forbidden. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Target not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardItemApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardItemApiResponse"];
        };
      };
    };
  };
  BoardItems_ListLinks: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Board id or key (case-insensitive). */
        boardIdOrKey: string;
        /** @description Id of the board item. */
        boardItemId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardItemLinkArrayApiResponse"];
        };
      };
      /** @description Not authenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Forbidden. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Target not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardItemLinkArrayApiResponse"];
        };
      };
    };
  };
  BoardItems_CreateLink: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Board id or key (case-insensitive). */
        boardIdOrKey: string;
        /** @description Id of the board item. */
        boardItemId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["BoardItemLinkCreateRequest"];
        "text/json": components["schemas"]["BoardItemLinkCreateRequest"];
        "application/*+json": components["schemas"]["BoardItemLinkCreateRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardItemLinkApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardItemLinkApiResponse"];
        };
      };
      /** @description Not authenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Forbidden. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Target not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardItemLinkApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardItemLinkApiResponse"];
        };
      };
    };
  };
  BoardItems_DeleteLink: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Board id or key (case-insensitive). */
        boardIdOrKey: string;
        /** @description Id of the board item. */
        boardItemId: string;
        /** @description Id of the link. */
        linkId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BooleanApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BooleanApiResponse"];
        };
      };
      /** @description Not authenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Forbidden. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Target not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BooleanApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BooleanApiResponse"];
        };
      };
    };
  };
  BoardItems_ListComments: {
    parameters: {
      query?: {
        /** @description One-based page. */
        page?: number;
        /** @description Items per page (1..200). */
        pageSize?: number;
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Board id or key (case-insensitive). */
        boardIdOrKey: string;
        /** @description Id of the board item. */
        boardItemId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardItemCommentPageApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardItemCommentPageApiResponse"];
        };
      };
      /** @description Not authenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Forbidden. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Target not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardItemCommentPageApiResponse"];
        };
      };
    };
  };
  BoardItems_AddComment: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Board id or key (case-insensitive). */
        boardIdOrKey: string;
        /** @description Id of the board item. */
        boardItemId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["BoardItemCommentCreateRequest"];
        "text/json": components["schemas"]["BoardItemCommentCreateRequest"];
        "application/*+json": components["schemas"]["BoardItemCommentCreateRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardItemCommentApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardItemCommentApiResponse"];
        };
      };
      /** @description Not authenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Forbidden. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Target not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardItemCommentApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardItemCommentApiResponse"];
        };
      };
    };
  };
  BoardItems_UpdateComment: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Board id or key (case-insensitive). */
        boardIdOrKey: string;
        /** @description Id of the board item. */
        boardItemId: string;
        /** @description Id of the comment. */
        commentId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["BoardItemCommentUpdateRequest"];
        "text/json": components["schemas"]["BoardItemCommentUpdateRequest"];
        "application/*+json": components["schemas"]["BoardItemCommentUpdateRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardItemCommentApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardItemCommentApiResponse"];
        };
      };
      /** @description Not authenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Forbidden. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Target not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardItemCommentApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardItemCommentApiResponse"];
        };
      };
    };
  };
  BoardItems_DeleteComment: {
    parameters: {
      query?: {
        /** @description The comment's RowVersion as the caller saw it. */
        rowVersion?: string;
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Board id or key (case-insensitive). */
        boardIdOrKey: string;
        /** @description Id of the board item. */
        boardItemId: string;
        /** @description Id of the comment. */
        commentId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BooleanApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BooleanApiResponse"];
        };
      };
      /** @description Not authenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Forbidden. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Target not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BooleanApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BooleanApiResponse"];
        };
      };
    };
  };
  EntitlementOperations_AdjustQuantity: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        entitlementId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["EntitlementQuantityAdjustRequest"];
        "text/json": components["schemas"]["EntitlementQuantityAdjustRequest"];
        "application/*+json": components["schemas"]["EntitlementQuantityAdjustRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntitlementDetailApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntitlementDetailApiResponse"];
        };
      };
    };
  };
  Entitlements_ListOptions: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntitlementRuntimeOptionsApiResponse"];
        };
      };
      /** @description Not authenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Forbidden. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
    };
  };
  Entitlements_List: {
    parameters: {
      query?: {
        /** @description One-based page. */
        Page?: number;
        /** @description Items per page (1..200). */
        PageSize?: number;
        /** @description An entitlement number, or text of the owner's display name. */
        Search?: string;
        /** @description Only this owner's entitlements. */
        OwnerEntityInstanceId?: string;
        EntitlementModelId?: string;
        EntitlementPlanId?: string;
        /** @description The stored status. */
        Status?: components["schemas"]["EntitlementStatus"];
        /** @description The state by the clock now. */
        EffectiveState?: components["schemas"]["EntitlementEffectiveState"];
        /** @description True: only entitlements with a limit of the period running now consumed above its granted amount. */
        OverLimit?: boolean;
        /** @description Default Number. */
        SortField?: components["schemas"]["EntitlementSortField"];
        /** @description Default Descending for Number, else Ascending. */
        SortDirection?: components["schemas"]["SortDirection"];
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntitlementPageApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntitlementPageApiResponse"];
        };
      };
      /** @description Not authenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Forbidden. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
    };
  };
  Entitlements_Issue: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["EntitlementIssueRequest"];
        "text/json": components["schemas"]["EntitlementIssueRequest"];
        "application/*+json": components["schemas"]["EntitlementIssueRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntitlementDetailApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntitlementDetailApiResponse"];
        };
      };
      /** @description Not authenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Forbidden. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Target not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntitlementDetailApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntitlementDetailApiResponse"];
        };
      };
    };
  };
  Entitlements_Get: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the entitlement. */
        entitlementId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntitlementDetailApiResponse"];
        };
      };
      /** @description Not authenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Forbidden. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Target not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntitlementDetailApiResponse"];
        };
      };
    };
  };
  Entitlements_ApplyLifecycle: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the entitlement. */
        entitlementId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["EntitlementLifecycleRequest"];
        "text/json": components["schemas"]["EntitlementLifecycleRequest"];
        "application/*+json": components["schemas"]["EntitlementLifecycleRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntitlementDetailApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntitlementDetailApiResponse"];
        };
      };
      /** @description Not authenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Forbidden. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Target not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntitlementDetailApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntitlementDetailApiResponse"];
        };
      };
    };
  };
  Entitlements_ListRenewals: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the entitlement. */
        entitlementId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntitlementRenewalOperationArrayApiResponse"];
        };
      };
      /** @description Not authenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Forbidden. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Target not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntitlementRenewalOperationArrayApiResponse"];
        };
      };
    };
  };
  Entitlements_Renew: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the entitlement. */
        entitlementId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["EntitlementRenewRequest"];
        "text/json": components["schemas"]["EntitlementRenewRequest"];
        "application/*+json": components["schemas"]["EntitlementRenewRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntitlementRenewalOperationApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntitlementRenewalOperationApiResponse"];
        };
      };
      /** @description Not authenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Forbidden. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Target not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntitlementRenewalOperationApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntitlementRenewalOperationApiResponse"];
        };
      };
    };
  };
  EntitlementOperations_ReverseLedgerEntry: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the entitlement. */
        entitlementId: string;
        /** @description Id of the ledger entry. */
        ledgerEntryId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["EntitlementLedgerReverseRequest"];
        "text/json": components["schemas"]["EntitlementLedgerReverseRequest"];
        "application/*+json": components["schemas"]["EntitlementLedgerReverseRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntitlementDetailApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntitlementDetailApiResponse"];
        };
      };
      /** @description Not authenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Forbidden. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Target not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntitlementDetailApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntitlementDetailApiResponse"];
        };
      };
    };
  };
  EntitlementOperations_ListLedger: {
    parameters: {
      query?: {
        /** @description Only this limit's entries. */
        EntitlementLimitId?: string;
        /** @description One-based page. */
        Page?: number;
        /** @description Items per page (1..200). */
        PageSize?: number;
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the entitlement. */
        entitlementId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntitlementLedgerPageApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntitlementLedgerPageApiResponse"];
        };
      };
      /** @description Not authenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Forbidden. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Target not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntitlementLedgerPageApiResponse"];
        };
      };
    };
  };
  EntitlementOperations_GetBalanceAsOf: {
    parameters: {
      query?: {
        /** @description The moment; omitted = now. */
        AsOfUtc?: string;
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the entitlement. */
        entitlementId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntitlementBalanceAsOfApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntitlementBalanceAsOfApiResponse"];
        };
      };
      /** @description Not authenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Forbidden. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Target not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntitlementBalanceAsOfApiResponse"];
        };
      };
    };
  };
  EntitlementOperations_GetBurndown: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the entitlement. */
        entitlementId: string;
        /** @description Id of the entitlement limit. */
        limitId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntitlementLimitBurndownApiResponse"];
        };
      };
      /** @description Not authenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Forbidden. */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
      /** @description Target not found. */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntitlementLimitBurndownApiResponse"];
        };
      };
    };
  };
  UiProjectRuntime_GetActive: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UiActiveArtifactApiResponse"];
        };
      };
      /** @description Not authenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
    };
  };
}
