/**
 * generated — do not edit.
 * Source: openapi/service-config-v1.json
 * Regenerate with `npm run api:generate`.
 */

export interface paths {
  "/api/workspace/auth/login": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Signs in with a user name or email and a password; Data carries the AccessToken. */
    post: operations["Auth_Login"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/auth/me": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Reads the profile of the current user. */
    get: operations["Auth_Me"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/roles/{roleId}/permissions": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Replaces a role's permissions; Data is the resulting permission keys. */
    put: operations["Roles_SetPermissions"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/users": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Lists users, paged, searched and sorted. */
    get: operations["Users_List"];
    put?: never;
    /** Creates a user; accepts a caller-supplied stable id. */
    post: operations["Users_Create"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/users/{userId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Reads one user. */
    get: operations["Users_Get"];
    /** Updates a user; a stale RowVersion answers 409 with the current state as Data. */
    put: operations["Users_Update"];
    post?: never;
    /** Deletes a user; Data is the deleted id. */
    delete: operations["Users_Delete"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/roles": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Lists roles, paged, searched and sorted. */
    get: operations["Roles_List"];
    put?: never;
    /** Creates a role; accepts a caller-supplied stable id. */
    post: operations["Roles_Create"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/roles/{roleId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Reads one role. */
    get: operations["Roles_Get"];
    /** Updates a role; a stale RowVersion answers 409 with the current state as Data. */
    put: operations["Roles_Update"];
    post?: never;
    /** Deletes a role; Data is the deleted id. */
    delete: operations["Roles_Delete"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/responsibility-groups": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Lists responsibility groups, paged, searched and sorted. */
    get: operations["ResponsibilityGroups_List"];
    put?: never;
    /** Creates a responsibility group; accepts a caller-supplied stable id. */
    post: operations["ResponsibilityGroups_Create"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/responsibility-groups/{groupId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Reads one responsibility group. */
    get: operations["ResponsibilityGroups_Get"];
    /** Updates a responsibility group; a stale RowVersion answers 409 with the current state as Data. */
    put: operations["ResponsibilityGroups_Update"];
    post?: never;
    /** Deletes a responsibility group; Data is the deleted id. */
    delete: operations["ResponsibilityGroups_Delete"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/permissions": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Lists the permission catalog. */
    get: operations["Permissions_List"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/record-matching": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Lists record-matching profile summaries. */
    get: operations["RecordMatching_ListProfiles"];
    put?: never;
    /** Creates a record-matching profile. */
    post: operations["RecordMatching_CreateProfile"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/record-matching/{profileId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Reads one record-matching profile. */
    get: operations["RecordMatching_GetProfile"];
    /** Replaces the complete configuration of a record-matching profile. */
    put: operations["RecordMatching_ReplaceProfile"];
    post?: never;
    /** Deletes a record-matching profile. Data is the id. */
    delete: operations["RecordMatching_DeleteProfile"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/entity-definition-tables/{entityDefinitionTableId}/fields": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Creates a field in an entity definition table. */
    post: operations["EntityFields_Create"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/entity-fields/{fieldId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Reads one field definition. */
    get: operations["EntityFields_Get"];
    /** Updates a field; the field type is not changed. Destructive changes need the confirmation token. */
    put: operations["EntityFields_Update"];
    post?: never;
    /** Removes a field permanently and drops its physical storage. */
    delete: operations["EntityFields_Delete"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/entity-fields/{fieldId}/calculation/validate": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Validates a field calculation without saving it.
     * @description A mistake answers 200 with IsValid false and the Diagnostics; AffectedRecordCount says how many stored values a save recomputes.
     */
    post: operations["EntityFields_ValidateCalculation"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/entity-fields/{fieldId}/calculation": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Saves a field calculation with the current RowVersion.
     * @description Only Integer, Decimal and Money fields can be calculated and the result must fit the field. An invalid expression answers 400 with its diagnostics, a stale RowVersion 409. Existing records are recalculated by a job on the function host (RecalculationJobId).
     */
    put: operations["EntityFields_SaveCalculation"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/entity-definitions/{entityDefinitionId}/base": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Updates the base of an entity definition. */
    put: operations["EntityDefinitions_UpdateBase"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/entity-definitions/{entityDefinitionId}/statements": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Lists the statements of an entity definition. */
    get: operations["EntityDefinitions_ListStatements"];
    put?: never;
    /** Creates a statement. */
    post: operations["EntityDefinitions_CreateStatement"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/entity-definitions/{entityDefinitionId}/validation-rules": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Lists the validation rules of an entity definition. */
    get: operations["EntityDefinitions_ListValidationRules"];
    put?: never;
    /** Creates a validation rule; an invalid expression is refused with its diagnostics. */
    post: operations["EntityDefinitions_CreateValidationRule"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/filesystem/settings": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Reads the workspace file-system settings, including the declared MIME policy. */
    get: operations["FileSystem_GetSettings"];
    /** Replaces the file-system settings; a changed policy gets the next FileTypePolicyVersion. */
    put: operations["FileSystem_UpdateSettings"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/record-matching/{profileId}/test-pair": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Scores two records, or two sets of typed values, with a profile and answers the evidence of every rule and field.
     * @description Records are read as the caller may read them: one the caller may not read answers 404 like a missing one. A Configuration in the body is tested in place of the stored profile; with profileId "new" it tests a profile not yet created. Nothing is stored.
     */
    post: operations["RecordMatching_TestPair"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/entity-definitions": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Lists entity definitions, paged, searched and sorted, with field and record counts. */
    get: operations["EntityDefinitions_List"];
    put?: never;
    /** Creates an entity definition with its primary table and physical storage. */
    post: operations["EntityDefinitions_Create"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/entity-definitions/{entityDefinitionId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Reads an entity definition with tables, fields, constraints, indexes, statements and rules. */
    get: operations["EntityDefinitions_Get"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/entity-definitions/{entityDefinitionId}/options": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Updates comments, attachments, tags, audit trail and number prefix options. */
    put: operations["EntityDefinitions_UpdateOptions"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/entity-definitions/{entityDefinitionId}/base/schema-change-plan": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Previews a base update: what it disables or blocks, and the confirmation token when destructive. */
    post: operations["EntityDefinitions_PlanBaseUpdate"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/entity-definitions/{entityDefinitionId}/deletion-request": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Marks a definition pending deletion (frozen); it is purged 30 days later. */
    post: operations["EntityDefinitions_RequestDeletion"];
    /** Cancels a pending deletion. */
    delete: operations["EntityDefinitions_CancelDeletion"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/entity-definitions/{entityDefinitionId}/purge": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Admin only: drops a pending definition and its storage once PurgeAfterUtc has passed; Data is the id. */
    post: operations["EntityDefinitions_Purge"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/entity-fields/{fieldId}/schema-change-plan": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Previews a field update or deletion: data loss, dependents and the confirmation token. */
    post: operations["EntityFields_PlanChange"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/entity-definition-tables/{entityDefinitionTableId}/field-order": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Sets the order of the fields of a table (SortOrder 0..n-1). */
    put: operations["EntityTables_SetFieldOrder"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/entity-definitions/{entityDefinitionId}/unique-constraints": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Lists the unique constraints of an entity definition. */
    get: operations["EntityUniqueConstraints_List"];
    put?: never;
    /** Creates a unique constraint over ordered fields of one table (a real database index). */
    post: operations["EntityUniqueConstraints_Create"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/unique-constraints/{constraintId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Deletes a unique constraint; Data is the deleted id. */
    delete: operations["EntityUniqueConstraints_Delete"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/entity-definitions/{entityDefinitionId}/indexes": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Lists the indexs of an entity definition. */
    get: operations["EntityIndexes_List"];
    put?: never;
    /** Creates a index over ordered fields of one table (a real database index). */
    post: operations["EntityIndexes_Create"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/indexes/{indexId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Deletes a index; Data is the deleted id. */
    delete: operations["EntityIndexes_Delete"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/classifier-catalogs": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Lists the classifier catalogs with their items (countries, industries, currencies). */
    get: operations["ClassifierCatalogs_List"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/entity-definitions/{entityDefinitionId}/yaml": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Exports one entity definition as Entity YAML v8 (Data is the YAML text). */
    get: operations["EntityYaml_ExportDefinition"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/entity-definitions/yaml": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Exports every entity definition as one Entity YAML v8 document (Data is the YAML text). */
    get: operations["EntityYaml_ExportAll"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/entity-definitions/yaml/plan": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Checks an Entity YAML v8 import and answers what it would change, without changing anything. */
    post: operations["EntityYaml_Plan"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/entity-definitions/yaml/import": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Imports Entity YAML v8 in one transaction; any error applies nothing. */
    post: operations["EntityYaml_Import"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/entity-definitions/{entityDefinitionId}/security": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Reads the responsibilities and permission assignments of an entity definition. */
    get: operations["EntitySecurity_Get"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/entity-definitions/{entityDefinitionId}/responsibilities": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Adds a responsibility (relation key) to the records of a definition. */
    post: operations["EntityResponsibilities_Create"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/entity-responsibilities/{responsibilityId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Updates a responsibility. */
    put: operations["EntityResponsibilities_Update"];
    post?: never;
    /** Deletes a responsibility; Data is the deleted id. */
    delete: operations["EntityResponsibilities_Delete"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/entity-definitions/{entityDefinitionId}/permission-assignments": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Grants record operations to a subject, optionally only where a statement holds. */
    post: operations["EntityPermissionAssignments_Create"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/entity-permission-assignments/{permissionAssignmentId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Updates a permission assignment. */
    put: operations["EntityPermissionAssignments_Update"];
    post?: never;
    /** Deletes a permission assignment; Data is the deleted id. */
    delete: operations["EntityPermissionAssignments_Delete"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/entity-definitions/{entityDefinitionId}/mutation-effects": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Lists the mutation effects of a definition, in their order. */
    get: operations["EntityMutationEffects_List"];
    put?: never;
    /** Declares an effect of creating, changing or archiving a record (run in the same transaction, in order). */
    post: operations["EntityMutationEffects_Create"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/entity-mutation-effects/{mutationEffectId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Updates a mutation effect. */
    put: operations["EntityMutationEffects_Update"];
    post?: never;
    /** Deletes a mutation effect; Data is the deleted id. */
    delete: operations["EntityMutationEffects_Delete"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/entity-definitions/{entityDefinitionId}/security/explain": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Explains, for a user and a record, every operation with the assignments and statements that granted or denied it. */
    post: operations["EntitySecurity_Explain"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/entity-definitions/{entityDefinitionId}/security/preview": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The record list as another user sees it: with the stored permission assignments, or with a draft of them before it is saved. */
    post: operations["EntitySecurity_PreviewList"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/entity-fields/{fieldId}/reference-eligibility": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Lists the Reference Eligibility rules of a reference field. */
    get: operations["ReferenceEligibility_List"];
    put?: never;
    /** Stores a rule, disabled; Enabled = true is refused. */
    post: operations["ReferenceEligibility_Create"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/entity-fields/{fieldId}/reference-eligibility/validate": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Checks a rule's expression over Current and Candidate without saving anything. */
    post: operations["ReferenceEligibility_Validate"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/entity-fields/{fieldId}/reference-eligibility/impact": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** How many existing references the rule would find ineligible, with samples. */
    post: operations["ReferenceEligibility_Impact"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/reference-eligibility-rules/{ruleId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Updates a rule; it stays disabled. */
    put: operations["ReferenceEligibility_Update"];
    post?: never;
    /** Deletes a rule; Data is its id. */
    delete: operations["ReferenceEligibility_Delete"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/expressions/validate": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Checks an expression for its purpose in a table's context, without saving anything.
     * @description A mistake is not a failure of the call: it answers 200 with IsValid false and the Diagnostics.
     */
    post: operations["Expressions_Validate"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/expressions/evaluate": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Evaluates an expression against one stored record (live preview); nothing is saved. */
    post: operations["Expressions_Evaluate"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/expressions/language": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The function library and keywords, for completion, signature help and highlighting. */
    get: operations["Expressions_GetLanguage"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/entity-definitions/{entityDefinitionId}/validation-rules/order": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Sets the order in which validation rules are checked (and their messages listed). */
    put: operations["EntityDefinitions_OrderValidationRules"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/entity-validation-rules/{ruleId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Updates a validation rule (also enables or disables it) with its RowVersion. */
    put: operations["EntityValidationRules_Update"];
    post?: never;
    /** Deletes a validation rule; Data is the deleted id. */
    delete: operations["EntityValidationRules_Delete"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/entity-statements/{statementId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Updates a statement with its RowVersion; an invalid expression is refused with its diagnostics. */
    put: operations["EntityStatements_Update"];
    post?: never;
    /** Deletes a statement; Data is the deleted id. */
    delete: operations["EntityStatements_Delete"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/function-operations/functions": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Lists the function catalog with every version. */
    get: operations["FunctionOperations_ListFunctions"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/function-operations/schedules": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Lists the function schedules with their next and last run. */
    get: operations["FunctionOperations_ListSchedules"];
    put?: never;
    /**
     * Adds a schedule: the function is queued with the arguments at every slot of the CRON expression (Admin or Configurator).
     * @description A bad CRON expression, time zone, unknown function or non-object arguments answer 400 naming the member. Audited as ScheduleCreated.
     */
    post: operations["FunctionOperations_CreateSchedule"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/function-operations/schedules/{scheduleId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Enables or disables a schedule and changes its CRON expression and time zone override.
     * @description An invalid CRON expression answers 400 workspace.functions.invalidCron, an unknown time zone workspace.functions.invalidTimeZone; a stale RowVersion answers 409 with the current schedule.
     */
    put: operations["FunctionOperations_UpdateSchedule"];
    post?: never;
    /** Deletes a schedule; its runs stay in the history. Data is the id. */
    delete: operations["FunctionOperations_DeleteSchedule"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/function-operations/run-stats": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Run counts by status in time buckets. */
    get: operations["FunctionOperations_GetRunStats"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/function-operations/failure-clusters": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Failed runs grouped by function, error type and normalised message. */
    get: operations["FunctionOperations_ListFailureClusters"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/function-operations/failure-clusters/{clusterKey}/rerun": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Runs a failure group again: each distinct function and arguments among its failed runs in the range once, as a new job (permission functions.operations.run). */
    post: operations["FunctionOperations_RerunFailureCluster"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/function-operations/audit-log": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Recent cancel operations on runs and jobs, newest first. */
    get: operations["FunctionOperations_ListAuditLog"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/function-operations/run-filter-options": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Values a run filter can take, by name: the users, entity definitions, actions or records that runs have.
     * @description Only values some run carries are offered. Search matches names (and an exact id); records are those of recent runs, narrowed by EntityDefinitionId.
     */
    get: operations["FunctionOperations_ListRunFilterOptions"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/function-operations/runs/{runId}/rerun": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Runs a finished run again with its arguments, as a new job (permission functions.operations.run). */
    post: operations["FunctionOperations_RerunRun"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/function-operations/jobs/{jobId}/retry": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A job waiting for its next attempt tries at once; a failed or cancelled one runs again as a new job (permission functions.operations.run). */
    post: operations["FunctionOperations_RetryJob"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/function-operations/schedules/{scheduleId}/run-now": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Queues the schedule's function now with its arguments; the next firing stays (permission functions.operations.run). */
    post: operations["FunctionOperations_RunScheduleNow"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/function-operations/functions/{functionId}/run-now": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Queues a function now with the arguments given (permission functions.operations.run). */
    post: operations["FunctionOperations_RunFunctionNow"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/function-operations/audit-log/page": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The function audit log as a page, newest first, with the acting user. */
    get: operations["FunctionOperations_ListAuditLogPage"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/function-secrets": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Lists the managed secrets by name, with where each is used and when it was last rotated; never a value. */
    get: operations["FunctionSecrets_List"];
    put?: never;
    /** Stores a secret, encrypted; the value is never answered again. 409 when the name is taken. */
    post: operations["FunctionSecrets_Create"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/function-secrets/{secretId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Changes a secret's description (RowVersion). */
    put: operations["FunctionSecrets_Update"];
    post?: never;
    /** Deletes a secret; functions that use it fail (naming it) until one of that name exists again. Data is the id. */
    delete: operations["FunctionSecrets_Delete"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/function-secrets/{secretId}/rotate": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Replaces the value (RowVersion): runs from now on use the new one; Version goes up by one. */
    post: operations["FunctionSecrets_Rotate"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/function-actions": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Lists the entity UI actions, of every definition or of one. */
    get: operations["FunctionActions_List"];
    put?: never;
    /** Adds an action to a definition's list or details surface. 409 when its key is taken on that definition. */
    post: operations["FunctionActions_Create"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/function-actions/preview": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Checks a visibility condition and evaluates it on one record, as the action would; nothing is stored. */
    post: operations["FunctionActions_Preview"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/function-actions/{actionId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One action. */
    get: operations["FunctionActions_Get"];
    /** Replaces an action (RowVersion; 409 with the current action when it changed meanwhile). */
    put: operations["FunctionActions_Replace"];
    post?: never;
    /** Deletes an action; runs it started keep its id and label. Data is the id. */
    delete: operations["FunctionActions_Delete"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/function-operations/functions/{functionId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One function with its versions and their definitions, its publications and endpoints. */
    get: operations["FunctionOperations_GetFunction"];
    /**
     * Changes a function's settings: they become a new version, current at once (RowVersion).
     * @description Runs started before keep the version they captured; pinned publications, endpoints and actions keep theirs.
     */
    put: operations["FunctionOperations_UpdateFunction"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/function-operations/functions/{functionId}/versions/{versionId}/activate": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Makes an earlier (or later) version current again: the way back after a change (RowVersion). */
    post: operations["FunctionOperations_ActivateVersion"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/function-operations/functions/{functionId}/enabled": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Enables or disables a function (RowVersion). A disabled function starts no new run; platform functions cannot be disabled. */
    put: operations["FunctionOperations_SetFunctionEnabled"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/function-operations/publications": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Lists the publications. */
    get: operations["FunctionPublications_List"];
    put?: never;
    /** Adds a publication; 409 when its key is taken. */
    post: operations["FunctionPublications_Create"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/function-operations/publications/{publicationId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One publication. */
    get: operations["FunctionPublications_Get"];
    /** Replaces a publication (RowVersion; a stale one answers 409 with the current publication). */
    put: operations["FunctionPublications_Update"];
    post?: never;
    /** Deletes a publication; callers get 404 from then on. Data is the id. */
    delete: operations["FunctionPublications_Delete"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/function-operations/http-endpoints": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Lists the HTTP endpoints. */
    get: operations["FunctionHttpEndpoints_List"];
    put?: never;
    /** Adds a HTTP endpoint; 409 when its key is taken. */
    post: operations["FunctionHttpEndpoints_Create"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/function-operations/http-endpoints/{endpointId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One HTTP endpoint. */
    get: operations["FunctionHttpEndpoints_Get"];
    /** Replaces a HTTP endpoint (RowVersion; a stale one answers 409 with the current HTTP endpoint). */
    put: operations["FunctionHttpEndpoints_Update"];
    post?: never;
    /** Deletes a HTTP endpoint; callers get 404 from then on. Data is the id. */
    delete: operations["FunctionHttpEndpoints_Delete"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/function-operations/trigger-bindings": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Lists the trigger bindings. */
    get: operations["FunctionTriggerBindings_List"];
    put?: never;
    /** Adds a trigger binding; 409 when its key is taken. */
    post: operations["FunctionTriggerBindings_Create"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/function-operations/trigger-bindings/{bindingId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One trigger binding. */
    get: operations["FunctionTriggerBindings_Get"];
    /** Replaces a trigger binding (RowVersion; a stale one answers 409 with the current trigger binding). */
    put: operations["FunctionTriggerBindings_Update"];
    post?: never;
    /** Deletes a trigger binding; callers get 404 from then on. Data is the id. */
    delete: operations["FunctionTriggerBindings_Delete"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/filesystem/policy/test": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The verdict the MIME policy gives a file name, declared type and leading bytes; nothing is stored.
     * @description A refusal is not a failure of the call: it answers 200 with Allowed false and the deciding rule.
     */
    post: operations["FileSystem_TestPolicy"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/filesystem/trash": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every file in the trash, newest deletion first, with when each one is purged. */
    get: operations["FileSystem_ListTrash"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/boards/boards/{boardId}/transitions": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Creates a board transition; Data is the full board administration model. */
    post: operations["BoardsAdmin_CreateTransition"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/boards/boards/{boardId}/security/profiles/{resourceKind}/initial-assignment-rules": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Creates or updates one initial responsibility rule. */
    post: operations["BoardsAdmin_UpsertInitialAssignmentRule"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/boards/module": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The Boards module switch and its localized starter statuses. */
    get: operations["BoardsModule_Get"];
    /** Enables or disables the Boards module for the workspace. */
    put: operations["BoardsModule_Update"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/boards/boards": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every board, by display name. */
    get: operations["BoardsAdmin_ListBoards"];
    put?: never;
    /** Creates a board with its owned data definition and default target. */
    post: operations["BoardsAdmin_CreateBoard"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/boards/boards/{boardId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The full board administration model. */
    get: operations["BoardsAdmin_GetBoard"];
    /** Updates the board's settings. */
    put: operations["BoardsAdmin_UpdateBoard"];
    post?: never;
    /** Deletes a board without items that no other board's prerequisite names. */
    delete: operations["BoardsAdmin_DeleteBoard"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/boards/boards/{boardId}/activate": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Activates the board. */
    post: operations["BoardsAdmin_ActivateBoard"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/boards/boards/{boardId}/deactivate": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Deactivates the board: items stay, nothing is added or moved. */
    post: operations["BoardsAdmin_DeactivateBoard"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/boards/boards/{boardId}/statuses": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Adds a status. */
    post: operations["BoardsAdmin_CreateStatus"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/boards/boards/{boardId}/statuses/{statusId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Updates a status. */
    put: operations["BoardsAdmin_UpdateStatus"];
    post?: never;
    /** Deletes an empty status, kept for history. */
    delete: operations["BoardsAdmin_DeleteStatus"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/boards/boards/{boardId}/statuses/order": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Puts the statuses in a new order. */
    put: operations["BoardsAdmin_ReorderStatuses"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/boards/boards/{boardId}/transitions/{transitionId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Updates a transition and replaces its link prerequisites. */
    put: operations["BoardsAdmin_UpdateTransition"];
    post?: never;
    /** Deletes a transition. */
    delete: operations["BoardsAdmin_DeleteTransition"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/boards/boards/{boardId}/statuses/{statusId}/transition-order": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Puts the transitions leaving a status in a new order. */
    put: operations["BoardsAdmin_ReorderTransitions"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/boards/boards/{boardId}/target-definitions": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Adds a target definition. */
    post: operations["BoardsAdmin_CreateTargetDefinition"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/boards/boards/{boardId}/target-definitions/{targetDefinitionId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Updates a target definition. */
    put: operations["BoardsAdmin_UpdateTargetDefinition"];
    post?: never;
    /** Deletes a target definition no item or prerequisite uses. */
    delete: operations["BoardsAdmin_DeleteTargetDefinition"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/boards/boards/{boardId}/cycles": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Adds a cycle. */
    post: operations["BoardsAdmin_CreateCycle"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/boards/boards/{boardId}/cycles/{cycleId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Updates a cycle. */
    put: operations["BoardsAdmin_UpdateCycle"];
    post?: never;
    /** Deletes a cycle; its items keep no cycle. */
    delete: operations["BoardsAdmin_DeleteCycle"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/boards/boards/{boardId}/responsibilities": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Adds a responsibility key. */
    post: operations["BoardsAdmin_CreateResponsibility"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/boards/boards/{boardId}/responsibilities/{responsibilityId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Updates a responsibility key. */
    put: operations["BoardsAdmin_UpdateResponsibility"];
    post?: never;
    /** Deletes a responsibility key. */
    delete: operations["BoardsAdmin_DeleteResponsibility"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/boards/boards/{boardId}/statuses/{statusId}/responsibilities": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Replaces a status's subjects of one responsibility key; the change is recorded in its history. */
    put: operations["BoardsAdmin_ReplaceStatusResponsibility"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/boards/boards/{boardId}/security/profiles/{resourceKind}/initial-assignment-rules/{ruleId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Deletes an initial assignment rule. */
    delete: operations["BoardsAdmin_DeleteInitialAssignmentRule"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/boards/boards/{boardId}/security/statements": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Adds a security statement: when its expression holds for an item, the operation is denied. */
    post: operations["BoardsAdmin_CreateSecurityStatement"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/boards/boards/{boardId}/security/statements/{statementId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Updates a security statement. */
    put: operations["BoardsAdmin_UpdateSecurityStatement"];
    post?: never;
    /** Deletes a security statement. */
    delete: operations["BoardsAdmin_DeleteSecurityStatement"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/boards/boards/{boardId}/security/assignments": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Grants an item operation to a subject. */
    post: operations["BoardsAdmin_CreatePermissionAssignment"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/boards/boards/{boardId}/security/assignments/{assignmentId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Deletes a permission assignment. */
    delete: operations["BoardsAdmin_DeletePermissionAssignment"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/boards/boards/{boardId}/due-date-policy": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Replaces the due-date policy. */
    put: operations["BoardsAdmin_UpdateDueDatePolicy"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/boards/boards/{boardId}/attention-signal-policy": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Replaces the attention-signal policy. */
    put: operations["BoardsAdmin_UpdateAttentionSignalPolicy"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/function-operations/overview": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Queue counts, recent runs, failed or retrying queued runs. */
    get: operations["FunctionOperations_GetOverview"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/function-operations/runs": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Lists runs. */
    get: operations["FunctionOperations_ListRuns"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/function-operations/runs/page": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Lists runs, paged, filtered and sorted. */
    get: operations["FunctionOperations_ListRunsPage"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/function-operations/runs/{runId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Reads one run. */
    get: operations["FunctionOperations_GetRun"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/function-operations/runs/{runId}/cancel": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Cancels a running run that supports manual cancellation; otherwise 409 and the run is unchanged.
     * @description Written to the workspace audit log.
     */
    post: operations["FunctionOperations_CancelRun"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/function-operations/jobs": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Lists jobs; can be narrowed to retrying jobs. */
    get: operations["FunctionOperations_ListJobs"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/function-operations/jobs/page": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Lists jobs, paged and sorted. */
    get: operations["FunctionOperations_ListJobsPage"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/function-operations/jobs/{jobId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Reads one job. */
    get: operations["FunctionOperations_GetJob"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/function-operations/jobs/{jobId}/cancel": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Cancels a queued job directly; for a running function the same call requests cancellation of the active execution.
     * @description Written to the workspace audit log.
     */
    post: operations["FunctionOperations_CancelJob"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/net-operation-project/builds": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Builds and checks, newest first. */
    get: operations["NetOperationProject_ListBuilds"];
    put?: never;
    /** Starts a build or check of the Net Operation Project. */
    post: operations["NetOperationProject_CreateBuild"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/ui-project/artifacts/{artifactId}/purge": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Purges the stored bytes of an inactive workspace UI artifact; history metadata is retained. */
    post: operations["UiProject_PurgeArtifact"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/entitlement-operations/models/information-service-access": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Creates an information service access entitlement model. */
    post: operations["EntitlementModels_CreateInformationServiceAccess"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/entitlement-operations/module": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The entitlements module switch. */
    get: operations["EntitlementsModule_Get"];
    /** Enables or disables the entitlements module. */
    put: operations["EntitlementsModule_Update"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/entitlement-operations/models": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every entitlement model, by display name. */
    get: operations["EntitlementModels_List"];
    put?: never;
    /** Creates an entitlement model of any type, with default grants. */
    post: operations["EntitlementModels_Create"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/entitlement-operations/models/{modelId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One model with its roles, resolved paths and plan summaries. */
    get: operations["EntitlementModels_Get"];
    /** Updates a model; its type cannot change. */
    put: operations["EntitlementModels_Update"];
    post?: never;
    /** Deletes a model without plans; Data is the deleted id. */
    delete: operations["EntitlementModels_Delete"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/entitlement-operations/models/{modelId}/security": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Who may read, issue and adjust the model's entitlements. */
    get: operations["EntitlementModels_GetSecurity"];
    /** Replaces the model's grants. */
    put: operations["EntitlementModels_UpdateSecurity"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/entitlement-operations/models/{modelId}/plans": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The model's plans in their order. */
    get: operations["EntitlementPlans_List"];
    put?: never;
    /** Adds a plan to the model. */
    post: operations["EntitlementPlans_Create"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/entitlement-operations/plans/{planId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One plan with its limits. */
    get: operations["EntitlementPlans_Get"];
    /** Updates a plan; issued entitlements keep their snapshots. */
    put: operations["EntitlementPlans_Update"];
    post?: never;
    /** Deletes a plan nothing was issued from. */
    delete: operations["EntitlementPlans_Delete"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/entitlement-operations/plans/{planId}/impact": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** What a proposed plan change means for live entitlements; writes nothing. */
    post: operations["EntitlementPlans_PreviewChange"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/entitlement-operations/plan-families": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every plan family in its order. */
    get: operations["PlanFamilies_List"];
    put?: never;
    /** Adds a plan family. */
    post: operations["PlanFamilies_Create"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/entitlement-operations/plan-families/{planFamilyId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Updates a plan family. */
    put: operations["PlanFamilies_Update"];
    post?: never;
    /** Deletes a plan family no plan uses. */
    delete: operations["PlanFamilies_Delete"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/entitlement-operations/renewal-policies": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every renewal policy, by display name. */
    get: operations["RenewalPolicies_List"];
    put?: never;
    /** Adds a renewal policy. */
    post: operations["RenewalPolicies_Create"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/entitlement-operations/renewal-policies/{renewalPolicyId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Updates a renewal policy; issued entitlements keep their snapshots. */
    put: operations["RenewalPolicies_Update"];
    post?: never;
    /** Deletes a renewal policy no plan uses. */
    delete: operations["RenewalPolicies_Delete"];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/ui-project": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The workspace UI project: working revision, active artifact, toolchain and limits. */
    get: operations["UiProject_Get"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/ui-project/templates": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The templates a project can start from. */
    get: operations["UiProject_ListTemplates"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/ui-project/templates/{templateKey}/apply": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Replaces the tree with a template's files as a new working revision. */
    post: operations["UiProject_ApplyTemplate"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/ui-project/revisions": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Revisions, newest first. */
    get: operations["UiProject_ListRevisions"];
    put?: never;
    /** Saves changes to the working revision as a new immutable revision, which becomes the working one. */
    post: operations["UiProject_SaveRevision"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/ui-project/revisions/diff": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The files that differ between two revisions. */
    get: operations["UiProject_DiffRevisions"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/ui-project/revisions/{revisionId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One revision with its file list. */
    get: operations["UiProject_GetRevision"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/ui-project/revisions/{revisionId}/file": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One file of a revision. */
    get: operations["UiProject_GetFile"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/ui-project/revisions/{revisionId}/zip": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The revision as a ZIP package; the same tree always gives the same bytes. */
    get: operations["UiProject_DownloadZip"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/ui-project/zip/preflight": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Checks a ZIP package and lists what applying it would add, change and remove; writes nothing. */
    post: operations["UiProject_PreflightZip"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/ui-project/zip": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Replaces the tree with a ZIP package's files as a new working revision. */
    post: operations["UiProject_UploadZip"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/ui-project/pages/generate": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Adds a list or details page for an entity definition as a new working revision. */
    post: operations["UiProject_GeneratePage"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/ui-project/builds": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Builds and checks, newest first. */
    get: operations["UiProject_ListBuilds"];
    put?: never;
    /** Queues a check (type-check and lint) or a build (also bundles and stores an artifact) on the function host. */
    post: operations["UiProject_StartBuild"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/ui-project/builds/{buildId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One build with its stages and diagnostics. */
    get: operations["UiProject_GetBuild"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/ui-project/builds/{buildId}/logs/{stage}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A window of one stage's log lines. */
    get: operations["UiProject_GetBuildLog"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/ui-project/builds/{buildId}/cancel": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Cancels a queued build, or stops a running one; a finished one answers 409. */
    post: operations["UiProject_CancelBuild"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/ui-project/artifacts": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every artifact, newest first, with its lifecycle state. */
    get: operations["UiProject_ListArtifacts"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/ui-project/artifacts/{artifactId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One artifact. */
    get: operations["UiProject_GetArtifact"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/ui-project/artifacts/{artifactId}/activate": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Makes the artifact the one active artifact (an older one: a roll back); an incompatible one answers 409 with the reason. */
    post: operations["UiProject_ActivateArtifact"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/ui-project/artifacts/{artifactId}/deactivate": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Deactivates the active artifact; the workspace then serves none. */
    post: operations["UiProject_DeactivateArtifact"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/ui-project/artifacts/{artifactId}/pin": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Pins or unpins an artifact (the purge planner keeps pinned ones). */
    put: operations["UiProject_PinArtifact"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/ui-project/rollback": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Activates the artifact that was active before the current one. */
    post: operations["UiProject_Rollback"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/ui-project/artifacts/{artifactId}/asset-links": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Short-lived URLs of the artifact's assets with their integrity, for a preview or a check in the browser. */
    post: operations["UiProject_GetAssetLinks"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/ui-project/artifacts/{artifactId}/assets/{assetName}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The stored bytes of an artifact's JavaScript or CSS, for a bearer with View or a valid asset token. */
    get: operations["UiProject_GetArtifactAsset"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/ui-project/artifacts/{artifactId}/preview": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A host page that loads the artifact's assets with their integrity, for a sandboxed preview frame. */
    get: operations["UiProject_GetArtifactPreview"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/net-operation-project": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The project: working revision, active artifact, the C# toolchain, the current schema contract and whether the active build is stale. */
    get: operations["NetOperationProject_Get"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/net-operation-project/generated": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The C# the current entity schema generates (typed entity classes and the host contract), with its checksum and schema contract hash. */
    get: operations["NetOperationProject_GetGenerated"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/net-operation-project/templates": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The templates a project can start from. */
    get: operations["NetOperationProject_ListTemplates"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/net-operation-project/templates/{templateKey}/apply": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Replaces the tree with a template's files as a new working revision. */
    post: operations["NetOperationProject_ApplyTemplate"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/net-operation-project/revisions": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Revisions, newest first. */
    get: operations["NetOperationProject_ListRevisions"];
    put?: never;
    /** Saves changes to the working revision as a new immutable revision, which becomes the working one; a stale base answers 409. */
    post: operations["NetOperationProject_SaveRevision"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/net-operation-project/revisions/diff": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The files that differ between two revisions. */
    get: operations["NetOperationProject_DiffRevisions"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/net-operation-project/revisions/{revisionId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One revision with its file list. */
    get: operations["NetOperationProject_GetRevision"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/net-operation-project/revisions/{revisionId}/file": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One file of a revision. */
    get: operations["NetOperationProject_GetFile"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/net-operation-project/revisions/{revisionId}/zip": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The revision as a ZIP package; the same tree always gives the same bytes. */
    get: operations["NetOperationProject_DownloadZip"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/net-operation-project/zip/preflight": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Checks a ZIP package and lists what applying it would add, change and remove; writes nothing. */
    post: operations["NetOperationProject_PreflightZip"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/net-operation-project/zip": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Replaces the tree with a ZIP package's files as a new working revision. */
    post: operations["NetOperationProject_UploadZip"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/net-operation-project/builds/{buildId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One build with its stages and compiler diagnostics. */
    get: operations["NetOperationProject_GetBuild"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/net-operation-project/builds/{buildId}/logs/{stage}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A window of one stage's log lines. */
    get: operations["NetOperationProject_GetBuildLog"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/net-operation-project/builds/{buildId}/cancel": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Cancels a queued build, or stops a running one; a finished one answers 409. */
    post: operations["NetOperationProject_CancelBuild"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/net-operation-project/artifacts": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every artifact, newest first, with its lifecycle state. */
    get: operations["NetOperationProject_ListArtifacts"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/net-operation-project/artifacts/{artifactId}": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One artifact with the functions its assembly offers. */
    get: operations["NetOperationProject_GetArtifact"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/net-operation-project/artifacts/{artifactId}/activate": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Makes the artifact the one active artifact (an older one: a roll back): its functions become the catalog's current versions. */
    post: operations["NetOperationProject_ActivateArtifact"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/net-operation-project/artifacts/{artifactId}/deactivate": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Deactivates the active artifact; the project's functions then do not run. */
    post: operations["NetOperationProject_DeactivateArtifact"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/net-operation-project/artifacts/{artifactId}/pin": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Pins or unpins an artifact. */
    put: operations["NetOperationProject_PinArtifact"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/net-operation-project/artifacts/{artifactId}/purge": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Purges the assembly of an inactive artifact; its metadata stays. */
    post: operations["NetOperationProject_PurgeArtifact"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/net-operation-project/rollback": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Activates the artifact that was active before the current one. */
    post: operations["NetOperationProject_Rollback"];
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
    /**
     * Format: int32
     * @description Kind of an attention-signal audience entry. Values: 0 User, 1 Role, 2 Responsibility.
     * @enum {integer}
     */
    AudienceSubjectType: 0 | 1 | 2;
    /**
     * Format: int32
     * @description Retention of an entity audit trail. Values: 0 Forever, 1 Days, 2 None.
     * @enum {integer}
     */
    AuditTrailRetentionMode: 0 | 1 | 2;
    Avatar: {
      Initials: string;
      /** @description Hex colour, e.g. #3F51B5. */
      BackgroundColor: string;
      /** @description Hex colour. */
      TextColor: string;
    };
    /**
     * Format: int32
     * @description Direction of a binding path step. Values: 0 Forward, 1 Reverse.
     * @enum {integer}
     */
    BindingDirection: 0 | 1;
    BoardAdminSummary: {
      Id: string;
      Key: string;
      DisplayName: string;
      Description: string | null;
      IsActive: boolean;
      BoardType: components["schemas"]["BoardType"];
      /** Format: int32 */
      OpenItemCount: number;
      /** Format: int32 */
      ItemCount: number;
      /**
       * Format: int32
       * @description Statuses not deleted.
       */
      StatusCount: number;
      /** Format: date-time */
      ModifiedAt: string;
      /** Format: uuid */
      RowVersion: string;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    BoardAdminSummaryArrayApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["BoardAdminSummary"][] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    /** @description The full board administration model. */
    BoardAdministration: {
      Id?: string;
      Key?: string;
      /** @description Owned Part entity definition for board payload data. */
      DataEntityDefinitionId?: string;
      DisplayName?: string;
      Description?: string | null;
      IsActive?: boolean;
      BoardType?: components["schemas"]["BoardType"];
      BoardCycleActivationMode?: components["schemas"]["BoardCycleActivationMode"];
      TagsEnabled?: boolean;
      /** Format: int32 */
      OpenItemCount?: number;
      /** Format: int32 */
      ItemCount?: number;
      /** Format: int32 */
      CycleCount?: number;
      /** Format: uuid */
      RowVersion?: string;
      DueDatePolicy?: components["schemas"]["BoardDueDatePolicy"];
      AttentionSignalPolicy?: components["schemas"]["BoardAttentionSignalPolicy"];
      AllowedActions?: components["schemas"]["BoardAllowedActions"];
      TargetDefinitions?: components["schemas"]["BoardTargetDefinition"][];
      Statuses?: components["schemas"]["BoardStatus"][];
      Transitions?: components["schemas"]["BoardTransition"][];
      /** @description Name of the owned Part entity definition. */
      DataEntityDefinitionName?: string;
      /**
       * Format: uuid
       * @description Row version of the security profile: initial rules, statements and assignments carry it.
       */
      SecurityRowVersion?: string;
      Cycles?: components["schemas"]["BoardCycle"][];
      Responsibilities?: components["schemas"]["BoardResponsibility"][];
      InitialAssignmentRules?: components["schemas"]["BoardInitialAssignmentRule"][];
      SecurityStatements?: components["schemas"]["BoardSecurityStatement"][];
      PermissionAssignments?: components["schemas"]["BoardPermissionAssignment"][];
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    BoardAdministrationApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["BoardAdministration"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    BoardAllowedActions: {
      CanUpdate?: boolean;
      CanDelete?: boolean;
      CanActivate?: boolean;
      CanDeactivate?: boolean;
      CanManageConfiguration?: boolean;
    };
    BoardAttentionSignalPolicy: {
      Reasons?: {
        Id?: string;
        AttentionSignalTypeKey?: string;
        DefaultSeverity?: components["schemas"]["SignalSeverity"];
        SignalEnabled?: boolean;
        NotificationDeliveryEnabled?: boolean;
        /** Format: int32 */
        SortOrder?: number;
        /** Format: uuid */
        RowVersion?: string;
      }[];
      Audience?: {
        Id?: string;
        SubjectType?: components["schemas"]["AudienceSubjectType"];
        SubjectKey?: string;
        RoleId?: string | null;
        DisplayName?: string;
        /** Format: int32 */
        SortOrder?: number;
        /** Format: uuid */
        RowVersion?: string;
      }[];
      /** Format: uuid */
      RowVersion?: string;
    };
    BoardAttentionSignalPolicyUpdateRequest: {
      Reasons: {
        Id?: string | null;
        /** @description overdue, dueSoon, unassigned or stale. */
        AttentionSignalTypeKey: string;
        DefaultSeverity: components["schemas"]["SignalSeverity"];
        SignalEnabled: boolean;
        NotificationDeliveryEnabled: boolean;
        /**
         * Format: int32
         * @description Position in its list; omitted or 0 puts it last.
         */
        SortOrder?: number;
      }[];
      /** @description Empty: everyone sees the signals. */
      Audience: {
        Id?: string | null;
        SubjectType: components["schemas"]["AudienceSubjectType"];
        SubjectKey: string;
        /**
         * Format: int32
         * @description Position in its list; omitted or 0 puts it last.
         */
        SortOrder?: number;
      }[];
      /** Format: uuid */
      RowVersion: string;
    };
    /**
     * @description Colour token of a board status or tag; the app maps it to a theme colour. Values: grey, blue, teal, green, amber, orange, red, purple, pink, indigo.
     * @enum {string}
     */
    BoardColor: "grey" | "blue" | "teal" | "green" | "amber" | "orange" | "red" | "purple" | "pink" | "indigo";
    BoardCreateRequest: {
      /** @description Normalised key: trimmed, lower case, ^[a-z][a-z0-9-]{0,39}$. */
      Key: string;
      DisplayName: string;
      Description?: string | null;
      BoardType: components["schemas"]["BoardType"];
      BoardCycleActivationMode: components["schemas"]["BoardCycleActivationMode"];
      TagsEnabled: boolean;
      /**
       * @description Adds the module's localized starter statuses.
       * @default true
       */
      UseDefaultStatuses?: boolean;
    };
    BoardCycle: {
      Id: string;
      Key: string;
      DisplayName: string;
      /** Format: date */
      StartsOn: string | null;
      /** Format: date */
      EndsOn: string | null;
      /** @description Automatic mode: whether today lies within the dates. */
      IsActive: boolean;
      /** Format: int32 */
      SortOrder: number;
      /**
       * Format: int32
       * @description Live items in the cycle.
       */
      ItemCount: number;
      /** Format: uuid */
      RowVersion: string;
    };
    /**
     * Format: int32
     * @description How board cycles are activated. Values: 0 None, 1 Manual, 2 Automatic.
     * @enum {integer}
     */
    BoardCycleActivationMode: 0 | 1 | 2;
    BoardCycleCreateRequest: {
      /** @description Normalised key: trimmed, lower case, ^[a-z][a-z0-9-]{0,39}$. */
      Key: string;
      DisplayName: string;
      /** Format: date */
      StartsOn?: string | null;
      /**
       * Format: date
       * @description On or after StartsOn.
       */
      EndsOn?: string | null;
      /** @description Manual mode: at most one cycle is active. Automatic mode: ignored (dates decide). */
      IsActive: boolean;
      /**
       * Format: int32
       * @description Position in its list; omitted or 0 puts it last.
       */
      SortOrder?: number;
    };
    BoardCycleUpdateRequest: {
      /** @description Normalised key: trimmed, lower case, ^[a-z][a-z0-9-]{0,39}$. */
      Key: string;
      DisplayName: string;
      /** Format: date */
      StartsOn?: string | null;
      /**
       * Format: date
       * @description On or after StartsOn.
       */
      EndsOn?: string | null;
      /** @description Manual mode: at most one cycle is active. Automatic mode: ignored (dates decide). */
      IsActive: boolean;
      /**
       * Format: int32
       * @description Position in its list; omitted or 0 puts it last.
       */
      SortOrder?: number;
      /** Format: uuid */
      RowVersion: string;
    };
    BoardDueDatePolicy: {
      Enabled?: boolean;
      TimeMode?: components["schemas"]["DueDateTimeMode"];
      DisabledBoardStatusIds?: string[];
      Expectations?: {
        Id?: string;
        ExpectedBoardStatusId?: string;
        /** Format: int32 */
        OffsetAmount?: number;
        OffsetUnit?: components["schemas"]["DueDateOffsetUnit"];
        Severity?: components["schemas"]["SignalSeverity"];
        /** Format: int32 */
        SortOrder?: number;
        /** Format: uuid */
        RowVersion?: string;
      }[];
      /** Format: uuid */
      RowVersion?: string;
    };
    BoardDueDatePolicyUpdateRequest: {
      Enabled: boolean;
      TimeMode: components["schemas"]["DueDateTimeMode"];
      DisabledBoardStatusIds: string[];
      Expectations: {
        /** @description Keeps that expectation's Id; omitted or null creates one. */
        Id?: string | null;
        ExpectedBoardStatusId: string;
        /** Format: int32 */
        OffsetAmount: number;
        OffsetUnit: components["schemas"]["DueDateOffsetUnit"];
        Severity: components["schemas"]["SignalSeverity"];
        /**
         * Format: int32
         * @description Position in its list; omitted or 0 puts it last.
         */
        SortOrder?: number;
      }[];
      /** Format: uuid */
      RowVersion: string;
    };
    BoardInitialAssignmentRule: {
      Id: string;
      Key: string;
      /** @description An item-level responsibility key of the board. */
      ResponsibilityKey: string;
      SubjectSource: components["schemas"]["BoardInitialAssignmentSubjectSource"];
      /** @description User id for User, group id for ResponsibilityGroup; null otherwise. */
      SubjectKey: string | null;
      Enabled: boolean;
      /** Format: int32 */
      SortOrder: number;
      /** Format: uuid */
      RowVersion: string;
    };
    /** @description Creates or updates one initial responsibility rule. */
    BoardInitialAssignmentRuleRequest: {
      /** Format: uuid */
      OperationKey: string;
      /** Format: uuid */
      RowVersion: string;
      Key: string;
      ResponsibilityKey: string;
      SubjectSource: string;
      SubjectKey?: string | null;
      Enabled: boolean;
    };
    /**
     * @description Where an initial assignment rule takes its subject from. Values: Creator, User, ResponsibilityGroup, StatusResponsibility.
     * @enum {string}
     */
    BoardInitialAssignmentSubjectSource: "Creator" | "User" | "ResponsibilityGroup" | "StatusResponsibility";
    /**
     * @description Operation key of a board item (ObjectInvariant.Operations, security statements, permission assignments). Values: read, create, update, move, link, remove, manage.
     * @enum {string}
     */
    BoardItemOperation: "read" | "create" | "update" | "move" | "link" | "remove" | "manage";
    BoardPermissionAssignment: {
      Id: string;
      Operation: components["schemas"]["BoardItemOperation"];
      SubjectType: components["schemas"]["BoardPermissionSubjectType"];
      /** @description User id, group id, role name or item-level responsibility key. */
      SubjectKey: string;
      /** @description The subject's display name. */
      DisplayName: string;
      /** Format: int32 */
      SortOrder: number;
      /** Format: uuid */
      RowVersion: string;
    };
    BoardPermissionAssignmentCreateRequest: {
      Operation: components["schemas"]["BoardItemOperation"];
      SubjectType: components["schemas"]["BoardPermissionSubjectType"];
      SubjectKey: string;
      /**
       * Format: uuid
       * @description The board's SecurityRowVersion.
       */
      SecurityRowVersion: string;
    };
    /**
     * Format: int32
     * @description Who a board permission assignment names. Values: 0 User, 1 ResponsibilityGroup, 2 Role, 3 ItemResponsibility.
     * @enum {integer}
     */
    BoardPermissionSubjectType: 0 | 1 | 2 | 3;
    BoardResponsibility: {
      Id: string;
      Key: string;
      DisplayName: string;
      Scope: components["schemas"]["BoardResponsibilityScope"];
      /** Format: int32 */
      SortOrder: number;
      /** Format: uuid */
      RowVersion: string;
    };
    BoardResponsibilityCreateRequest: {
      /** @description Normalised key: trimmed, lower case, ^[a-z][a-z0-9-]{0,39}$. */
      Key: string;
      DisplayName: string;
      Scope: components["schemas"]["BoardResponsibilityScope"];
      /**
       * Format: int32
       * @description Position in its list; omitted or 0 puts it last.
       */
      SortOrder?: number;
    };
    /**
     * Format: int32
     * @description Where a board responsibility key is filled: on each item or on each status. Values: 0 Item, 1 Status.
     * @enum {integer}
     */
    BoardResponsibilityScope: 0 | 1;
    BoardResponsibilityUpdateRequest: {
      /** @description Normalised key: trimmed, lower case, ^[a-z][a-z0-9-]{0,39}$. */
      Key: string;
      DisplayName: string;
      Scope: components["schemas"]["BoardResponsibilityScope"];
      /**
       * Format: int32
       * @description Position in its list; omitted or 0 puts it last.
       */
      SortOrder?: number;
      /** Format: uuid */
      RowVersion: string;
    };
    BoardRowVersionRequest: {
      /** Format: uuid */
      RowVersion: string;
    };
    BoardSecurityStatement: {
      Id: string;
      /** @description Normalised key: trimmed, lower case, ^[a-z][a-z0-9-]{0,39}$. */
      Key: string;
      DisplayName: string;
      Operation: components["schemas"]["BoardItemOperation"];
      /** @description Expression language (purpose Condition) over the item's board data plus Subject, Description, IsOpen. */
      Expression: string;
      /** @description Shown to the denied caller as the denial's SafeMessage. */
      Message: string;
      Enabled: boolean;
      /** Format: int32 */
      SortOrder: number;
      /** Format: uuid */
      RowVersion: string;
    };
    BoardSecurityStatementCreateRequest: {
      /** @description Normalised key: trimmed, lower case, ^[a-z][a-z0-9-]{0,39}$. */
      Key: string;
      DisplayName: string;
      Operation: components["schemas"]["BoardItemOperation"];
      /** @description Expression language (purpose Condition) over the item's board data plus Subject, Description, IsOpen. */
      Expression: string;
      /** @description Shown to the denied caller as the denial's SafeMessage. */
      Message: string;
      Enabled: boolean;
      /**
       * Format: uuid
       * @description The board's SecurityRowVersion.
       */
      SecurityRowVersion: string;
    };
    BoardSecurityStatementUpdateRequest: {
      /** @description Normalised key: trimmed, lower case, ^[a-z][a-z0-9-]{0,39}$. */
      Key: string;
      DisplayName: string;
      Operation: components["schemas"]["BoardItemOperation"];
      /** @description Expression language (purpose Condition) over the item's board data plus Subject, Description, IsOpen. */
      Expression: string;
      /** @description Shown to the denied caller as the denial's SafeMessage. */
      Message: string;
      Enabled: boolean;
      /**
       * Format: uuid
       * @description The statement's RowVersion.
       */
      RowVersion: string;
    };
    BoardStatus: {
      Id?: string;
      Key?: string;
      DisplayName?: string;
      Description?: string | null;
      /** @description Colour token. */
      Color?: string;
      MetaType?: components["schemas"]["BoardStatusMetaType"];
      /** Format: int32 */
      SortOrder?: number;
      IsActive?: boolean;
      /** @description Retained only for history. */
      IsDeleted?: boolean;
      /** Format: date-time */
      DeletedAtUtc?: string | null;
      DeletedByUserId?: string | null;
      DeletedReason?: string | null;
      /** Format: int32 */
      CurrentItemCount?: number;
      /** Format: int32 */
      HistoryReferenceCount?: number;
      AllowedActions?: {
        CanUpdate?: boolean;
        CanDelete?: boolean;
      };
      /** Format: uuid */
      RowVersion?: string;
      /**
       * Format: int32
       * @description Live open items in the status.
       */
      OpenItemCount?: number;
      StatusResponsibilities?: components["schemas"]["BoardStatusResponsibility"][];
    };
    BoardStatusCreateRequest: {
      /** @description Normalised key: trimmed, lower case, ^[a-z][a-z0-9-]{0,39}$. */
      Key: string;
      DisplayName: string;
      Description?: string | null;
      Color: components["schemas"]["BoardColor"];
      MetaType: components["schemas"]["BoardStatusMetaType"];
      IsActive: boolean;
      /**
       * Format: int32
       * @description Position in its list; omitted or 0 puts it last.
       */
      SortOrder?: number;
    };
    /**
     * Format: int32
     * @description Meta type of a board status. Values: 0 Initial, 1 Active, 2 Terminal.
     * @enum {integer}
     */
    BoardStatusMetaType: 0 | 1 | 2;
    BoardStatusReorderRequest: {
      /** @description Every status that is not deleted, once, in the new order. */
      StatusIds: string[];
    };
    BoardStatusResponsibility: {
      ResponsibilityKey: string;
      Subjects: components["schemas"]["HistorySubject"][];
    };
    BoardStatusResponsibilityReplaceRequest: {
      ResponsibilityKey: string;
      Subjects: {
        SubjectType: components["schemas"]["ResponsibilitySubjectType"];
        SubjectId: string;
      }[];
      /**
       * Format: uuid
       * @description The status's RowVersion.
       */
      RowVersion: string;
    };
    BoardStatusUpdateRequest: {
      /** @description Normalised key: trimmed, lower case, ^[a-z][a-z0-9-]{0,39}$. */
      Key: string;
      DisplayName: string;
      Description?: string | null;
      Color: components["schemas"]["BoardColor"];
      MetaType: components["schemas"]["BoardStatusMetaType"];
      IsActive: boolean;
      /**
       * Format: int32
       * @description Position in its list; omitted or 0 puts it last.
       */
      SortOrder?: number;
      /** Format: uuid */
      RowVersion: string;
    };
    BoardTargetDefinition: {
      Id?: string;
      TargetKind?: components["schemas"]["BoardTargetKind"];
      TargetModelId?: string | null;
      /** Format: int32 */
      SortOrder?: number;
      IsActive?: boolean;
      RepeatPolicy?: components["schemas"]["RepeatPolicy"];
      CreateCommentPolicy?: components["schemas"]["ProcessContentPolicy"];
      ReadCommentPolicy?: components["schemas"]["ProcessContentPolicy"];
      CreateAttachmentPolicy?: components["schemas"]["ProcessContentPolicy"];
      ReadAttachmentPolicy?: components["schemas"]["ProcessContentPolicy"];
      /** Format: uuid */
      RowVersion?: string;
      /** @description No target, the entity definition's plural name, or Entitlement. */
      DisplayName?: string;
    };
    BoardTargetDefinitionCreateRequest: {
      TargetKind: components["schemas"]["BoardTargetKind"];
      /** @description Entity definition id for EntityInstance, any id for Entitlement, null for None. */
      TargetModelId?: string | null;
      IsActive: boolean;
      RepeatPolicy: components["schemas"]["RepeatPolicy"];
      CreateCommentPolicy: components["schemas"]["ProcessContentPolicy"];
      ReadCommentPolicy: components["schemas"]["ProcessContentPolicy"];
      CreateAttachmentPolicy: components["schemas"]["ProcessContentPolicy"];
      ReadAttachmentPolicy: components["schemas"]["ProcessContentPolicy"];
    };
    BoardTargetDefinitionUpdateRequest: {
      TargetKind: components["schemas"]["BoardTargetKind"];
      /** @description Entity definition id for EntityInstance, any id for Entitlement, null for None. */
      TargetModelId?: string | null;
      IsActive: boolean;
      RepeatPolicy: components["schemas"]["RepeatPolicy"];
      CreateCommentPolicy: components["schemas"]["ProcessContentPolicy"];
      ReadCommentPolicy: components["schemas"]["ProcessContentPolicy"];
      CreateAttachmentPolicy: components["schemas"]["ProcessContentPolicy"];
      ReadAttachmentPolicy: components["schemas"]["ProcessContentPolicy"];
      /** Format: uuid */
      RowVersion: string;
    };
    /**
     * Format: int32
     * @description Kind of object a board item targets. Values: 0 None, 1 EntityInstance, 2 Entitlement.
     * @enum {integer}
     */
    BoardTargetKind: 0 | 1 | 2;
    BoardTransition: {
      Id?: string;
      Key?: string;
      FromBoardStatusId?: string;
      ToBoardStatusId?: string;
      DisplayName?: string;
      /**
       * Format: int32
       * @description Within the source status.
       */
      SortOrder?: number;
      IsActive?: boolean;
      AllowedActions?: {
        CanUpdate?: boolean;
        CanDelete?: boolean;
      };
      /** Format: uuid */
      RowVersion?: string;
      LinkPrerequisites?: components["schemas"]["BoardTransitionLinkPrerequisite"][];
    };
    BoardTransitionCreateRequest: {
      Key?: string | null;
      FromBoardStatusId: string;
      ToBoardStatusId: string;
      DisplayName?: string | null;
      /** Format: int32 */
      SortOrder?: number;
      IsActive?: boolean;
      LinkPrerequisites?: {
        LinkType?: components["schemas"]["LinkType"];
        Direction?: components["schemas"]["LinkDirection"];
        TargetBoardId: string;
        TargetBoardTargetDefinitionId: string;
        /** Format: int32 */
        MinimumCount?: number;
        /** Format: int32 */
        MaximumCount?: number | null;
      }[] | null;
    };
    BoardTransitionLinkPrerequisite: {
      Id?: string;
      LinkType?: components["schemas"]["LinkType"];
      Direction?: components["schemas"]["LinkDirection"];
      TargetBoardId?: string;
      TargetBoardTargetDefinitionId?: string;
      /** Format: int32 */
      MinimumCount?: number;
      /** Format: int32 */
      MaximumCount?: number | null;
      /** Format: uuid */
      RowVersion?: string;
    };
    BoardTransitionReorderRequest: {
      /** @description Every transition leaving the status, once, in the new order. */
      TransitionIds: string[];
    };
    BoardTransitionUpdateRequest: {
      /** @description Normalised key: trimmed, lower case, ^[a-z][a-z0-9-]{0,39}$. */
      Key: string;
      DisplayName: string;
      ToBoardStatusId: string;
      IsActive: boolean;
      /** @description Replaces every prerequisite of the transition. */
      LinkPrerequisites: {
        /** @description Keeps this prerequisite's Id; omitted or null creates a new one. */
        Id?: string | null;
        LinkType: components["schemas"]["LinkType"];
        Direction: components["schemas"]["LinkDirection"];
        TargetBoardId: string;
        TargetBoardTargetDefinitionId: string;
        /** Format: int32 */
        MinimumCount: number;
        /** Format: int32 */
        MaximumCount?: number | null;
      }[];
      /** Format: uuid */
      RowVersion: string;
    };
    /**
     * Format: int32
     * @description Kind of board. Values: 0 Standard, 1 Cyclic.
     * @enum {integer}
     */
    BoardType: 0 | 1;
    BoardUpdateRequest: {
      DisplayName: string;
      Description?: string | null;
      BoardType: components["schemas"]["BoardType"];
      BoardCycleActivationMode: components["schemas"]["BoardCycleActivationMode"];
      TagsEnabled: boolean;
      /** Format: uuid */
      RowVersion: string;
    };
    BoardsModuleSettings: {
      Enabled: boolean;
      LocalizedDefaults: {
        /** @description en or de: the Accept-Language when it is one of them, else the workspace locale. */
        Locale: string;
        Statuses: {
          Key: string;
          DisplayName: string;
          Color: components["schemas"]["BoardColor"];
          MetaType: components["schemas"]["BoardStatusMetaType"];
        }[];
      };
      /** Format: uuid */
      RowVersion: string;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    BoardsModuleSettingsApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["BoardsModuleSettings"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    BoardsModuleUpdateRequest: {
      Enabled: boolean;
      /** Format: uuid */
      RowVersion: string;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    BooleanApiResponse: {
      Success: boolean;
      Data?: boolean | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    /**
     * Format: int32
     * @description Category of a build failure. Values: 0 Unknown, 1 Validation, 2 Compilation, 3 Dependency, 4 Database, 5 Timeout, 6 Infrastructure, 7 Cancelled, 8 Quota, 9 Internal.
     * @enum {integer}
     */
    BuildFailureCategory: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
    /**
     * Format: int32
     * @description Kind of a Net Operation Project build. Values: 0 Build, 1 Check.
     * @enum {integer}
     */
    BuildKind: 0 | 1;
    /**
     * Format: int32
     * @description Stage of a build. Values: 0 Queued, 1 Preparing, 2 Restoring, 3 Generating, 4 Compiling, 5 Testing, 6 Analyzing, 7 Packaging, 8 Publishing, 9 Finalizing, 10 Completed.
     * @enum {integer}
     */
    BuildStage: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10;
    /**
     * Format: int32
     * @description Status of a build. Values: 0 Queued, 1 Running, 2 Succeeded, 3 Failed, 4 Cancelled.
     * @enum {integer}
     */
    BuildStatus: 0 | 1 | 2 | 3 | 4;
    /**
     * Format: int32
     * @description Whether a field is calculated. Values: 0 None, 1 Expression.
     * @enum {integer}
     */
    CalculationKind: 0 | 1;
    ClassifierCatalog: {
      Id?: string;
      Key?: string;
      DisplayName?: string;
      Items?: components["schemas"]["ClassifierCatalogItem"][];
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    ClassifierCatalogArrayApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["ClassifierCatalog"][] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    ClassifierCatalogItem: {
      Key?: string;
      DisplayName?: string;
    };
    /**
     * Format: int32
     * @description Operations a field behavior condition applies to. Values: 0 AllOperations, 1 CreateOnly, 2 UpdateOnly.
     * @enum {integer}
     */
    ConditionOperationMode: 0 | 1 | 2;
    /**
     * Format: int32
     * @description Kind of a field default. Values: 0 None, 1 Constant, 2 Dynamic.
     * @enum {integer}
     */
    DefaultValueKind: 0 | 1 | 2;
    /**
     * Format: int32
     * @description Unit of a due-date expectation offset. Values: 0 Days, 1 Hours.
     * @enum {integer}
     */
    DueDateOffsetUnit: 0 | 1;
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
    /**
     * Format: int32
     * @description Access an information service entitlement grants. Values: 0 ReadOnly, 1 ReadWrite.
     * @enum {integer}
     */
    EntitlementAccessMode: 0 | 1;
    EntitlementModelGrant: {
      Operation: components["schemas"]["EntitlementModelOperation"];
      SubjectType: components["schemas"]["GrantSubjectType"];
      /** @description Role name or user id. */
      SubjectId: string;
      /** @description Role name, user display name, or "Unknown user". */
      DisplayName: string;
    };
    /**
     * @description Operation an entitlement model grant allows. Values: read, issue, adjust.
     * @enum {string}
     */
    EntitlementModelOperation: "read" | "issue" | "adjust";
    EntitlementModelRequest: {
      /** @description Normalised key: trimmed, lower case, ^[a-z][a-z0-9-]{0,39}$. */
      Key: string;
      DisplayName: string;
      Description?: string | null;
      PartyType: components["schemas"]["EntitlementPartyType"];
      AccessMode: components["schemas"]["EntitlementAccessMode"];
      ResourceScopeMode: components["schemas"]["ResourceScopeMode"];
      OwnerParty: components["schemas"]["EntitlementRoleInput"];
      DelegateParty?: components["schemas"]["EntitlementRoleInput"] | null;
      Resource?: components["schemas"]["EntitlementRoleInput"] | null;
      RelatedResource?: components["schemas"]["EntitlementRoleInput"] | null;
      /** @description Null, '' or no PathKey = no path. */
      PartyDelegationPath?: {
        /** @description Steps from the owner definition to the delegate definition. */
        PathKey?: string | null;
      } | null;
      /** @description Null, '' or no PathKey = no path. */
      ResourceHierarchyPath?: {
        /** @description Steps from the owner definition to the resource definition. */
        PathKey?: string | null;
      } | null;
      ModelType: components["schemas"]["EntitlementModelType"];
    };
    EntitlementModelSecurity: {
      ModelId: string;
      Grants: components["schemas"]["EntitlementModelGrant"][];
      /**
       * Format: uuid
       * @description The model's SecurityRowVersion.
       */
      RowVersion: string;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    EntitlementModelSecurityApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["EntitlementModelSecurity"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    EntitlementModelSecurityUpdateRequest: {
      /** @description The whole new set; duplicates collapse. */
      Grants: {
        Operation: components["schemas"]["EntitlementModelOperation"];
        SubjectType: components["schemas"]["GrantSubjectType"];
        /** @description Role name or user id. */
        SubjectId: string;
      }[];
      /**
       * Format: uuid
       * @description The model's SecurityRowVersion.
       */
      RowVersion: string;
    };
    EntitlementModelSummary: {
      Id: string;
      Key: string;
      DisplayName: string;
      ModelType: components["schemas"]["EntitlementModelType"];
      IsActive: boolean;
      /** @description Display name of the OwnerParty role's entity definition. */
      OwnerDefinitionDisplayName: string;
      /** Format: int32 */
      PlanCount: number;
      /**
       * Format: int32
       * @description Entitlements issued under the model.
       */
      IssuedCount: number;
      /** Format: uuid */
      RowVersion: string;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    EntitlementModelSummaryArrayApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["EntitlementModelSummary"][] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    /**
     * Format: int32
     * @description Kind of entitlement model. Values: 0 Subscription, 1 License, 2 Quota, 3 InformationServiceAccess.
     * @enum {integer}
     */
    EntitlementModelType: 0 | 1 | 2 | 3;
    EntitlementModelUpdateRequest: {
      /** @description Normalised key: trimmed, lower case, ^[a-z][a-z0-9-]{0,39}$. */
      Key: string;
      DisplayName: string;
      Description?: string | null;
      PartyType: components["schemas"]["EntitlementPartyType"];
      AccessMode: components["schemas"]["EntitlementAccessMode"];
      ResourceScopeMode: components["schemas"]["ResourceScopeMode"];
      OwnerParty: components["schemas"]["EntitlementRoleInput"];
      DelegateParty?: components["schemas"]["EntitlementRoleInput"] | null;
      Resource?: components["schemas"]["EntitlementRoleInput"] | null;
      RelatedResource?: components["schemas"]["EntitlementRoleInput"] | null;
      /** @description Null, '' or no PathKey = no path. */
      PartyDelegationPath?: {
        /** @description Steps from the owner definition to the delegate definition. */
        PathKey?: string | null;
      } | null;
      /** @description Null, '' or no PathKey = no path. */
      ResourceHierarchyPath?: {
        /** @description Steps from the owner definition to the resource definition. */
        PathKey?: string | null;
      } | null;
      /** @description An inactive model issues nothing; issued entitlements stay. */
      IsActive: boolean;
      /** Format: uuid */
      RowVersion: string;
    };
    /**
     * Format: int32
     * @description Kind of party an entitlement model issues to. Values: 0 Organization, 1 Person, 2 Any.
     * @enum {integer}
     */
    EntitlementPartyType: 0 | 1 | 2;
    EntitlementPlan: {
      Id: string;
      EntitlementModelId: string;
      Key: string;
      DisplayName: string;
      Description: string | null;
      PlanFamily: {
        Id: string;
        Key: string;
        DisplayName: string;
      } | null;
      RenewalPolicy: {
        Id: string;
        Key: string;
        DisplayName: string;
        Mode: components["schemas"]["RenewalMode"];
      } | null;
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
      IssuedTermsText: string | null;
      IsActive: boolean;
      /** Format: int32 */
      SortOrder: number;
      Limits: components["schemas"]["EntitlementPlanLimit"][];
      /**
       * Format: int32
       * @description Entitlements issued from the plan.
       */
      IssuedCount: number;
      AllowedActions: {
        CanUpdate: boolean;
        /** @description No entitlement was issued from it. */
        CanDelete: boolean;
      };
      /** Format: uuid */
      RowVersion: string;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    EntitlementPlanApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["EntitlementPlan"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    EntitlementPlanArrayApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["EntitlementPlan"][] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    EntitlementPlanFamily: {
      Id: string;
      Key: string;
      DisplayName: string;
      Description: string | null;
      /** Format: int32 */
      SortOrder: number;
      /** Format: int32 */
      PlanCount: number;
      /** Format: uuid */
      RowVersion: string;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    EntitlementPlanFamilyApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["EntitlementPlanFamily"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    EntitlementPlanFamilyArrayApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["EntitlementPlanFamily"][] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    EntitlementPlanFamilyRequest: {
      /** @description Normalised key: trimmed, lower case, ^[a-z][a-z0-9-]{0,39}$. */
      Key: string;
      DisplayName: string;
      Description?: string | null;
      /**
       * Format: int32
       * @description Position in the list; null puts it last.
       */
      SortOrder?: number | null;
    };
    EntitlementPlanFamilyUpdateRequest: {
      /** @description Normalised key: trimmed, lower case, ^[a-z][a-z0-9-]{0,39}$. */
      Key: string;
      DisplayName: string;
      Description?: string | null;
      /**
       * Format: int32
       * @description Position in the list; null puts it last.
       */
      SortOrder?: number | null;
      /** Format: uuid */
      RowVersion: string;
    };
    EntitlementPlanImpact: {
      PlanId: string;
      /** @description Which terms the proposal changes compared with the plan now. Codes: terms, duration, grace, window, renewal, limit-added:<key>, limit-removed:<key>, limit-amount:<key>. */
      ChangedFields: string[];
      /**
       * Format: int32
       * @description Issued, Active or Suspended entitlements of the plan.
       */
      LiveCount: number;
      /** Format: int32 */
      DifferingCount: number;
      /** @description The first 100, by number. */
      Differing: {
        EntitlementId: string;
        /** Format: int64 */
        EntitlementNumber: number;
        OwnerDisplayName: string;
        /** @description Codes: terms, duration, grace, window, renewal, limit-added:<key>, limit-removed:<key>, limit-amount:<key>. */
        Differences: string[];
      }[];
      /** Format: int32 */
      OverLimitCount: number;
      /** @description The first 100, by number. */
      OverLimit: {
        EntitlementId: string;
        /** Format: int64 */
        EntitlementNumber: number;
        OwnerDisplayName: string;
        LimitKey: string;
        LimitDisplayName: string;
        /**
         * Format: double
         * @description Consumed in the current period.
         */
        ConsumedAmount: number;
        /** Format: double */
        ProposedGrantedAmount: number | null;
      }[];
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    EntitlementPlanImpactApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["EntitlementPlanImpact"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    EntitlementPlanLimit: {
      Id: string;
      Key: string;
      DisplayName: string;
      LimitFamily: components["schemas"]["LimitFamily"];
      /**
       * Format: double
       * @description Null = unlimited (tracked, never exhausted).
       */
      GrantedAmount: number | null;
      UnitLabel: string | null;
      /** Format: int32 */
      SortOrder: number;
    };
    EntitlementPlanLimitInput: {
      /** @description Normalised key: trimmed, lower case, ^[a-z][a-z0-9-]{0,39}$. */
      Key: string;
      DisplayName: string;
      LimitFamily: components["schemas"]["LimitFamily"];
      /**
       * Format: double
       * @description At least 0; null = unlimited. Rounded to 6 decimal places.
       */
      GrantedAmount?: number | null;
      UnitLabel?: string | null;
    };
    EntitlementPlanRequest: {
      /** @description Normalised key: trimmed, lower case, ^[a-z][a-z0-9-]{0,39}$. */
      Key: string;
      DisplayName: string;
      Description?: string | null;
      PlanFamilyId?: string | null;
      RenewalPolicyId?: string | null;
      /**
       * Format: int32
       * @description Length of the term. Null exactly when the unit is None; else 1..1000.
       */
      DurationAmount?: number | null;
      DurationUnit: components["schemas"]["PlanPeriodUnit"];
      /**
       * Format: int32
       * @description Grace after the term. Null exactly when the unit is None; else 1..1000.
       */
      GracePeriodAmount?: number | null;
      GracePeriodUnit: components["schemas"]["PlanPeriodUnit"];
      /**
       * Format: int32
       * @description Length of each period (window). Null exactly when the unit is None; else 1..1000.
       */
      TimeBoundWindowAmount?: number | null;
      TimeBoundWindowUnit: components["schemas"]["PlanPeriodUnit"];
      TimeBoundWindowAnchor: components["schemas"]["TimeBoundWindowAnchor"];
      /** @description Terms text snapshotted on every entitlement issued (at most 20,000 characters). */
      IssuedTermsText?: string | null;
      /** @description An inactive plan issues and renews nothing. */
      IsActive: boolean;
      /**
       * Format: int32
       * @description Position among the model's plans; null puts it last.
       */
      SortOrder?: number | null;
      /** @description At most 20, keys unique; the array order is the display order. */
      Limits: components["schemas"]["EntitlementPlanLimitInput"][];
    };
    EntitlementPlanUpdateRequest: {
      /** @description Normalised key: trimmed, lower case, ^[a-z][a-z0-9-]{0,39}$. */
      Key: string;
      DisplayName: string;
      Description?: string | null;
      PlanFamilyId?: string | null;
      RenewalPolicyId?: string | null;
      /**
       * Format: int32
       * @description Length of the term. Null exactly when the unit is None; else 1..1000.
       */
      DurationAmount?: number | null;
      DurationUnit: components["schemas"]["PlanPeriodUnit"];
      /**
       * Format: int32
       * @description Grace after the term. Null exactly when the unit is None; else 1..1000.
       */
      GracePeriodAmount?: number | null;
      GracePeriodUnit: components["schemas"]["PlanPeriodUnit"];
      /**
       * Format: int32
       * @description Length of each period (window). Null exactly when the unit is None; else 1..1000.
       */
      TimeBoundWindowAmount?: number | null;
      TimeBoundWindowUnit: components["schemas"]["PlanPeriodUnit"];
      TimeBoundWindowAnchor: components["schemas"]["TimeBoundWindowAnchor"];
      /** @description Terms text snapshotted on every entitlement issued (at most 20,000 characters). */
      IssuedTermsText?: string | null;
      /** @description An inactive plan issues and renews nothing. */
      IsActive: boolean;
      /**
       * Format: int32
       * @description Position among the model's plans; null puts it last.
       */
      SortOrder?: number | null;
      /** @description At most 20, keys unique; the array order is the display order. */
      Limits: components["schemas"]["EntitlementPlanLimitInput"][];
      /** Format: uuid */
      RowVersion: string;
    };
    EntitlementRenewalPolicy: {
      Id: string;
      Key: string;
      DisplayName: string;
      Description: string | null;
      Mode: components["schemas"]["RenewalMode"];
      /** Format: int32 */
      LeadDays: number | null;
      ExternalPolicyKey: string | null;
      /** Format: int32 */
      PlanCount: number;
      /** Format: uuid */
      RowVersion: string;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    EntitlementRenewalPolicyApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["EntitlementRenewalPolicy"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    EntitlementRenewalPolicyArrayApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["EntitlementRenewalPolicy"][] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    EntitlementRenewalPolicyRequest: {
      /** @description Normalised key: trimmed, lower case, ^[a-z][a-z0-9-]{0,39}$. */
      Key: string;
      DisplayName: string;
      Description?: string | null;
      Mode: components["schemas"]["RenewalMode"];
      /**
       * Format: int32
       * @description 0..365; required for Automatic (renews this many days before the end), a reminder window otherwise.
       */
      LeadDays?: number | null;
      /** @description Required for External: the external policy that renews. */
      ExternalPolicyKey?: string | null;
    };
    EntitlementRenewalPolicyUpdateRequest: {
      /** @description Normalised key: trimmed, lower case, ^[a-z][a-z0-9-]{0,39}$. */
      Key: string;
      DisplayName: string;
      Description?: string | null;
      Mode: components["schemas"]["RenewalMode"];
      /**
       * Format: int32
       * @description 0..365; required for Automatic (renews this many days before the end), a reminder window otherwise.
       */
      LeadDays?: number | null;
      /** @description Required for External: the external policy that renews. */
      ExternalPolicyKey?: string | null;
      /** Format: uuid */
      RowVersion: string;
    };
    EntitlementRoleInput: {
      DisplayName: string;
      /** @description A live entity definition that is not a board's own. */
      EntityDefinitionId: string;
      PickerInputType: components["schemas"]["PickerInputType"];
      LookupTableSelectorMode: components["schemas"]["LookupTableSelectorMode"];
      /** @description Required when PickerInputType is LookupTable and the selector mode Specific. */
      LookupTableSurfaceKey?: string | null;
    };
    EntitlementsModuleSettings: {
      Enabled: boolean;
      /** Format: uuid */
      RowVersion: string;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    EntitlementsModuleSettingsApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["EntitlementsModuleSettings"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    EntitlementsModuleUpdateRequest: {
      Enabled: boolean;
      /** Format: uuid */
      RowVersion: string;
    };
    /**
     * Format: int32
     * @description What decides a user's access to a definition's records. Values: 0 Administrator, 1 Unrestricted, 2 PermissionAssignments.
     * @enum {integer}
     */
    EntityAccessBasis: 0 | 1 | 2;
    EntityAccessDecision: {
      Operation: components["schemas"]["EntityRecordOperation"];
      Allowed: boolean;
      /** @description The decision in one sentence. */
      Summary: string;
      /** @description What refuses the operation whatever the permissions (archive state, read-only definition, disabled operation). */
      BlockedBy: string | null;
      Reasons: components["schemas"]["EntityAccessReason"][];
    };
    EntityAccessExplainRequest: {
      UserId: string;
      /** @description The record; null explains Create only. */
      InstanceId?: string | null;
    };
    EntityAccessExplanation: {
      UserId: string;
      UserDisplayName: string;
      InstanceId: string | null;
      InstanceDisplayName: string | null;
      Basis: components["schemas"]["EntityAccessBasis"];
      Summary: string;
      Decisions: components["schemas"]["EntityAccessDecision"][];
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    EntityAccessExplanationApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["EntityAccessExplanation"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    EntityAccessPreviewRequest: {
      /** @description The user to see the list as. */
      UserId: string;
      /**
       * Format: int32
       * @default 1
       */
      Page?: number;
      /**
       * Format: int32
       * @default 25
       */
      PageSize?: number;
      Search?: string | null;
      ArchiveState?: components["schemas"]["InstanceArchiveState"];
      /** @description A draft of every permission assignment (checked like a save, nothing is stored); null: the stored ones. */
      Assignments?: components["schemas"]["EntityPermissionAssignmentCreateRequest"][] | null;
    };
    EntityAccessReason: {
      PermissionAssignmentId: string;
      SubjectType: components["schemas"]["EntityPermissionSubjectType"];
      SubjectDisplayName: string;
      /** @description Whether the user is this subject (for a responsibility: holds it on the record). */
      SubjectMatches: boolean;
      /** @description Why the subject does or does not match, in words. */
      SubjectReason: string;
      StatementName: string | null;
      StatementDisplayName: string | null;
      /** @description Null without a statement, or when the subject does not match. */
      StatementHolds: boolean | null;
      Grants: boolean;
    };
    /**
     * Format: int32
     * @description Where an entity UI action shows: the list toolbar, the record details, or both. Values: 0 ListToolbar, 1 RecordDetails, 2 Both.
     * @enum {integer}
     */
    EntityActionPlacement: 0 | 1 | 2;
    EntityConstraintCreateRequest: {
      EntityDefinitionTableId: string;
      /** @description Ordered field ids of that table. */
      FieldIds: string[];
    };
    EntityDefinitionBaseUpdateRequest: {
      Name: string;
      DisplayNameSingular: string;
      DisplayNamePlural: string;
      Description?: string | null;
      /** Format: uuid */
      RowVersion: string;
      /** @description Null keeps the current value. */
      IsReadOnly?: boolean | null;
      DisabledOperations?: components["schemas"]["EntityDisabledOperations"];
      /** @description The token returned by the matching schema-change-plan endpoint; required when the planned change is destructive. */
      SchemaChangeConfirmationToken?: string | null;
    };
    EntityDefinitionCreateRequest: {
      /** @description Internal name: lower case letters, digits and underscores, 2 to 40 characters, unique. */
      Name: string;
      DisplayNameSingular: string;
      DisplayNamePlural: string;
      Description?: string | null;
      NumberPrefix?: string | null;
    };
    EntityDefinitionDetail: {
      Id?: string;
      /** @description Internal name. */
      Name?: string;
      DisplayNameSingular?: string;
      DisplayNamePlural?: string;
      Description?: string | null;
      CommentsEnabled?: boolean;
      AttachmentsEnabled?: boolean;
      TagsEnabled?: boolean;
      AuditTrailEnabled?: boolean;
      AuditTrailRetentionMode?: components["schemas"]["AuditTrailRetentionMode"];
      /**
       * Format: int32
       * @description Used when the mode is days-based.
       */
      AuditTrailRetentionDays?: number | null;
      NumberPrefix?: string | null;
      /** @description Runtime writes blocked. */
      IsReadOnly?: boolean;
      DisabledOperations?: components["schemas"]["EntityDisabledOperations"];
      /** @description Frozen pending deletion. */
      IsPendingDeletion?: boolean;
      /** Format: date-time */
      DeletionRequestedAt?: string | null;
      /** Format: date-time */
      PurgeAfterUtc?: string | null;
      Tables?: components["schemas"]["EntityDefinitionTable"][];
      UniqueConstraints?: components["schemas"]["EntityUniqueConstraint"][];
      Indexes?: components["schemas"]["EntityIndex"][];
      Statements?: components["schemas"]["EntityStatement"][];
      ValidationRules?: components["schemas"]["EntityValidationRule"][];
      /**
       * Format: uuid
       * @description Row version of the definition; every schema change renews it.
       */
      RowVersion?: string;
      /**
       * Format: int32
       * @description Records in the primary table, archived ones included.
       */
      RecordCount?: number;
    } & {
      [key: string]: unknown;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    EntityDefinitionDetailApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["EntityDefinitionDetail"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    EntityDefinitionDetailArrayApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["EntityDefinitionDetail"][] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    /** @description A member left out keeps its value; AuditTrailRetentionDays is required when the mode is Days. */
    EntityDefinitionOptionsUpdateRequest: {
      CommentsEnabled?: boolean;
      AttachmentsEnabled?: boolean;
      TagsEnabled?: boolean;
      AuditTrailEnabled?: boolean;
      AuditTrailRetentionMode?: components["schemas"]["AuditTrailRetentionMode"];
      /** Format: int32 */
      AuditTrailRetentionDays?: number | null;
      NumberPrefix?: string | null;
      /**
       * Format: uuid
       * @description The row version the change is based on; a stale value answers 409.
       */
      RowVersion: string;
    };
    EntityDefinitionRowVersionRequest: {
      /**
       * Format: uuid
       * @description The row version the change is based on; a stale value answers 409.
       */
      RowVersion: string;
    };
    /**
     * @description Sort field of the entity definition list. Values: Name, DisplayName, RecordCount, ModifiedAt.
     * @enum {string}
     */
    EntityDefinitionSortField: "Name" | "DisplayName" | "RecordCount" | "ModifiedAt";
    EntityDefinitionSummary: {
      Id?: string;
      Name?: string;
      DisplayNameSingular?: string;
      DisplayNamePlural?: string;
      Description?: string | null;
      /**
       * Format: int32
       * @description Fields of the primary table and its child tables.
       */
      FieldCount?: number;
      /**
       * Format: int32
       * @description Records in the primary table, archived ones included.
       */
      RecordCount?: number;
      IsReadOnly?: boolean;
      IsPendingDeletion?: boolean;
      /** Format: date-time */
      PurgeAfterUtc?: string | null;
      /** Format: date-time */
      ModifiedAt?: string;
      /** Format: uuid */
      RowVersion?: string;
    };
    EntityDefinitionSummaryPage: {
      Items: components["schemas"]["EntityDefinitionSummary"][];
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
    EntityDefinitionSummaryPageApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["EntityDefinitionSummaryPage"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    EntityDefinitionTable: {
      Id?: string;
      EntityDefinitionId?: string;
      Name?: string;
      SchemaName?: string;
      PhysicalTableName?: string;
      IsPrimary?: boolean;
      /** @description Child tables. */
      OwnerFieldId?: string | null;
      Fields?: components["schemas"]["EntityFieldDefinition"][];
      IsDeleted?: boolean;
      /** Format: date-time */
      DeletedAt?: string | null;
      /** Format: uuid */
      RowVersion?: string;
      SchemaSource?: components["schemas"]["SchemaSource"];
      SourceNetPackageId?: string | null;
      SourcePackageId?: string | null;
      SourceStableId?: string | null;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    EntityDefinitionTableApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["EntityDefinitionTable"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    /**
     * Format: int32
     * @description Runtime operations disabled on an entity definition; a bitwise combination of the values. Values: 0 None, 1 Create, 2 Update, 4 Archive, 8 Restore, 16 Delete, 32 Merge, 64 Import, 128 Export.
     */
    EntityDisabledOperations: number;
    EntityFieldCreateRequest: {
      Key: string;
      DisplayName: string;
      FieldType: components["schemas"]["FieldType"];
      /** @description Expression language condition. */
      VisibleWhen?: string | null;
      /** @description Expression language condition. */
      RequiredWhen?: string | null;
      /** @description Expression language condition. */
      EditableWhen?: string | null;
      /** Format: int32 */
      DecimalPrecision?: number | null;
      /** Format: int32 */
      DecimalScale?: number | null;
      /** Format: int32 */
      StringMaxLength?: number | null;
      AllowMultiple?: boolean;
      ReferenceToEntityDefinitionId?: string | null;
      PairedReferenceFieldId?: string | null;
      AllowSort?: boolean;
      ReferenceDeleteBehavior?: components["schemas"]["ReferenceDeleteBehavior"];
      Options?: components["schemas"]["EntityFieldOptionInput"][];
      AddressCoordinatesRequired?: boolean;
      IsReadOnly?: boolean;
      VisibleWhenOperationMode?: components["schemas"]["ConditionOperationMode"];
      RequiredWhenOperationMode?: components["schemas"]["ConditionOperationMode"];
      EditableWhenOperationMode?: components["schemas"]["ConditionOperationMode"];
      BaseCurrencyCode?: string | null;
      ReferenceArchiveBehavior?: components["schemas"]["ReferenceArchiveBehavior"];
      ReferenceAuditRollupBehavior?: components["schemas"]["ReferenceAuditRollupBehavior"];
      SemanticRole?: components["schemas"]["SemanticRole"];
      SemanticRoleScopeFieldId?: string | null;
      ClassifierCatalogDefinitionId?: string | null;
      DefaultValue?: components["schemas"]["EntityFieldDefaultValue"];
      /** @description Reference fields: also create the inverse reference field on the target definition and pair both. */
      CreatePairedField?: components["schemas"]["EntityPairedFieldRequest"] | null;
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
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    EntityFieldDefinitionApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["EntityFieldDefinition"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
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
    EntityFieldOptionInput: {
      Key: string;
      Value: string;
    };
    EntityFieldOrderRequest: {
      /** @description Every field id of the table, in the new order. */
      FieldIds: string[];
    };
    /** @description Update carries the update body to preview when Change is Update. */
    EntityFieldSchemaChangePlanRequest: {
      Change: components["schemas"]["FieldSchemaChange"];
      Update?: components["schemas"]["EntityFieldUpdateRequest"] | null;
    };
    /** @description The field type is not changed. */
    EntityFieldUpdateRequest: {
      Key: string;
      DisplayName: string;
      /** @description Expression language condition. */
      VisibleWhen?: string | null;
      /** @description Expression language condition. */
      RequiredWhen?: string | null;
      /** @description Expression language condition. */
      EditableWhen?: string | null;
      /** Format: int32 */
      DecimalPrecision?: number | null;
      /** Format: int32 */
      DecimalScale?: number | null;
      /** Format: int32 */
      StringMaxLength?: number | null;
      AllowMultiple?: boolean;
      ReferenceToEntityDefinitionId?: string | null;
      PairedReferenceFieldId?: string | null;
      AllowSort?: boolean;
      ReferenceDeleteBehavior?: components["schemas"]["ReferenceDeleteBehavior"];
      Options?: components["schemas"]["EntityFieldOptionInput"][];
      AddressCoordinatesRequired?: boolean;
      /** @description Null keeps the current value. */
      IsReadOnly?: boolean | null;
      VisibleWhenOperationMode?: components["schemas"]["ConditionOperationMode"];
      RequiredWhenOperationMode?: components["schemas"]["ConditionOperationMode"];
      EditableWhenOperationMode?: components["schemas"]["ConditionOperationMode"];
      BaseCurrencyCode?: string | null;
      ReferenceArchiveBehavior?: components["schemas"]["ReferenceArchiveBehavior"];
      ReferenceAuditRollupBehavior?: components["schemas"]["ReferenceAuditRollupBehavior"];
      SemanticRole?: components["schemas"]["SemanticRole"];
      SemanticRoleScopeFieldId?: string | null;
      ClassifierCatalogDefinitionId?: string | null;
      DefaultValue?: components["schemas"]["EntityFieldDefaultValue"];
      /**
       * Format: uuid
       * @description The expected row version.
       */
      RowVersion: string;
      /** @description The token returned by the matching schema-change-plan endpoint; required when the planned change is destructive. */
      SchemaChangeConfirmationToken?: string | null;
    };
    EntityIndex: {
      Id?: string;
      EntityDefinitionId?: string;
      EntityDefinitionTableId?: string;
      /** @description Ordered fields. */
      Fields?: {
        Id?: string;
        EntityDefinitionTableId?: string;
        Key?: string;
        DisplayName?: string;
      }[];
      /** Format: uuid */
      RowVersion?: string;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    EntityIndexApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["EntityIndex"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    EntityIndexArrayApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["EntityIndex"][] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
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
    /** @description A referenced or pickable instance. */
    EntityInstanceLookupItem: {
      Id: string;
      Number: string;
      DisplayName: string;
      /** @description A referenced record the caller may not read: Number and DisplayName are empty (assumed). */
      IsRestricted?: boolean;
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
    EntityMutationEffect: {
      Id: string;
      EntityDefinitionId: string;
      Name: string;
      DisplayName: string;
      Trigger: components["schemas"]["MutationEffectTrigger"];
      Kind: components["schemas"]["MutationEffectKind"];
      /** @description The field SetValue, StampUser and StampTime write (a field of the primary table); for RecalculateRollup, the Integer or Decimal field of the parent that holds the rollup. */
      TargetFieldId: string | null;
      /** @description SetValue: the value, in the form records carry. */
      Value: unknown;
      /** @description EnqueueFunction: the function queued with {EntityDefinitionId, InstanceId, Trigger}. */
      FunctionKey: string | null;
      /** @description RecalculateRollup: the single reference of the primary table that names the parent. */
      ReferenceFieldId: string | null;
      RollupAggregate: (string & components["schemas"]["RollupAggregate"]) | null;
      /** @description RecalculateRollup with Sum, Min or Max: the Integer or Decimal field of the children summed up. */
      SourceFieldId: string | null;
      Enabled: boolean;
      /** Format: int32 */
      SortOrder: number;
      /** Format: uuid */
      RowVersion: string;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    EntityMutationEffectApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["EntityMutationEffect"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    EntityMutationEffectArrayApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["EntityMutationEffect"][] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    EntityMutationEffectCreateRequest: {
      Name: string;
      DisplayName: string;
      Trigger: components["schemas"]["MutationEffectTrigger"];
      Kind: components["schemas"]["MutationEffectKind"];
      /** @description The field SetValue, StampUser and StampTime write (a field of the primary table); for RecalculateRollup, the Integer or Decimal field of the parent that holds the rollup. */
      TargetFieldId?: string | null;
      /** @description SetValue: the value, in the form records carry. */
      Value?: unknown;
      /** @description EnqueueFunction: the function queued with {EntityDefinitionId, InstanceId, Trigger}. */
      FunctionKey?: string | null;
      /** @description RecalculateRollup: the single reference of the primary table that names the parent. */
      ReferenceFieldId?: string | null;
      RollupAggregate?: (string & components["schemas"]["RollupAggregate"]) | null;
      /** @description RecalculateRollup with Sum, Min or Max: the Integer or Decimal field of the children summed up. */
      SourceFieldId?: string | null;
      Enabled?: boolean;
    };
    EntityMutationEffectUpdateRequest: {
      DisplayName: string;
      Trigger: components["schemas"]["MutationEffectTrigger"];
      Kind: components["schemas"]["MutationEffectKind"];
      /** @description The field SetValue, StampUser and StampTime write (a field of the primary table); for RecalculateRollup, the Integer or Decimal field of the parent that holds the rollup. */
      TargetFieldId?: string | null;
      /** @description SetValue: the value, in the form records carry. */
      Value?: unknown;
      /** @description EnqueueFunction: the function queued with {EntityDefinitionId, InstanceId, Trigger}. */
      FunctionKey?: string | null;
      /** @description RecalculateRollup: the single reference of the primary table that names the parent. */
      ReferenceFieldId?: string | null;
      RollupAggregate?: (string & components["schemas"]["RollupAggregate"]) | null;
      /** @description RecalculateRollup with Sum, Min or Max: the Integer or Decimal field of the children summed up. */
      SourceFieldId?: string | null;
      Enabled?: boolean;
      /** Format: uuid */
      RowVersion: string;
    };
    EntityPairedFieldRequest: {
      /** @description Key of the inverse reference field on the target definition. */
      Key: string;
      DisplayName: string;
    };
    EntityPermissionAssignment: {
      Id: string;
      EntityDefinitionId: string;
      SubjectType: components["schemas"]["EntityPermissionSubjectType"];
      /** @description User id, responsibility group id, role name, or responsibility key; empty for Everyone. */
      SubjectKey: string;
      /** @description At least one; each at most once. */
      Operations: components["schemas"]["EntityRecordOperation"][];
      /** @description Only records for which this statement holds (for the caller); null: every record. */
      StatementId: string | null;
      /** @description The subject as people read it; the key when it no longer exists. */
      SubjectDisplayName: string;
      StatementName: string | null;
      /** Format: int32 */
      SortOrder: number;
      /** Format: uuid */
      RowVersion: string;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    EntityPermissionAssignmentApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["EntityPermissionAssignment"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    EntityPermissionAssignmentCreateRequest: {
      SubjectType: components["schemas"]["EntityPermissionSubjectType"];
      /** @description User id, responsibility group id, role name, or responsibility key; empty for Everyone. */
      SubjectKey: string;
      /** @description At least one; each at most once. */
      Operations: components["schemas"]["EntityRecordOperation"][];
      /** @description Only records for which this statement holds (for the caller); null: every record. */
      StatementId?: string | null;
    };
    EntityPermissionAssignmentUpdateRequest: {
      SubjectType: components["schemas"]["EntityPermissionSubjectType"];
      /** @description User id, responsibility group id, role name, or responsibility key; empty for Everyone. */
      SubjectKey: string;
      /** @description At least one; each at most once. */
      Operations: components["schemas"]["EntityRecordOperation"][];
      /** @description Only records for which this statement holds (for the caller); null: every record. */
      StatementId?: string | null;
      /**
       * Format: uuid
       * @description The row version the change is based on; a stale value answers 409.
       */
      RowVersion: string;
    };
    /**
     * Format: int32
     * @description Who an entity permission assignment names. Values: 0 User, 1 ResponsibilityGroup, 2 Role, 3 RecordResponsibility, 4 Everyone.
     * @enum {integer}
     */
    EntityPermissionSubjectType: 0 | 1 | 2 | 3 | 4;
    /**
     * @description An operation on entity records that permission assignments grant. Values: Read, Create, Patch, Archive, Restore, Delete, Merge, ReadArchive, ReadChangesHistory, ReadComments, ReadTags, ReadAttachments.
     * @enum {string}
     */
    EntityRecordOperation: "Read" | "Create" | "Patch" | "Archive" | "Restore" | "Delete" | "Merge" | "ReadArchive" | "ReadChangesHistory" | "ReadComments" | "ReadTags" | "ReadAttachments";
    EntityResponsibility: {
      Id: string;
      EntityDefinitionId: string;
      Key: string;
      DisplayName: string;
      /** @description Every record must have at least one subject (checked when the set is replaced). */
      IsRequired: boolean;
      Cardinality: components["schemas"]["ResponsibilityCardinality"];
      SubjectMode: components["schemas"]["ResponsibilitySubjectMode"];
      /** @description The user who creates a record is assigned on create. */
      AssignCreator: boolean;
      /** @description A single-valued Reference field of these records: the subjects of the same responsibility on the record it points to are inherited (recalculated by a job when they change). */
      InheritFromFieldId: string | null;
      /** Format: int32 */
      SortOrder: number;
      /** Format: uuid */
      RowVersion: string;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    EntityResponsibilityApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["EntityResponsibility"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    EntityResponsibilityCreateRequest: {
      /** @description Relation key: a letter, then letters, digits or underscores (at most 40); unique per definition, case-insensitively. */
      Key: string;
      DisplayName: string;
      /** @description Every record must have at least one subject (checked when the set is replaced). */
      IsRequired?: boolean;
      Cardinality: components["schemas"]["ResponsibilityCardinality"];
      SubjectMode: components["schemas"]["ResponsibilitySubjectMode"];
      /** @description The user who creates a record is assigned on create. */
      AssignCreator?: boolean;
      /** @description A single-valued Reference field of these records: the subjects of the same responsibility on the record it points to are inherited (recalculated by a job when they change). */
      InheritFromFieldId?: string | null;
    };
    EntityResponsibilityUpdateRequest: {
      DisplayName: string;
      /** @description Every record must have at least one subject (checked when the set is replaced). */
      IsRequired?: boolean;
      Cardinality: components["schemas"]["ResponsibilityCardinality"];
      SubjectMode: components["schemas"]["ResponsibilitySubjectMode"];
      /** @description The user who creates a record is assigned on create. */
      AssignCreator?: boolean;
      /** @description A single-valued Reference field of these records: the subjects of the same responsibility on the record it points to are inherited (recalculated by a job when they change). */
      InheritFromFieldId?: string | null;
      /**
       * Format: uuid
       * @description The row version the change is based on; a stale value answers 409.
       */
      RowVersion: string;
    };
    EntitySecurity: {
      EntityDefinitionId: string;
      /** @description Whether permission assignments decide access (false: every signed-in user has full access). */
      IsRestricted: boolean;
      Responsibilities: components["schemas"]["EntityResponsibility"][];
      PermissionAssignments: components["schemas"]["EntityPermissionAssignment"][];
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    EntitySecurityApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["EntitySecurity"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    EntityStatement: {
      Id?: string;
      EntityDefinitionId?: string;
      /** @description Stable technical key. */
      Name?: string;
      DisplayName?: string;
      /** @description SQL-like. */
      Expression?: string;
      /** @description Exposed as a predicate flag in runtime payloads. */
      ExposeInClient?: boolean;
      /** Format: int32 */
      SortOrder?: number;
      IsDeleted?: boolean;
      /** Format: date-time */
      DeletedAt?: string | null;
      /** Format: uuid */
      RowVersion?: string;
      SchemaSource?: components["schemas"]["SchemaSource"];
      SourceNetPackageId?: string | null;
      SourcePackageId?: string | null;
      SourceStableId?: string | null;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    EntityStatementApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["EntityStatement"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    EntityStatementArrayApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["EntityStatement"][] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    EntityStatementCreateRequest: {
      Name: string;
      DisplayName: string;
      /** @description SQL-like. */
      Expression: string;
      ExposeInClient?: boolean;
    };
    EntityStatementUpdateRequest: {
      DisplayName: string;
      /** @description SQL-like. */
      Expression: string;
      ExposeInClient: boolean;
      /** Format: uuid */
      RowVersion: string;
    };
    EntityUniqueConstraint: {
      Id?: string;
      EntityDefinitionId?: string;
      EntityDefinitionTableId?: string;
      /** @description Ordered fields. */
      Fields?: {
        Id?: string;
        EntityDefinitionTableId?: string;
        Key?: string;
        DisplayName?: string;
      }[];
      /** Format: uuid */
      RowVersion?: string;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    EntityUniqueConstraintApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["EntityUniqueConstraint"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    EntityUniqueConstraintArrayApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["EntityUniqueConstraint"][] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    EntityValidationRule: {
      Id?: string;
      EntityDefinitionId?: string;
      /** @description Stable key. */
      Name?: string;
      DisplayName?: string;
      Expression?: string;
      Message?: string;
      /** @description Locale to message template. */
      MessageTranslations?: {
        [key: string]: string;
      };
      Enabled?: boolean;
      /** Format: int32 */
      SortOrder?: number;
      IsDeleted?: boolean;
      /** Format: date-time */
      DeletedAt?: string | null;
      /** Format: uuid */
      RowVersion?: string;
      SchemaSource?: components["schemas"]["SchemaSource"];
      SourceNetPackageId?: string | null;
      SourcePackageId?: string | null;
      SourceStableId?: string | null;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    EntityValidationRuleApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["EntityValidationRule"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    EntityValidationRuleArrayApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["EntityValidationRule"][] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    EntityValidationRuleCreateRequest: {
      /** @description Stable key: a letter, then letters, digits and underscores (at most 64). */
      Name: string;
      DisplayName: string;
      /** @description A condition that must hold for a record to be saved. */
      Expression: string;
      /** @description Shown when the condition does not hold. */
      Message: string;
      /** @description Locale (e.g. de) to message. */
      MessageTranslations?: {
        [key: string]: string;
      } | null;
      Enabled?: boolean;
    };
    EntityValidationRuleOrderRequest: {
      /** @description Every rule of the definition, in the new order. */
      RuleIds: string[];
    };
    EntityValidationRuleUpdateRequest: {
      DisplayName: string;
      Expression: string;
      Message: string;
      MessageTranslations?: {
        [key: string]: string;
      } | null;
      Enabled: boolean;
      /** Format: uuid */
      RowVersion: string;
    };
    EntityYamlDefinitionPlan: {
      Name: string;
      /** @description No definition of this Name exists: the import creates it. */
      IsNew: boolean;
      Diff: components["schemas"]["EntityYamlDiffEntry"][];
      Plan?: components["schemas"]["SchemaChangePlan"] | null;
    };
    EntityYamlDiffEntry: {
      /** @description Dotted path inside the definition, e.g. tables.main.fields.email.stringMaxLength. */
      Path: string;
      /** @description The current value; null when added. */
      Before?: unknown;
      /** @description The imported value; null when removed. */
      After?: unknown;
    };
    EntityYamlImportRequest: {
      /** @description Entity YAML v8 text: one or more definitions. */
      Yaml: string;
      /** @description Import the (single) definition as a copy under this Name instead of over the definition of the same Name. */
      TargetName?: string | null;
      /** @description The Token of the matching plan; required when the import changes an existing definition destructively. */
      SchemaChangeConfirmationToken?: string | null;
    };
    EntityYamlPlan: {
      Definitions: components["schemas"]["EntityYamlDefinitionPlan"][];
      /** @description Covers the whole import; null when nothing is destructive. */
      Token?: string | null;
      IsDestructive: boolean;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    EntityYamlPlanApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["EntityYamlPlan"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    EntityYamlPlanRequest: {
      /** @description Entity YAML v8 text: one or more definitions. */
      Yaml: string;
      /** @description Import the (single) definition as a copy under this Name instead of over the definition of the same Name. */
      TargetName?: string | null;
    };
    ExpressionEvaluationRequest: {
      /** @description The expression text (at most 4,000 characters). */
      Expression: string;
      Purpose: components["schemas"]["ExpressionPurpose"];
      EntityDefinitionId: string;
      /** @description The table whose fields the expression names; the primary table when null. */
      EntityDefinitionTableId?: string | null;
      /** @description The field a calculation or condition belongs to (a calculation needs it). */
      FieldId?: string | null;
      /** @description The record (of the definition) to evaluate against. */
      InstanceId: string;
    };
    /** @description Error: what went wrong at run time (e.g. a division by zero). */
    ExpressionEvaluationResult: {
      /** @description True when Diagnostics is empty. */
      IsValid: boolean;
      /** @description The type of the expression as a configurator reads it, e.g. "Money (EUR)". */
      ResultType?: string | null;
      /** @description The type the purpose needs, e.g. "Boolean" or "Decimal, 2 places". */
      ExpectedType?: string | null;
      /** @description Keys of the table fields the expression reads. */
      ReferencedFieldKeys: string[];
      /** @description Each mistake: Code (expression.*), Message, and in Metadata the 0-based UTF-16 start/end offsets (end exclusive), 1-based line and column, and where useful expectedType, actualType and suggestion. */
      Diagnostics: components["schemas"]["Issue"][];
      /** @description The value in the JSON form records carry (money as {Amount, CurrencyCode}); null when invalid or NULL. */
      Value?: unknown;
      /** @description The value as text. */
      DisplayValue?: string | null;
      Error?: components["schemas"]["Issue"] | null;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    ExpressionEvaluationResultApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["ExpressionEvaluationResult"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    ExpressionFunction: {
      Name: string;
      /** @description As shown in completion and signature help, e.g. ROUND(number, places). */
      Signature: string;
      Summary: string;
      /** Format: int32 */
      MinArguments: number;
      /** Format: int32 */
      MaxArguments: number;
    };
    ExpressionLanguage: {
      Functions: components["schemas"]["ExpressionFunction"][];
      /** @description Reserved words (case-insensitive). */
      Keywords: string[];
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    ExpressionLanguageApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["ExpressionLanguage"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    /**
     * Format: int32
     * @description What an expression is written for: it decides the expected type and where fields come from. Values: 0 Calculation, 1 VisibleWhen, 2 RequiredWhen, 3 EditableWhen, 4 ValidationRule, 5 Statement, 6 PresentationRule.
     * @enum {integer}
     */
    ExpressionPurpose: 0 | 1 | 2 | 3 | 4 | 5 | 6;
    ExpressionValidationRequest: {
      /** @description The expression text (at most 4,000 characters). */
      Expression: string;
      Purpose: components["schemas"]["ExpressionPurpose"];
      EntityDefinitionId: string;
      /** @description The table whose fields the expression names; the primary table when null. */
      EntityDefinitionTableId?: string | null;
      /** @description The field a calculation or condition belongs to (a calculation needs it). */
      FieldId?: string | null;
    };
    ExpressionValidationResult: {
      /** @description True when Diagnostics is empty. */
      IsValid: boolean;
      /** @description The type of the expression as a configurator reads it, e.g. "Money (EUR)". */
      ResultType?: string | null;
      /** @description The type the purpose needs, e.g. "Boolean" or "Decimal, 2 places". */
      ExpectedType?: string | null;
      /** @description Keys of the table fields the expression reads. */
      ReferencedFieldKeys: string[];
      /** @description Each mistake: Code (expression.*), Message, and in Metadata the 0-based UTF-16 start/end offsets (end exclusive), 1-based line and column, and where useful expectedType, actualType and suggestion. */
      Diagnostics: components["schemas"]["Issue"][];
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    ExpressionValidationResultApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["ExpressionValidationResult"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    /** @description Bounded, non-secret string map: at most 32 keys matching ^[A-Za-z][A-Za-z0-9_.-]{0,63}$, values up to 1,024 characters, 8 KiB in total as UTF-8 JSON; keys naming a secret are refused. */
    ExtendedData: {
      [key: string]: string;
    };
    FieldCalculationResult: {
      /** @description True when Diagnostics is empty. */
      IsValid: boolean;
      /** @description The type of the expression as a configurator reads it, e.g. "Money (EUR)". */
      ResultType?: string | null;
      /** @description The type the purpose needs, e.g. "Boolean" or "Decimal, 2 places". */
      ExpectedType?: string | null;
      /** @description Keys of the table fields the expression reads. */
      ReferencedFieldKeys: string[];
      /** @description Each mistake: Code (expression.*), Message, and in Metadata the 0-based UTF-16 start/end offsets (end exclusive), 1-based line and column, and where useful expectedType, actualType and suggestion. */
      Diagnostics: components["schemas"]["Issue"][];
      /**
       * Format: int32
       * @description Records whose stored value saving the calculation recomputes.
       */
      AffectedRecordCount: number;
      Field?: components["schemas"]["EntityFieldDefinition"] | null;
      /** @description After a save: the job recomputing existing records, on the function host queue. */
      RecalculationJobId?: string | null;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    FieldCalculationResultApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["FieldCalculationResult"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    FieldCalculationSaveRequest: {
      /** @description The calculation; null or empty removes it (the field becomes writable again). */
      Expression?: string | null;
      /**
       * Format: uuid
       * @description The field's current row version.
       */
      RowVersion: string;
    };
    FieldCalculationValidateRequest: {
      /** @description The calculation to check against the field (at most 4,000 characters). */
      Expression: string;
    };
    /**
     * Format: int32
     * @description Which change a field schema-change plan previews. Values: 0 Update, 1 Delete.
     * @enum {integer}
     */
    FieldSchemaChange: 0 | 1;
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
    FilePolicyTestRequest: {
      FileName: string;
      /** @description Declared MIME type; null asks which types the rules allow for the name. */
      MimeType?: string | null;
      /** @description Up to the first 64 bytes of the file, base64, to check the content against the type. */
      LeadingBytesBase64?: string | null;
      /** @description Unsaved rules to test instead of the saved policy. */
      Draft?: {
        AllowedMimeTypes: string[];
        FileTypeRules: {
          Extensions?: string[];
          MimeTypes?: string[];
        }[];
      } | null;
    };
    FilePolicyVerdict: {
      Allowed?: boolean;
      /** @description workspace.files.policy.* code of the deciding check. */
      Code?: string;
      Message?: string;
      /** @description The name as stored (path parts removed). */
      FileName?: string;
      /** @description The matched extension, lower case, without the leading dot. */
      Extension?: string | null;
      /** @description The declared type, normalised (lower case, no parameters). */
      MimeType?: string | null;
      /**
       * Format: int32
       * @description Zero-based index of the deciding file-type rule.
       */
      RuleIndex?: number | null;
      Rule?: {
        Extensions?: string[];
        MimeTypes?: string[];
      } | null;
      AllowedMimeTypesForExtension?: string[];
      /** @description What the leading bytes look like, when they were given and recognised. */
      DetectedContentType?: string | null;
      /** Format: int32 */
      PolicyVersion?: number;
      PolicyHash?: string;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    FilePolicyVerdictApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["FilePolicyVerdict"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    FileSystemSettings: {
      StorageType?: components["schemas"]["StorageType"];
      RootPath?: string | null;
      FolderStrategy?: components["schemas"]["FolderStrategy"];
      ConstantFolderName?: string | null;
      AllowedMimeTypes?: string[];
      /**
       * Format: int32
       * @description Trash retention for files, in hours.
       */
      TrashRetentionTimeHours?: number;
      /** Format: uuid */
      RowVersion?: string;
      FileTypeRules?: {
        Extensions?: string[];
        MimeTypes?: string[];
      }[];
      /** Format: int32 */
      FileTypePolicyVersion?: number;
      FileTypePolicyHash?: string;
      /**
       * Format: int64
       * @description Largest file an upload may declare.
       */
      MaxUploadSizeBytes?: number;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    FileSystemSettingsApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["FileSystemSettings"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    FileSystemSettingsUpdateRequest: {
      StorageType: components["schemas"]["StorageType"];
      RootPath?: string | null;
      FolderStrategy: components["schemas"]["FolderStrategy"];
      ConstantFolderName?: string | null;
      /** @description Global allow-list of MIME types (type/* wildcards allowed); empty: what the rules allow. */
      AllowedMimeTypes: string[];
      /**
       * Format: int32
       * @description Hours a deleted file stays in the trash before it is purged.
       */
      TrashRetentionTimeHours: number;
      FileTypeRules: {
        Extensions?: string[];
        MimeTypes?: string[];
      }[];
      /**
       * Format: int64
       * @description Largest file an upload may declare.
       */
      MaxUploadSizeBytes: number;
      /** Format: uuid */
      RowVersion: string;
    };
    FileTrashItem: {
      File?: components["schemas"]["AttachmentFile"];
      Owner?: components["schemas"]["ResourceDisplay"];
      /** Format: date-time */
      DeletedAt?: string;
      DeletedByUserId?: string | null;
      DeletedByUserName?: string | null;
      /**
       * Format: date-time
       * @description When the scheduled purge removes the file for good.
       */
      PurgeAfterUtc?: string;
    };
    FileTrashPage: {
      Items?: components["schemas"]["FileTrashItem"][];
      /** Format: int32 */
      Page?: number;
      /** Format: int32 */
      PageSize?: number;
      /** Format: int32 */
      TotalCount?: number;
      HasMore?: boolean;
      /** Format: int32 */
      TrashRetentionTimeHours?: number;
      /**
       * Format: date-time
       * @description Next firing of the trash-purge schedule, when it is enabled.
       */
      NextPurgeAt?: string | null;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    FileTrashPageApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["FileTrashPage"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    /**
     * Format: int32
     * @description How files are arranged in folders. Values: 0 Flat, 1 ByDate, 2 ByEntity, 3 ByUser, 4 ByModule, 5 Constant.
     * @enum {integer}
     */
    FolderStrategy: 0 | 1 | 2 | 3 | 4 | 5;
    FunctionAction: {
      Id: string;
      /** @description Null when no definition of that name exists (any more). */
      EntityDefinitionId: string | null;
      EntityDefinitionName: string;
      EntityDefinitionDisplayName: string;
      Key: string;
      Label: string;
      LabelTranslations: {
        [key: string]: string;
      };
      Icon: string | null;
      Placement: components["schemas"]["EntityActionPlacement"];
      ConfirmationText: string | null;
      SelectionMode: components["schemas"]["ActionTargetScope"];
      /** Format: int32 */
      MaxSelection: number | null;
      FunctionId: string;
      FunctionKey: string;
      FunctionDisplayName: string;
      FunctionVersionId: string | null;
      /**
       * Format: int32
       * @description The pinned version's number; null follows the current version.
       */
      FunctionVersionNumber: number | null;
      VisibilityCondition: string | null;
      IsEnabled: boolean;
      /** Format: date-time */
      CreatedAt: string;
      /** Format: date-time */
      ModifiedAt: string | null;
      /** Format: uuid */
      RowVersion: string;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    FunctionActionApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["FunctionAction"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    FunctionActionArrayApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["FunctionAction"][] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    FunctionActionCreateRequest: {
      /** @description Id or Name of the entity definition. */
      EntityDefinitionId: string;
      /** @description Lower-case letters, digits and dashes, starting with a letter; unique per entity definition. */
      Key: string;
      /** @description The default label, shown when no translation matches the user's language. */
      Label: string;
      /** @description Labels by language code (en, de, …). */
      LabelTranslations?: {
        [key: string]: string;
      } | null;
      /** @description A Material Design Icons name (mdi-check-decagram). */
      Icon?: string | null;
      Placement: components["schemas"]["EntityActionPlacement"];
      /** @description Asked before the action runs; none runs it at once. */
      ConfirmationText?: string | null;
      SelectionMode: components["schemas"]["ActionTargetScope"];
      /**
       * Format: int32
       * @description For MultipleRecords: at most this many records (1 to 500).
       */
      MaxSelection?: number | null;
      FunctionId: string;
      /** @description A version of the function to run; null follows its current version. */
      FunctionVersionId?: string | null;
      /** @description An expression over the record (Boolean): where it is false, the action does not apply to the record. */
      VisibilityCondition?: string | null;
      IsEnabled?: boolean;
    };
    FunctionActionPreview: {
      ConditionIsValid: boolean;
      /** @description The compiler's messages when the condition does not compile. */
      Diagnostics: components["schemas"]["Issue"][];
      /** @description Whether the action applies to the record; null when the condition does not compile. */
      ConditionHolds: boolean | null;
      InstanceDisplayName: string;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    FunctionActionPreviewApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["FunctionActionPreview"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    FunctionActionPreviewRequest: {
      /** @description Id or Name of the entity definition. */
      EntityDefinitionId: string;
      VisibilityCondition?: string | null;
      /** @description The record to preview the action on. */
      InstanceId: string;
    };
    FunctionActionReplaceRequest: {
      /** @description Lower-case letters, digits and dashes, starting with a letter; unique per entity definition. */
      Key: string;
      /** @description The default label, shown when no translation matches the user's language. */
      Label: string;
      /** @description Labels by language code (en, de, …). */
      LabelTranslations?: {
        [key: string]: string;
      } | null;
      /** @description A Material Design Icons name (mdi-check-decagram). */
      Icon?: string | null;
      Placement: components["schemas"]["EntityActionPlacement"];
      /** @description Asked before the action runs; none runs it at once. */
      ConfirmationText?: string | null;
      SelectionMode: components["schemas"]["ActionTargetScope"];
      /**
       * Format: int32
       * @description For MultipleRecords: at most this many records (1 to 500).
       */
      MaxSelection?: number | null;
      FunctionId: string;
      /** @description A version of the function to run; null follows its current version. */
      FunctionVersionId?: string | null;
      /** @description An expression over the record (Boolean): where it is false, the action does not apply to the record. */
      VisibilityCondition?: string | null;
      IsEnabled?: boolean;
      /** Format: uuid */
      RowVersion: string;
    };
    /**
     * @description What a function audit entry records. Values: RunCancelled, JobCancelled, JobCancellationRequested, RetentionSettingsChanged, RunHistoryPurged, ScheduleChanged, ScheduleCreated, ScheduleDeleted, RunRerun, JobRetried, ScheduleRunNow, FunctionRunNow, SecretCreated, SecretChanged, SecretRotated, SecretDeleted, ActionCreated, ActionChanged, ActionDeleted, FunctionChanged, FunctionEnabled, FunctionDisabled, FunctionVersionActivated, PublicationCreated, PublicationChanged, PublicationDeleted, HttpEndpointCreated, HttpEndpointChanged, HttpEndpointDeleted, TriggerBindingCreated, TriggerBindingChanged, TriggerBindingDeleted.
     * @enum {string}
     */
    FunctionAuditAction: "RunCancelled" | "JobCancelled" | "JobCancellationRequested" | "RetentionSettingsChanged" | "RunHistoryPurged" | "ScheduleChanged" | "ScheduleCreated" | "ScheduleDeleted" | "RunRerun" | "JobRetried" | "ScheduleRunNow" | "FunctionRunNow" | "SecretCreated" | "SecretChanged" | "SecretRotated" | "SecretDeleted" | "ActionCreated" | "ActionChanged" | "ActionDeleted" | "FunctionChanged" | "FunctionEnabled" | "FunctionDisabled" | "FunctionVersionActivated" | "PublicationCreated" | "PublicationChanged" | "PublicationDeleted" | "HttpEndpointCreated" | "HttpEndpointChanged" | "HttpEndpointDeleted" | "TriggerBindingCreated" | "TriggerBindingChanged" | "TriggerBindingDeleted";
    FunctionAuditEntry: {
      Id: string;
      /** Format: date-time */
      OccurredAt: string;
      ActorUserId?: string | null;
      /** @description RunCancelled, JobCancelled, JobCancellationRequested, RetentionSettingsChanged, RunHistoryPurged or ScheduleChanged. */
      Action: string;
      /** @description Run, Job, Schedule or RunHistory (retention changes and purges; TargetId is then "run-history"). */
      TargetKind: string;
      TargetId: string;
      Detail?: unknown;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    FunctionAuditEntryArrayApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["FunctionAuditEntry"][] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    FunctionAuditEntryPage: {
      Items: components["schemas"]["FunctionAuditPageEntry"][];
      /** Format: int32 */
      TotalCount: number;
      /**
       * Format: int32
       * @description One-based.
       */
      Page: number;
      /** Format: int32 */
      PageSize: number;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    FunctionAuditEntryPageApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["FunctionAuditEntryPage"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    FunctionAuditPageEntry: {
      Id: string;
      /** Format: date-time */
      OccurredAt: string;
      ActorUserId?: string | null;
      Actor?: components["schemas"]["FunctionUserReference"] | null;
      Action: components["schemas"]["FunctionAuditAction"];
      /** @description Run, Job, Schedule, Function or RunHistory. */
      TargetKind: string;
      TargetId: string;
      Detail?: unknown;
    };
    FunctionBindingReference: {
      Id: string;
      Key: string;
      IsEnabled: boolean;
      FunctionVersionId: string | null;
    };
    FunctionCommandRequest: {
      /** @description Arguments passed to the function (a JSON object). */
      Arguments?: unknown;
    };
    /**
     * Format: int32
     * @description Where an enqueue publication takes its deduplication key from. Values: 0 None, 1 CallerKey, 2 ArgumentMembers.
     * @enum {integer}
     */
    FunctionDeduplicationMode: 0 | 1 | 2;
    FunctionDefinition: {
      Id: string;
      /** @description Stable key used by commands, enqueue and bindings. */
      Key: string;
      DisplayName: string;
      Description?: string | null;
      /** @description A running run may be cancelled manually. */
      SupportsCancellation: boolean;
      /**
       * Format: int32
       * @description Allowed execution time; a run exceeding it ends as Timeout.
       */
      TimeoutMs: number;
      /**
       * Format: int32
       * @description Attempts of a queued job before it fails.
       */
      MaxAttempts: number;
      IsHttpEndpoint: boolean;
      /** @description Its first HTTP endpoint, served at /api/workspace/functions/http/{HttpEndpointKey}. */
      HttpEndpointKey?: string | null;
      /** @description The actor needs this permission; otherwise the run ends as PermissionFailure. */
      RequiredPermission?: string | null;
      CurrentVersionId: string;
      /** @description Newest first. */
      Versions: components["schemas"]["FunctionVersion"][];
      /** @description The managed secrets it uses, by name (assumed). */
      Secrets: string[];
      /** @description A disabled function starts no new run (assumed). */
      IsEnabled: boolean;
      /** @description Keeps the workspace working; cannot be disabled (assumed). */
      IsPlatform: boolean;
      /** @description Its API publications (assumed). */
      Publications: components["schemas"]["FunctionBindingReference"][];
      /** @description Its HTTP endpoints (assumed). */
      HttpEndpoints: components["schemas"]["FunctionBindingReference"][];
      /** Format: uuid */
      RowVersion: string;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    FunctionDefinitionApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["FunctionDefinition"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    FunctionDefinitionArrayApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["FunctionDefinition"][] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    FunctionEnabledUpdate: {
      IsEnabled: boolean;
      /** Format: uuid */
      RowVersion: string;
    };
    /**
     * Format: int32
     * @description What started a run. Values: 0 Command, 1 Action, 2 Trigger, 3 Schedule, 4 HttpEndpoint.
     * @enum {integer}
     */
    FunctionExecutionSource: 0 | 1 | 2 | 3 | 4;
    FunctionFailureCluster: {
      /** @description Stable hash of function id, error type and normalised message. */
      Key: string;
      FunctionId: string;
      FunctionKey: string;
      FunctionDisplayName: string;
      ErrorType?: string | null;
      /** @description Numbers, ids, quoted strings and timestamps replaced by placeholders. */
      NormalizedMessage: string;
      /** Format: int32 */
      Count: number;
      /** Format: date-time */
      FirstSeenAt: string;
      /** Format: date-time */
      LastSeenAt: string;
      LatestRunId: string;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    FunctionFailureClusterArrayApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["FunctionFailureCluster"][] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    /** @description What re-running a failure group queued. */
    FunctionFailureGroupRerun: {
      /**
       * Format: int32
       * @description New jobs queued: one per distinct function and arguments among the group's failed runs.
       */
      EnqueuedCount: number;
      /**
       * Format: int32
       * @description Failed runs of the group in the range.
       */
      FailedRunCount: number;
      /** @description More distinct arguments than one request re-runs (100): run it again for the rest. */
      Capped: boolean;
      JobIds: string[];
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    FunctionFailureGroupRerunApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["FunctionFailureGroupRerun"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    FunctionFailureGroupRerunRequest: {
      /**
       * Format: date-time
       * @description Start of the range the group was read in (default: 24 hours before ToUtc).
       */
      FromUtc?: string | null;
      /**
       * Format: date-time
       * @description End of that range (default: now).
       */
      ToUtc?: string | null;
    };
    /**
     * Format: int32
     * @description Who may call an HTTP endpoint. Values: 0 Optional, 1 Required.
     * @enum {integer}
     */
    FunctionHttpAuthenticationMode: 0 | 1;
    FunctionHttpEndpoint: {
      Id: string;
      Key: string;
      Description: string | null;
      FunctionId: string;
      FunctionKey: string;
      FunctionDisplayName: string;
      /** @description A version of the function; null follows its current version. */
      FunctionVersionId: string | null;
      /**
       * Format: int32
       * @description The pinned version; null follows the current one.
       */
      FunctionVersionNumber: number | null;
      Method: components["schemas"]["FunctionHttpMethod"];
      /** @description One path segment after the key: a literal, or {name} for any segment. */
      PathSuffix: string | null;
      AuthenticationMode: components["schemas"]["FunctionHttpAuthenticationMode"];
      AllowedContentTypes: string[];
      /** Format: int32 */
      MaxRequestBytes: number;
      /**
       * Format: int32
       * @description Calls per minute per caller (user, or address when anonymous); null: no limit.
       */
      RateLimitPerMinute: number | null;
      IsEnabled: boolean;
      /** @description The path it is served at. */
      Url: string;
      /** Format: date-time */
      CreatedAt: string;
      /** Format: date-time */
      ModifiedAt: string;
      ModifiedByUserId: string | null;
      /** Format: uuid */
      RowVersion: string;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    FunctionHttpEndpointApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["FunctionHttpEndpoint"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    FunctionHttpEndpointArrayApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["FunctionHttpEndpoint"][] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    FunctionHttpEndpointCreateRequest: {
      /** @description Lower-case letters, digits and dashes; starts with a letter. */
      Key: string;
      Description?: string | null;
      FunctionId: string;
      /** @description A version of the function; null follows its current version. */
      FunctionVersionId?: string | null;
      Method: components["schemas"]["FunctionHttpMethod"];
      PathSuffix?: string | null;
      AuthenticationMode: components["schemas"]["FunctionHttpAuthenticationMode"];
      AllowedContentTypes: string[];
      /** Format: int32 */
      MaxRequestBytes: number;
      /** Format: int32 */
      RateLimitPerMinute?: number | null;
      IsEnabled?: boolean;
    };
    FunctionHttpEndpointUpdateRequest: {
      /** @description Lower-case letters, digits and dashes; starts with a letter. */
      Key: string;
      Description?: string | null;
      FunctionId: string;
      /** @description A version of the function; null follows its current version. */
      FunctionVersionId?: string | null;
      Method: components["schemas"]["FunctionHttpMethod"];
      PathSuffix?: string | null;
      AuthenticationMode: components["schemas"]["FunctionHttpAuthenticationMode"];
      AllowedContentTypes: string[];
      /** Format: int32 */
      MaxRequestBytes: number;
      /** Format: int32 */
      RateLimitPerMinute?: number | null;
      IsEnabled?: boolean;
      /** Format: uuid */
      RowVersion: string;
    };
    /**
     * @description Method an HTTP endpoint answers. Values: GET, POST, PUT, PATCH, DELETE.
     * @enum {string}
     */
    FunctionHttpMethod: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
    FunctionJob: {
      Id?: string;
      FunctionId?: string;
      FunctionKey?: string;
      FunctionDisplayName?: string | null;
      FunctionVersionId?: string | null;
      /** Format: int32 */
      FunctionVersionNumber?: number | null;
      Status?: components["schemas"]["FunctionJobStatus"];
      Source?: components["schemas"]["FunctionExecutionSource"];
      /** Format: int32 */
      AttemptCount?: number;
      /** Format: int32 */
      MaxAttempts?: number;
      /** Format: date-time */
      NextAttemptAt?: string | null;
      /** @description Worker holding the lease. */
      LeaseOwner?: string | null;
      /** Format: date-time */
      LeaseExpiresAt?: string | null;
      LastError?: string | null;
      DeduplicationKey?: string | null;
      Arguments?: unknown;
      /** @description Latest linked run. */
      RunId?: string | null;
      RunStatus?: (number & components["schemas"]["FunctionRunStatus"]) | null;
      /**
       * Format: int32
       * @description Runs linked to the job (one per attempt).
       */
      RunCount?: number;
      ScheduleId?: string | null;
      TriggerBindingId?: string | null;
      SurfaceActionId?: string | null;
      /** @description The API publication it was enqueued through (assumed). */
      PublicationId?: string | null;
      EntityDefinitionId?: string | null;
      EntityInstanceId?: string | null;
      Actor?: components["schemas"]["FunctionUserReference"] | null;
      OriginalUser?: components["schemas"]["FunctionUserReference"] | null;
      SupportsCancellation?: boolean;
      /** @description Queued or Leased: a cancel applies. */
      IsCancellable?: boolean;
      /** Format: date-time */
      CancelRequestedAt?: string | null;
      /** Format: date-time */
      CreatedAt?: string;
      /** Format: date-time */
      CompletedAt?: string | null;
      /** @description Queued again after a failed attempt. */
      IsRetrying?: boolean;
    } & {
      [key: string]: unknown;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    FunctionJobApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["FunctionJob"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    FunctionJobArrayApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["FunctionJob"][] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    FunctionJobPage: {
      Items?: components["schemas"]["FunctionJob"][];
      /** Format: int32 */
      TotalCount?: number;
      /**
       * Format: int32
       * @description One-based.
       */
      Page?: number;
      /** Format: int32 */
      PageSize?: number;
    } & {
      [key: string]: unknown;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    FunctionJobPageApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["FunctionJobPage"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    /**
     * Format: int32
     * @description Sort field of the job page. Values: 0 CreatedAt, 1 NextAttemptAt, 2 AttemptCount, 3 Status.
     * @enum {integer}
     */
    FunctionJobSortField: 0 | 1 | 2 | 3;
    /**
     * Format: int32
     * @description Status of a queued background job. Values: 0 Queued, 1 Leased, 2 Completed, 3 Failed, 4 Cancelled.
     * @enum {integer}
     */
    FunctionJobStatus: 0 | 1 | 2 | 3 | 4;
    FunctionOperationsOverview: {
      QueueCounts?: {
        /** Format: int32 */
        Queued?: number;
        /** Format: int32 */
        Leased?: number;
        /** Format: int32 */
        Retrying?: number;
        /** Format: int32 */
        Failed?: number;
      };
      RecentRuns?: components["schemas"]["FunctionRun"][];
      FailedOrRetryingJobs?: components["schemas"]["FunctionJob"][];
    } & {
      [key: string]: unknown;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    FunctionOperationsOverviewApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["FunctionOperationsOverview"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    FunctionPublication: {
      Id: string;
      /** @description Callers name it in the runtime path. */
      Key: string;
      Description: string | null;
      FunctionId: string;
      FunctionKey: string;
      FunctionDisplayName: string;
      /** @description A version of the function; null follows its current version. */
      FunctionVersionId: string | null;
      /**
       * Format: int32
       * @description The pinned version; null follows the current one.
       */
      FunctionVersionNumber: number | null;
      Kind: components["schemas"]["FunctionPublicationKind"];
      /** @description Callers need this permission. */
      RequiredPermission: string;
      /** @description JSON Schema (draft 7) the arguments must match. */
      InputSchema: {
        [key: string]: unknown;
      } | null;
      DeduplicationMode: components["schemas"]["FunctionDeduplicationMode"];
      /** @description With ArgumentMembers: the argument members whose values form the key. */
      DeduplicationMembers: string[];
      IsEnabled: boolean;
      /** @description Where callers invoke it. */
      RuntimePath: string;
      /** Format: date-time */
      CreatedAt: string;
      /** Format: date-time */
      ModifiedAt: string;
      ModifiedByUserId: string | null;
      /** Format: uuid */
      RowVersion: string;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    FunctionPublicationApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["FunctionPublication"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    FunctionPublicationArrayApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["FunctionPublication"][] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    FunctionPublicationCreateRequest: {
      /** @description Lower-case letters, digits and dashes; starts with a letter. */
      Key: string;
      Description?: string | null;
      FunctionId: string;
      /** @description A version of the function; null follows its current version. */
      FunctionVersionId?: string | null;
      Kind: components["schemas"]["FunctionPublicationKind"];
      RequiredPermission: string;
      /** @description A JSON Schema object (draft 7); null for none. */
      InputSchema?: {
        [key: string]: unknown;
      } | null;
      DeduplicationMode?: components["schemas"]["FunctionDeduplicationMode"];
      DeduplicationMembers?: string[];
      IsEnabled?: boolean;
    };
    /**
     * Format: int32
     * @description How a publication is invoked: as a command, for enqueue, or both. Values: 0 Command, 1 Enqueue, 2 Both.
     * @enum {integer}
     */
    FunctionPublicationKind: 0 | 1 | 2;
    FunctionPublicationUpdateRequest: {
      /** @description Lower-case letters, digits and dashes; starts with a letter. */
      Key: string;
      Description?: string | null;
      FunctionId: string;
      /** @description A version of the function; null follows its current version. */
      FunctionVersionId?: string | null;
      Kind: components["schemas"]["FunctionPublicationKind"];
      RequiredPermission: string;
      /** @description A JSON Schema object (draft 7); null for none. */
      InputSchema?: {
        [key: string]: unknown;
      } | null;
      DeduplicationMode?: components["schemas"]["FunctionDeduplicationMode"];
      DeduplicationMembers?: string[];
      IsEnabled?: boolean;
      /** Format: uuid */
      RowVersion: string;
    };
    /** @description Operational summary of one business-function run. */
    FunctionRun: {
      Id?: string;
      FunctionId?: string;
      FunctionKey?: string;
      FunctionDisplayName?: string;
      FunctionVersionId?: string | null;
      /**
       * Format: int32
       * @description Captured function version number.
       */
      FunctionVersionNumber?: number | null;
      ExecutionSource?: components["schemas"]["FunctionExecutionSource"];
      Status?: components["schemas"]["FunctionRunStatus"];
      /** Format: date-time */
      StartedAt?: string;
      /** Format: date-time */
      CompletedAt?: string | null;
      /** Format: int64 */
      DurationMs?: number | null;
      CorrelationId?: string | null;
      EntityDefinitionId?: string | null;
      EntityInstanceId?: string | null;
      Operation?: string | null;
      TriggerBindingId?: string | null;
      TriggerBinding?: {
        Id?: string;
        Operation?: string | null;
        EntityDefinitionDisplayName?: string | null;
        FunctionDisplayName?: string | null;
      } | null;
      ScheduleId?: string | null;
      Schedule?: {
        Id?: string;
        Name?: string;
        CronExpression?: string;
        TimeZone?: string | null;
      } | null;
      QueuedJobId?: string | null;
      /** @description Compact result summary. */
      ResultSummary?: string | null;
      /** @description Structured JSON result. */
      ResultJson?: unknown;
      ErrorSummary?: string | null;
      ErrorType?: string | null;
      ErrorMessage?: string | null;
      /** @description Where a run that threw failed: its stack frames (names and places, no values), at most 40. */
      ErrorStackTrace?: string | null;
      Actor?: components["schemas"]["FunctionUserReference"] | null;
      OriginalUser?: components["schemas"]["FunctionUserReference"] | null;
      SurfaceActionId?: string | null;
      SurfaceActionLabel?: string | null;
      /** @description The API publication it was called through (assumed). */
      PublicationId?: string | null;
      /** @description The HTTP endpoint it was called through (assumed). */
      HttpEndpointId?: string | null;
      ActionTargetKey?: string | null;
      /** Format: int32 */
      SelectedEntityIdCount?: number;
      TargetDisplay?: {
        EntityDefinitionId?: string;
        PrimaryInstanceId?: string | null;
        Labels?: string[];
        /** Format: int32 */
        SelectionCount?: number;
        /** @description Bounded sample of the selected records. */
        SelectedRecordsSample?: {
          Id?: string;
          DisplayName?: string;
        }[];
      } | null;
      /** @description Running and the function supports manual cancellation. */
      IsCancellable?: boolean;
      /** @description The function supports manual cancellation. */
      SupportsCancellation?: boolean;
      /** Format: date-time */
      CancelRequestedAt?: string | null;
      Http?: {
        EndpointId?: string;
        EndpointKey?: string;
        Method?: string;
        PathSuffix?: string | null;
        RequestContentType?: string | null;
        /** Format: int64 */
        RequestContentLength?: number | null;
        AuthenticationOutcome?: string | null;
        /** Format: int32 */
        ResponseStatus?: number | null;
        ResponseContentType?: string | null;
        /** Format: int64 */
        ResponseSize?: number | null;
        RedactedHeaders?: {
          [key: string]: string;
        };
        QueryValues?: {
          [key: string]: string;
        };
        FormSummary?: string | null;
        PlatformFailureCode?: string | null;
      } | null;
      /** Format: int32 */
      JobAttempt?: number | null;
      NetOperationProjectRevisionId?: string | null;
      NetOperationProjectBuildId?: string | null;
      NetOperationProjectArtifactId?: string | null;
      ArgumentsSnapshot?: unknown;
      LogSummary?: string | null;
      /** @description How far a long run is, as it reports it: Done of Total items. */
      Progress?: {
        /** Format: int32 */
        Done: number;
        /** Format: int32 */
        Total: number;
      } | null;
      /** Format: int32 */
      ChangedRecordCount?: number;
      /** Format: int32 */
      ValidationErrorCount?: number;
    } & {
      [key: string]: unknown;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    FunctionRunApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["FunctionRun"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    FunctionRunArrayApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["FunctionRun"][] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    FunctionRunFilterOption: {
      /** @description The value for the filter (a user, entity definition, action or record id; "automation" for runs without a user). */
      Id: string;
      /** @description What a person reads: a name. */
      Label: string;
      /** @description What tells equal names apart: an e-mail address, a key, an entity. */
      SecondaryLabel?: string | null;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    FunctionRunFilterOptionArrayApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["FunctionRunFilterOption"][] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    /**
     * @description Which run filter a list of options is for. Values: Actor, OriginalUser, EntityDefinition, SurfaceAction, EntityInstance, Publication, HttpEndpoint.
     * @enum {string}
     */
    FunctionRunFilterOptionKind: "Actor" | "OriginalUser" | "EntityDefinition" | "SurfaceAction" | "EntityInstance" | "Publication" | "HttpEndpoint";
    FunctionRunPage: {
      Items?: components["schemas"]["FunctionRun"][];
      /** Format: int32 */
      TotalCount?: number;
      /**
       * Format: int32
       * @description One-based.
       */
      Page?: number;
      /** Format: int32 */
      PageSize?: number;
      /** @description Labels of the active filters. */
      FilterLabels?: {
        Id?: string;
        Label?: string;
        SecondaryLabel?: string | null;
      }[];
    } & {
      [key: string]: unknown;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    FunctionRunPageApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["FunctionRunPage"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    /**
     * Format: int32
     * @description Sort field of the run page. Values: 0 StartedAt, 1 CompletedAt, 2 DurationMs, 3 FunctionDisplayName, 4 Status.
     * @enum {integer}
     */
    FunctionRunSortField: 0 | 1 | 2 | 3 | 4;
    FunctionRunStats: {
      Buckets: {
        /** Format: date-time */
        StartUtc: string;
        Counts: {
          Status: components["schemas"]["FunctionRunStatus"];
          /** Format: int32 */
          Count: number;
        }[];
      }[];
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    FunctionRunStatsApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["FunctionRunStats"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    /**
     * Format: int32
     * @description Status of a business-function run. Values: 0 Success, 1 ValidationFailure, 2 PermissionFailure, 3 Timeout, 4 RuntimeException, 5 Cancelled, 6 Running, 7 Skipped, 8 StoppedByWorkerRestart.
     * @enum {integer}
     */
    FunctionRunStatus: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;
    FunctionSchedule: {
      Id: string;
      Name: string;
      FunctionId: string;
      FunctionDisplayName: string;
      /** @description Five-field CRON expression (minute hour day-of-month month day-of-week), or six fields with seconds first. */
      CronExpression: string;
      /** @description IANA time zone overriding the workspace time zone; null uses the workspace time zone. */
      TimeZone?: string | null;
      /** @description The time zone the CRON expression is evaluated in. */
      EffectiveTimeZone: string;
      IsEnabled: boolean;
      /**
       * Format: date-time
       * @description Null while disabled.
       */
      NextRunAt?: string | null;
      /** Format: date-time */
      LastRunAt?: string | null;
      LastRunStatus?: (number & components["schemas"]["FunctionRunStatus"]) | null;
      /** Format: uuid */
      RowVersion: string;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    FunctionScheduleApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["FunctionSchedule"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    FunctionScheduleArrayApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["FunctionSchedule"][] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    FunctionScheduleCreateRequest: {
      Name: string;
      FunctionId: string;
      /** @description Five-field CRON expression (minute hour day-of-month month day-of-week), or six fields with seconds first. */
      CronExpression: string;
      /** @description IANA time zone; null uses the workspace time zone. */
      TimeZone?: string | null;
      IsEnabled?: boolean;
      /** @description The arguments every job of the schedule gets. */
      Arguments?: {
        [key: string]: unknown;
      } | null;
    };
    FunctionScheduleUpdate: {
      IsEnabled: boolean;
      /** @description Five-field CRON expression (minute hour day-of-month month day-of-week), or six fields with seconds first. */
      CronExpression: string;
      /** @description IANA time zone; null uses the workspace time zone. */
      TimeZone?: string | null;
      /** Format: uuid */
      RowVersion: string;
    };
    FunctionSecret: {
      Id: string;
      /** @description How functions name it (lower-case letters, digits and dashes). */
      Name: string;
      Description: string | null;
      /**
       * Format: int32
       * @description Starts at 1; each rotation adds one. Runs that use the secret record the version they used.
       */
      Version: number;
      /** Format: date-time */
      CreatedAt: string;
      CreatedByUserId: string | null;
      /**
       * Format: date-time
       * @description When the value was last set (creation or rotation).
       */
      RotatedAt: string;
      RotatedByUserId: string | null;
      /** @description The functions that use it, by the name they ask for. */
      UsedBy: components["schemas"]["FunctionSecretUse"][];
      /** Format: uuid */
      RowVersion: string;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    FunctionSecretApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["FunctionSecret"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    FunctionSecretArrayApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["FunctionSecret"][] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    FunctionSecretCreateRequest: {
      Name: string;
      Description?: string | null;
      /** @description The secret value; never answered. */
      Value: string;
    };
    FunctionSecretRotateRequest: {
      /** @description The secret value; never answered. */
      Value: string;
      /** Format: uuid */
      RowVersion: string;
    };
    FunctionSecretUpdateRequest: {
      Description?: string | null;
      /** Format: uuid */
      RowVersion: string;
    };
    FunctionSecretUse: {
      FunctionId: string;
      FunctionKey: string;
      DisplayName: string;
    };
    FunctionSettingsUpdate: {
      Description?: string | null;
      /** Format: int32 */
      TimeoutMs: number;
      /** Format: int32 */
      MaxAttempts: number;
      /** @description A permission key of the catalog; null lets every caller run it. */
      RequiredPermission?: string | null;
      /** @description Why the version was written; shown in the version history. */
      ChangeNote?: string | null;
      /** Format: uuid */
      RowVersion: string;
    };
    FunctionTriggerBinding: {
      Id: string;
      Key: string;
      Description: string | null;
      /** @description Null while the entity definition does not exist. */
      EntityDefinitionId: string | null;
      EntityDefinitionName: string;
      EntityDefinitionDisplayName: string;
      /**
       * @description Record operation that fires the binding.
       * @enum {string}
       */
      Operation: "create" | "patch" | "archive" | "restore" | "delete";
      FunctionId: string;
      FunctionKey: string;
      FunctionDisplayName: string;
      /** @description A version of the function; null follows its current version. */
      FunctionVersionId: string | null;
      /**
       * Format: int32
       * @description The pinned version; null follows the current one.
       */
      FunctionVersionNumber: number | null;
      IsEnabled: boolean;
      /** Format: date-time */
      CreatedAt: string;
      /** Format: date-time */
      ModifiedAt: string;
      ModifiedByUserId: string | null;
      /** Format: uuid */
      RowVersion: string;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    FunctionTriggerBindingApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["FunctionTriggerBinding"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    FunctionTriggerBindingArrayApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["FunctionTriggerBinding"][] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    FunctionTriggerBindingCreateRequest: {
      /** @description Lower-case letters, digits and dashes; starts with a letter. */
      Key: string;
      Description?: string | null;
      /** @description Id or Name of the entity definition whose records fire it. */
      EntityDefinitionId: string;
      /**
       * @description Record operation that fires the binding.
       * @enum {string}
       */
      Operation: "create" | "patch" | "archive" | "restore" | "delete";
      FunctionId: string;
      /** @description A version of the function; null follows its current version. */
      FunctionVersionId?: string | null;
      IsEnabled?: boolean;
    };
    FunctionTriggerBindingUpdateRequest: {
      /** @description Lower-case letters, digits and dashes; starts with a letter. */
      Key: string;
      Description?: string | null;
      /** @description Id or Name of the entity definition whose records fire it. */
      EntityDefinitionId: string;
      /**
       * @description Record operation that fires the binding.
       * @enum {string}
       */
      Operation: "create" | "patch" | "archive" | "restore" | "delete";
      FunctionId: string;
      /** @description A version of the function; null follows its current version. */
      FunctionVersionId?: string | null;
      IsEnabled?: boolean;
      /** Format: uuid */
      RowVersion: string;
    };
    FunctionUserReference: {
      Id?: string;
      DisplayName?: string;
      Email?: string | null;
      AvatarInitials?: string;
      AvatarBackgroundColor?: string;
      AvatarTextColor?: string;
      IsDeleted?: boolean;
      IsAutomationActor?: boolean;
      IsMissing?: boolean;
    };
    FunctionVersion: {
      Id: string;
      /**
       * Format: int32
       * @description Increases by one per version of the function.
       */
      VersionNumber: number;
      /** Format: date-time */
      CreatedAt: string;
      /** @description Who wrote it; null for a version of the shipped code. */
      CreatedByUserId: string | null;
      CreatedBy: components["schemas"]["FunctionUserReference"] | null;
      ChangeNote: string | null;
      Definition: components["schemas"]["FunctionVersionDefinition"] | null;
    };
    FunctionVersionActivateRequest: {
      /** Format: uuid */
      RowVersion: string;
    };
    FunctionVersionDefinition: {
      DisplayName: string;
      Description: string | null;
      /** Format: int32 */
      TimeoutMs: number;
      /** Format: int32 */
      MaxAttempts: number;
      RequiredPermission: string | null;
      SupportsCancellation: boolean;
      Secrets: string[];
      Implementation: {
        /** @description Builtin: code shipped with the host. */
        Kind: string;
        Key: string;
        /** Format: int32 */
        CodeVersion: number;
      };
    };
    /**
     * Format: int32
     * @description Subject of an entitlement model grant. Values: 0 Role, 1 User.
     * @enum {integer}
     */
    GrantSubjectType: 0 | 1;
    HistorySubject: {
      SubjectType?: components["schemas"]["ResponsibilitySubjectType"];
      SubjectId?: string;
      DisplayName?: string;
      /** Format: int32 */
      SortOrder?: number;
    };
    /** @description Shape not shown by the platform specification. members of roles, paths, plans, renewal policy and allowed actions beyond the names shown. */
    InformationServiceAccessModel: {
      Key?: string;
      DisplayName?: string;
      Description?: string | null;
      /** Format: int32 */
      PartyType?: number;
      /** Format: int32 */
      AccessMode?: number;
      /** Format: int32 */
      ResourceScopeMode?: number;
      /** @description Shape not shown by the platform specification. role members beyond these names. */
      OwnerParty?: {
        /** Format: int32 */
        RoleKind?: number;
        DisplayName?: string;
        EntityDefinitionId?: string;
        /** Format: int32 */
        InstancePickerInputType?: number;
        /** Format: int32 */
        ResourcePickerInputType?: number;
        /** Format: int32 */
        LookupTableSelectorMode?: number;
        LookupTableSurfaceKey?: string | null;
        Id?: string;
      } & {
        [key: string]: unknown;
      };
      /** @description Shape not shown by the platform specification. role members beyond these names. */
      DelegateParty?: ({
        /** Format: int32 */
        RoleKind?: number;
        DisplayName?: string;
        EntityDefinitionId?: string;
        /** Format: int32 */
        InstancePickerInputType?: number;
        /** Format: int32 */
        ResourcePickerInputType?: number;
        /** Format: int32 */
        LookupTableSelectorMode?: number;
        LookupTableSurfaceKey?: string | null;
        Id?: string;
      } & {
        [key: string]: unknown;
      }) | null;
      /** @description Shape not shown by the platform specification. role members beyond these names. */
      Resource?: ({
        /** Format: int32 */
        RoleKind?: number;
        DisplayName?: string;
        EntityDefinitionId?: string;
        /** Format: int32 */
        InstancePickerInputType?: number;
        /** Format: int32 */
        ResourcePickerInputType?: number;
        /** Format: int32 */
        LookupTableSelectorMode?: number;
        LookupTableSurfaceKey?: string | null;
        Id?: string;
      } & {
        [key: string]: unknown;
      }) | null;
      /** @description Shape not shown by the platform specification. role members beyond these names. */
      RelatedResource?: ({
        /** Format: int32 */
        RoleKind?: number;
        DisplayName?: string;
        EntityDefinitionId?: string;
        /** Format: int32 */
        InstancePickerInputType?: number;
        /** Format: int32 */
        ResourcePickerInputType?: number;
        /** Format: int32 */
        LookupTableSelectorMode?: number;
        LookupTableSurfaceKey?: string | null;
        Id?: string;
      } & {
        [key: string]: unknown;
      }) | null;
      /** @description Shape not shown by the platform specification. path members beyond these names. */
      PartyDelegationPath?: ({
        PathKey?: string;
        Steps?: {
          Direction?: components["schemas"]["BindingDirection"];
          SourceEntityDefinitionId?: string;
          SourceReferenceFieldId?: string;
          SourceReferenceFieldKey?: string;
          TargetEntityDefinitionId?: string;
        }[];
      } & {
        [key: string]: unknown;
      }) | null;
      /** @description Shape not shown by the platform specification. path members beyond these names. */
      ResourceHierarchyPath?: ({
        PathKey?: string;
        Steps?: {
          Direction?: components["schemas"]["BindingDirection"];
          SourceEntityDefinitionId?: string;
          SourceReferenceFieldId?: string;
          SourceReferenceFieldKey?: string;
          TargetEntityDefinitionId?: string;
        }[];
      } & {
        [key: string]: unknown;
      }) | null;
      Plans?: ({
        /** Format: int32 */
        DurationUnit?: number;
        /** Format: int32 */
        GracePeriodUnit?: number;
        /** Format: int32 */
        TimeBoundWindowUnit?: number;
        /** Format: int32 */
        TimeBoundWindowAnchor?: number;
        /** @description Shape not shown by the platform specification. plan family reference members beyond these names. */
        PlanFamily?: ({
          Id?: string;
          Key?: string;
          DisplayName?: string;
        } & {
          [key: string]: unknown;
        }) | null;
        /** @description Shape not shown by the platform specification. renewal policy summary beyond Mode. */
        RenewalPolicy?: ({
          /** Format: int32 */
          Mode?: number;
          Id?: string;
          Key?: string;
          DisplayName?: string;
        } & {
          [key: string]: unknown;
        }) | null;
        Id?: string;
        Key?: string;
        DisplayName?: string;
        IsActive?: boolean;
      } & {
        [key: string]: unknown;
      })[];
      /** @description Shape not shown by the platform specification. server-computed allowed actions. */
      AllowedActions?: {
        CanUpdate?: boolean;
        CanDelete?: boolean;
        CanManageSecurity?: boolean;
        CanCreatePlan?: boolean;
      } & {
        [key: string]: unknown;
      };
      Id?: string;
      ModelType?: components["schemas"]["EntitlementModelType"];
      IsActive?: boolean;
      /** Format: uuid */
      RowVersion?: string;
      /** Format: uuid */
      SecurityRowVersion?: string;
      /** Format: int32 */
      IssuedCount?: number;
    } & {
      [key: string]: unknown;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    InformationServiceAccessModelApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["InformationServiceAccessModel"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    InformationServiceAccessModelRequest: {
      Key?: string;
      DisplayName?: string;
      Description?: string | null;
      /** Format: int32 */
      PartyType?: number;
      /** Format: int32 */
      AccessMode?: number;
      OwnerParty?: {
        DisplayName?: string;
        EntityDefinitionId?: string;
        /** Format: int32 */
        InstancePickerInputType?: number;
        /** Format: int32 */
        InstanceLookupTableSelectorMode?: number;
        InstanceLookupTableSurfaceKey?: string | null;
      };
      PartyDelegationPath?: {
        PathKey?: string;
      };
      /** Format: int32 */
      ResourceScopeMode?: number;
      Resource?: {
        DisplayName?: string;
        EntityDefinitionId?: string;
        /** Format: int32 */
        ResourcePickerInputType?: number;
        /** Format: int32 */
        ResourceLookupTableSelectorMode?: number;
        ResourceLookupTableSurfaceKey?: string | null;
      };
      ResourceHierarchyPath?: {
        PathKey?: string;
      };
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    InitialAssignmentRuleResultApiResponse: {
      Success: boolean;
      /** @description Shape not shown by the platform specification. initial assignment rule success response. */
      Data?: {
        [key: string]: unknown;
      } | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
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
    LoginRequest: {
      UserNameOrEmail: string;
      Password: string;
    };
    /**
     * Format: int32
     * @description Which lookup table picks a role's record. Values: 0 Default, 1 Specific.
     * @enum {integer}
     */
    LookupTableSelectorMode: 0 | 1;
    ModuleState: {
      Enabled: boolean;
    };
    /**
     * @description What a mutation effect does: set a field to a value, stamp the user or the time, queue a function, or recalculate a rollup on the referenced parent. Values: SetValue, StampUser, StampTime, EnqueueFunction, RecalculateRollup.
     * @enum {string}
     */
    MutationEffectKind: "SetValue" | "StampUser" | "StampTime" | "EnqueueFunction" | "RecalculateRollup";
    /**
     * @description The record mutation an effect follows. Values: Create, Patch, Archive, Restore.
     * @enum {string}
     */
    MutationEffectTrigger: "Create" | "Patch" | "Archive" | "Restore";
    NetOperationArtifact: {
      Id: string;
      ProjectId: string;
      BuildId: string;
      RevisionId: string;
      Status: components["schemas"]["UiArtifactStatus"];
      IsActive: boolean;
      /** @description The assembly is still stored (not purged). */
      AssetsAvailable: boolean;
      /** Format: date-time */
      AssetsPurgedAt: string | null;
      /** @description SHA-256 (hex) of the assembly. */
      ArtifactHash: string;
      /**
       * Format: int64
       * @description The size of the assembly.
       */
      TotalSizeBytes: number;
      /** Format: int32 */
      HostContractVersion: number;
      CompilerVersion: string;
      ToolchainFingerprint: string;
      /** @description Of the schema the assembly was built against. */
      SchemaContractHash: string;
      GeneratedProjectChecksum: string;
      Functions: {
        /** @description The key the function has in the catalog. */
        Key: string;
        DisplayName: string;
        /** @description command or mutationHandler. */
        Kind: string;
        /** @description The entity a mutation handler reacts to. */
        EntityName: string | null;
        /** @description create, patch, archive, restore or delete. */
        Operation: string | null;
        /** @description Namespace.Class.Method of the C# method. */
        Method: string;
      }[];
      PublishedByUserId: string | null;
      /** Format: date-time */
      PublishedAt: string | null;
      DeactivatedByUserId: string | null;
      /** Format: date-time */
      DeactivatedAt: string | null;
      /** Format: uuid */
      RowVersion: string;
      /** Format: int32 */
      BuildNumber: number;
      /** Format: int32 */
      RevisionNumber: number;
      /** Format: date-time */
      CreatedAt: string;
      IsPinned: boolean;
      IsCompatible: boolean;
      CompatibilityMessage: string | null;
      WasActive: boolean;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    NetOperationArtifactApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["NetOperationArtifact"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    NetOperationArtifactArrayApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["NetOperationArtifact"][] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    NetOperationArtifactLifecycleResult: {
      Artifact: components["schemas"]["NetOperationArtifact"];
      /** Format: uuid */
      ProjectRowVersion: string;
      /** @description Always false: nothing has to reload for a new set of functions. */
      RefreshRequired: boolean;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    NetOperationArtifactLifecycleResultApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["NetOperationArtifactLifecycleResult"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    NetOperationGeneratedProject: {
      /** @description SHA-256 (hex) over the generated files. */
      GeneratedProjectChecksum: string;
      SchemaContractHash: string;
      /** Format: int32 */
      HostContractVersion: number;
      Files: {
        Path: string;
        Content: string;
      }[];
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    NetOperationGeneratedProjectApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["NetOperationGeneratedProject"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    NetOperationProject: {
      Id: string;
      DisplayName: string;
      /** @description Null until the first revision. */
      WorkingRevisionId: string | null;
      /** Format: int32 */
      WorkingRevisionNumber: number | null;
      ActiveArtifactId: string | null;
      /**
       * Format: uuid
       * @description Changes with every activation, deactivation and roll back.
       */
      RowVersion: string;
      Limits: {
        /** Format: int32 */
        MaxFiles: number;
        /** Format: int64 */
        MaxFileBytes: number;
        /** Format: int64 */
        MaxTotalBytes: number;
        /** Format: int64 */
        MaxZipBytes: number;
      };
      /**
       * Format: int32
       * @description The host contract the generated project implements.
       */
      HostContractVersion: number;
      Toolchain: {
        /** @description Mono's C# compiler and runtime are installed on the API's machine. */
        Available: boolean;
        CompilerVersion: string | null;
        /** @description When not available: what to do about it (netOperationProject.remediation.installMono). */
        RemediationCode: string | null;
      };
      /** @description Of the entity schema as it is now. */
      SchemaContractHash: string;
      /** @description Of the schema the active artifact was built against. */
      ActiveSchemaContractHash: string | null;
      /** @description The schema changed since the active artifact was built: its typed classes no longer match. */
      RebuildRequired: boolean;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    NetOperationProjectApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["NetOperationProject"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    NetOperationProjectBuild: {
      Id?: string;
      ProjectId?: string;
      RevisionId?: string;
      /**
       * Format: int32
       * @description Monotonic per build.
       */
      BuildNumber?: number;
      Kind?: components["schemas"]["BuildKind"];
      Status?: components["schemas"]["BuildStatus"];
      Stage?: components["schemas"]["BuildStage"];
      StageMessageKey?: string | null;
      /** Format: int32 */
      ProgressPercent?: number;
      RequestedByUserId?: string;
      /** Format: date-time */
      RequestedAt?: string;
      /** Format: date-time */
      StartedAt?: string | null;
      /** Format: date-time */
      CompletedAt?: string | null;
      WorkerId?: string | null;
      /** Format: date-time */
      HeartbeatAt?: string | null;
      /** Format: int32 */
      AttemptCount?: number;
      GeneratedProjectChecksum?: string | null;
      SchemaContractHash?: string | null;
      DiagnosticsJson?: string | null;
      ErrorSummary?: string | null;
      /** Format: uuid */
      RowVersion?: string;
      Failure?: {
        ReasonCode?: string;
        Category?: components["schemas"]["BuildFailureCategory"];
        Retryable?: boolean;
        /** @description SQLSTATE code only, never SQL or parameter values. */
        SqlState?: string | null;
        TargetKind?: string | null;
        TargetId?: string | null;
        RemediationCode?: string | null;
      } | null;
      /** Format: int32 */
      RevisionNumber?: number;
      RequestedByDisplayName?: string;
      JobId?: string | null;
      ArtifactId?: string | null;
      CancellationRequested?: boolean;
      /** Format: int64 */
      PeakMemoryBytes?: number | null;
      Stages?: {
        Stage: components["schemas"]["BuildStage"];
        /** Format: date-time */
        StartedAt: string;
        /** Format: date-time */
        CompletedAt: string | null;
        /** Format: int64 */
        DurationMs: number | null;
        /** Format: int32 */
        LogLineCount: number;
        /** @description Lines beyond the kept bound were dropped. */
        LogTruncated: boolean;
      }[];
      Diagnostics?: {
        /** @description Path relative to the project root. */
        File: string | null;
        /**
         * Format: int32
         * @description One-based.
         */
        Line: number | null;
        /**
         * Format: int32
         * @description One-based.
         */
        Column: number | null;
        /** Format: int32 */
        EndLine?: number | null;
        /** Format: int32 */
        EndColumn?: number | null;
        Severity: components["schemas"]["IssueSeverity"];
        /** @description typescript, eslint, bundler, sandbox or project (UI project); csharp or project (Net Operation Project). */
        Source: string;
        Code?: string | null;
        Message: string;
      }[];
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    NetOperationProjectBuildApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["NetOperationProjectBuild"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    NetOperationProjectBuildLogApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["UiProjectBuildLog"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    NetOperationProjectBuildPage: {
      Items: components["schemas"]["NetOperationProjectBuild"][];
      /** Format: int32 */
      TotalCount: number;
      /**
       * Format: int32
       * @description One-based.
       */
      Page: number;
      /** Format: int32 */
      PageSize: number;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    NetOperationProjectBuildPageApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["NetOperationProjectBuildPage"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    NetOperationProjectBuildRequest: {
      /** @description Defaults to the working revision. */
      RevisionId?: string | null;
      Kind: components["schemas"]["BuildKind"];
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    NetOperationProjectDiffApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["UiProjectDiff"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    NetOperationProjectFileApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["UiProjectFile"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    NetOperationProjectRevisionApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["UiProjectRevision"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    NetOperationProjectRevisionPageApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["UiProjectRevisionPage"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    NetOperationProjectTemplateArrayApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["UiProjectTemplate"][] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    NetOperationProjectZipApiResponse: {
      Success: boolean;
      /** @description Always null: a 200 carries the bytes; errors carry this envelope. */
      Data?: string | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    NetOperationProjectZipPreflightApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["UiProjectZipPreflight"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    /**
     * Format: int32
     * @description Onboarding progress of a user. Values: 0 NotStarted, 1 InProgress, 2 Completed.
     * @enum {integer}
     */
    OnboardingStatus: 0 | 1 | 2;
    PermissionDefinition: {
      Key: string;
      DisplayName: string;
      Group: string;
      Description: string;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    PermissionDefinitionArrayApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["PermissionDefinition"][] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    /**
     * Format: int32
     * @description How a role's record is picked. Values: 0 Autocomplete, 1 LookupTable.
     * @enum {integer}
     */
    PickerInputType: 0 | 1;
    /**
     * Format: int32
     * @description Unit of a plan's duration, grace period or window. Values: 0 None, 1 Day, 2 Week, 3 Month, 4 Year.
     * @enum {integer}
     */
    PlanPeriodUnit: 0 | 1 | 2 | 3 | 4;
    PrincipalAllowedActions: {
      /** @description The caller may change it (principals.manage, and they hold everything it holds). */
      CanUpdate: boolean;
      /** @description The caller may delete it. */
      CanDelete: boolean;
    };
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
    /**
     * Format: int32
     * @description What a record-matching profile does when a record is created: report only, warn, or block. Values: 0 ReportOnly, 1 WarnOnCreate, 2 BlockOnCreate.
     * @enum {integer}
     */
    RecordMatchingActionMode: 0 | 1 | 2;
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
    RecordMatchingCriterion: {
      /** @description Key of a field of the target definition's main table. */
      FieldKey: string;
      Normalizers: components["schemas"]["RecordMatchingNormalizer"];
      ComparisonMode: components["schemas"]["RecordMatchingComparisonMode"];
      /** Format: int32 */
      CharacterCount: number | null;
      FuzzyAlgorithm: (number & components["schemas"]["RecordMatchingFuzzyAlgorithm"]) | null;
      DiacriticMode: components["schemas"]["RecordMatchingDiacriticMode"];
      TokenOrderMode: components["schemas"]["RecordMatchingTokenOrderMode"];
      /** Format: int32 */
      Threshold: number | null;
      /**
       * Format: int32
       * @description Share of the criterion in its rule's similarity (1 to 100).
       */
      Weight: number;
      FieldId: string;
      FieldLabel: string;
    };
    RecordMatchingCriterionInput: {
      /** @description Key of a field of the target definition's main table. */
      FieldKey: string;
      Normalizers: components["schemas"]["RecordMatchingNormalizer"];
      ComparisonMode: components["schemas"]["RecordMatchingComparisonMode"];
      /**
       * Format: int32
       * @description N of FirstCharacters and LastCharacters (1 to 100); null otherwise.
       */
      CharacterCount?: number | null;
      FuzzyAlgorithm?: (number & components["schemas"]["RecordMatchingFuzzyAlgorithm"]) | null;
      DiacriticMode: components["schemas"]["RecordMatchingDiacriticMode"];
      TokenOrderMode: components["schemas"]["RecordMatchingTokenOrderMode"];
      /**
       * Format: int32
       * @description Least similarity of a Fuzzy criterion, in basis points; null for the other modes.
       */
      Threshold?: number | null;
      /**
       * Format: int32
       * @description Share of the criterion in its rule's similarity (1 to 100).
       */
      Weight: number;
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
    RecordMatchingFieldEvidence: {
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
      /** @description Whether the criterion holds. */
      Passed: boolean;
      /**
       * Format: int32
       * @description Weight times similarity over the rule's total weight.
       */
      Contribution: number;
      Left: components["schemas"]["RecordMatchingValueSteps"];
      Right: components["schemas"]["RecordMatchingValueSteps"];
    };
    /**
     * Format: int32
     * @description The similarity algorithm of a fuzzy criterion. Values: 0 Levenshtein, 1 DamerauLevenshtein, 2 JaroWinkler, 3 TokenSet.
     * @enum {integer}
     */
    RecordMatchingFuzzyAlgorithm: 0 | 1 | 2 | 3;
    /**
     * Format: int32
     * @description Normalizers a matching criterion applies before comparing; a bitwise combination of the values. Values: 0 None, 1 Trim, 2 Case, 4 Punctuation, 8 Phone, 16 Email, 32 Whitespace.
     */
    RecordMatchingNormalizer: number;
    RecordMatchingPairScope: {
      FieldId: string;
      FieldKey: string;
      FieldLabel: string;
      Left: components["schemas"]["EntityInstanceLookupItem"] | null;
      Right: components["schemas"]["EntityInstanceLookupItem"] | null;
      /** @description Both sides reference the same record: only then can a rule match. */
      IsSame: boolean;
    };
    RecordMatchingPairSide: {
      /** @description A record of the target definition, read as the caller may read it. */
      InstanceId?: string | null;
      /** @description Typed values by field key, in place of a record. */
      Values?: {
        [key: string]: unknown;
      } | null;
    };
    RecordMatchingPairSideInfo: {
      InstanceId: string | null;
      DisplayName: string | null;
    };
    RecordMatchingPairTest: {
      /** @description Null for an unsaved profile. */
      ProfileId: string | null;
      ProfileKey: string;
      TargetKind: components["schemas"]["RecordMatchingTargetKind"];
      ActionMode: components["schemas"]["RecordMatchingActionMode"];
      Left: components["schemas"]["RecordMatchingPairSideInfo"];
      Right: components["schemas"]["RecordMatchingPairSideInfo"];
      /**
       * Format: int32
       * @description The highest effective score of a matching rule; 0 when none matches.
       */
      Score: number;
      ConfidenceBand: (number & components["schemas"]["RecordMatchingConfidenceBand"]) | null;
      IsMatch: boolean;
      Rules: components["schemas"]["RecordMatchingRuleEvidence"][];
      Scope: components["schemas"]["RecordMatchingPairScope"] | null;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    RecordMatchingPairTestApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["RecordMatchingPairTest"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    RecordMatchingPairTestRequest: {
      Left: components["schemas"]["RecordMatchingPairSide"];
      Right: components["schemas"]["RecordMatchingPairSide"];
      Configuration?: components["schemas"]["RecordMatchingProfileRequest"] | null;
    };
    RecordMatchingProfileDetail: {
      /** @description The profileId. */
      Id: string;
      Key: string;
      DisplayName: string;
      /** @description Null when the definition no longer exists. */
      EntityDefinitionId: string | null;
      EntityDefinitionName: string;
      TargetKind: components["schemas"]["RecordMatchingTargetKind"];
      ScopeField: components["schemas"]["RecordMatchingScopeField"] | null;
      ActionMode: components["schemas"]["RecordMatchingActionMode"];
      ArchiveMode: components["schemas"]["ArchiveMode"];
      IsEnabled: boolean;
      /** Format: int32 */
      RuleCount: number;
      /** Format: date-time */
      ModifiedAt: string;
      /** Format: uuid */
      RowVersion: string;
      Description: string | null;
      /** Format: date-time */
      CreatedAt: string;
      Rules: components["schemas"]["RecordMatchingRule"][];
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    RecordMatchingProfileDetailApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["RecordMatchingProfileDetail"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    RecordMatchingProfileReplaceRequest: {
      /** @description Lower-case letters, digits and dashes, starting with a letter; unique among profiles. */
      Key: string;
      DisplayName: string;
      Description?: string | null;
      /** @description Id or Name of the entity definition the profile matches within. */
      EntityDefinitionId: string;
      TargetKind: components["schemas"]["RecordMatchingTargetKind"];
      /** @description WithinReference: key of a single reference field of the main table; records match only when they reference the same record through it. Null for SameDefinition. */
      ScopeFieldKey?: string | null;
      ActionMode: components["schemas"]["RecordMatchingActionMode"];
      ArchiveMode: components["schemas"]["ArchiveMode"];
      IsEnabled: boolean;
      /** @description One to 20 rules, in order. */
      Rules: components["schemas"]["RecordMatchingRuleInput"][];
      /** Format: uuid */
      RowVersion: string;
    };
    RecordMatchingProfileRequest: {
      /** @description Lower-case letters, digits and dashes, starting with a letter; unique among profiles. */
      Key: string;
      DisplayName: string;
      Description?: string | null;
      /** @description Id or Name of the entity definition the profile matches within. */
      EntityDefinitionId: string;
      TargetKind: components["schemas"]["RecordMatchingTargetKind"];
      /** @description WithinReference: key of a single reference field of the main table; records match only when they reference the same record through it. Null for SameDefinition. */
      ScopeFieldKey?: string | null;
      ActionMode: components["schemas"]["RecordMatchingActionMode"];
      ArchiveMode: components["schemas"]["ArchiveMode"];
      IsEnabled: boolean;
      /** @description One to 20 rules, in order. */
      Rules: components["schemas"]["RecordMatchingRuleInput"][];
    };
    RecordMatchingProfileSummary: {
      /** @description The profileId. */
      Id: string;
      Key: string;
      DisplayName: string;
      /** @description Null when the definition no longer exists. */
      EntityDefinitionId: string | null;
      EntityDefinitionName: string;
      TargetKind: components["schemas"]["RecordMatchingTargetKind"];
      ScopeField: components["schemas"]["RecordMatchingScopeField"] | null;
      ActionMode: components["schemas"]["RecordMatchingActionMode"];
      ArchiveMode: components["schemas"]["ArchiveMode"];
      IsEnabled: boolean;
      /** Format: int32 */
      RuleCount: number;
      /** Format: date-time */
      ModifiedAt: string;
      /** Format: uuid */
      RowVersion: string;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    RecordMatchingProfileSummaryArrayApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["RecordMatchingProfileSummary"][] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    RecordMatchingRule: {
      /** @description Stable: a replacement keeps the id of a rule with the same Key. */
      Id: string;
      Key: string;
      Label: string;
      /** Format: int32 */
      Score: number;
      Criteria: components["schemas"]["RecordMatchingCriterion"][];
    };
    RecordMatchingRuleEvidence: {
      RuleId: string;
      RuleKey: string;
      RuleLabel: string;
      /** Format: int32 */
      ConfiguredScore: number;
      /**
       * Format: int32
       * @description Weighted similarity of the rule's fields.
       */
      Similarity: number;
      /**
       * Format: int32
       * @description Configured score times similarity; 0 when a criterion does not hold.
       */
      EffectiveScore: number;
      IsMatch: boolean;
      Fields: components["schemas"]["RecordMatchingFieldEvidence"][];
    };
    RecordMatchingRuleInput: {
      /** @description Lower-case letters, digits and dashes, starting with a letter; unique in the profile. */
      Key: string;
      Label: string;
      /**
       * Format: int32
       * @description Configured score of the rule when all its criteria hold.
       */
      Score: number;
      /** @description One to 20 criteria; all must hold for the rule to match. */
      Criteria: components["schemas"]["RecordMatchingCriterionInput"][];
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
    RecordMatchingValueSteps: {
      /** @description The value as stored or typed. */
      Raw: unknown;
      /** @description After the criterion's normalizers. */
      Normalized: string;
      /** @description After the diacritic mode. */
      Folded: string;
      /** @description Words after the token order mode. */
      Tokens: string[];
      /** @description What the comparison mode compares. */
      Compared: string;
      /** @description Blank values never match. */
      IsBlank: boolean;
    };
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
    ReferenceEligibilityCheckRequest: {
      Expression: string;
    };
    ReferenceEligibilityImpact: {
      Validation: components["schemas"]["ExpressionValidationResult"];
      /**
       * Format: int32
       * @description Existing references of active records checked.
       */
      CheckedReferenceCount: number;
      /**
       * Format: int32
       * @description How many of them the rule would find ineligible; null when the expression is not valid.
       */
      IneligibleCount: number | null;
      /** @description Up to 10 ineligible references. */
      Samples: components["schemas"]["ReferenceEligibilitySample"][];
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    ReferenceEligibilityImpactApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["ReferenceEligibilityImpact"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    ReferenceEligibilityRule: {
      Id: string;
      EntityDefinitionId: string;
      FieldId: string;
      /** @description Stable technical key, unique per field. */
      Name: string;
      DisplayName: string;
      /** @description A condition over Current.<field of this record> and Candidate.<field of the referenced record>. */
      Expression: string;
      /** @description Must be false: enabling is unavailable until runtime candidate and mutation consumers are released. */
      Enabled: boolean;
      /** Format: int32 */
      SortOrder: number;
      /** Format: uuid */
      RowVersion: string;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    ReferenceEligibilityRuleApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["ReferenceEligibilityRule"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    ReferenceEligibilityRuleArrayApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["ReferenceEligibilityRule"][] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    ReferenceEligibilityRuleCreateRequest: {
      /** @description Stable technical key, unique per field. */
      Name: string;
      DisplayName: string;
      /** @description A condition over Current.<field of this record> and Candidate.<field of the referenced record>. */
      Expression: string;
      /** @description Must be false: enabling is unavailable until runtime candidate and mutation consumers are released. */
      Enabled?: boolean;
    };
    ReferenceEligibilityRuleUpdateRequest: {
      DisplayName: string;
      /** @description A condition over Current.<field of this record> and Candidate.<field of the referenced record>. */
      Expression: string;
      /** @description Must be false: enabling is unavailable until runtime candidate and mutation consumers are released. */
      Enabled?: boolean;
      /**
       * Format: uuid
       * @description The rule's RowVersion.
       */
      RowVersion: string;
    };
    ReferenceEligibilitySample: {
      InstanceId: string;
      Number: string;
      DisplayName: string;
      CandidateId: string;
      CandidateNumber: string;
      CandidateDisplayName: string;
    };
    /**
     * Format: int32
     * @description Renewal mode of an entitlement. Values: 0 Manual, 1 Automatic, 2 External.
     * @enum {integer}
     */
    RenewalMode: 0 | 1 | 2;
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
    /**
     * Format: int32
     * @description How many subjects a record responsibility holds. Values: 0 Single, 1 Multiple.
     * @enum {integer}
     */
    ResponsibilityCardinality: 0 | 1;
    ResponsibilityGroup: {
      Id: string;
      Key: string;
      Name: string;
      Description: string | null;
      MemberUserIds: string[];
      /** Format: int32 */
      MemberCount: number;
      ExtendedData: components["schemas"]["ExtendedData"];
      AllowedActions: components["schemas"]["PrincipalAllowedActions"];
      /** Format: date-time */
      CreatedAt: string;
      /** Format: date-time */
      ModifiedAt: string;
      /** Format: uuid */
      RowVersion: string;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    ResponsibilityGroupApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["ResponsibilityGroup"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    ResponsibilityGroupCreate: {
      /** @description Optional caller-supplied stable id; generated when omitted. */
      Id?: string;
      Key: string;
      Name: string;
      Description?: string | null;
      /** @description Ids of the member users. */
      MemberUserIds?: string[];
      ExtendedData?: components["schemas"]["ExtendedData"];
    };
    ResponsibilityGroupPage: {
      Items: components["schemas"]["ResponsibilityGroup"][];
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
    ResponsibilityGroupPageApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["ResponsibilityGroupPage"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    /**
     * @description Sort field of the responsibility group list. Values: Key, Name, MemberCount, CreatedAt, ModifiedAt.
     * @enum {string}
     */
    ResponsibilityGroupSortField: "Key" | "Name" | "MemberCount" | "CreatedAt" | "ModifiedAt";
    ResponsibilityGroupUpdate: {
      Key: string;
      Name: string;
      Description?: string | null;
      /** @description Ids of the member users. */
      MemberUserIds?: string[];
      ExtendedData?: components["schemas"]["ExtendedData"];
      /**
       * Format: uuid
       * @description The row version the edit is based on; a stale value answers 409.
       */
      RowVersion: string;
    };
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
    Role: {
      Id: string;
      Name: string;
      Description: string | null;
      /** @description Built-in roles cannot be renamed or deleted. */
      IsSystem: boolean;
      PermissionKeys: string[];
      /** Format: int32 */
      UserCount: number;
      ExtendedData: components["schemas"]["ExtendedData"];
      AllowedActions: components["schemas"]["RoleAllowedActions"];
      /** Format: date-time */
      CreatedAt: string;
      /** Format: date-time */
      ModifiedAt: string;
      /** Format: uuid */
      RowVersion: string;
    };
    RoleAllowedActions: {
      /** @description The caller may change it (principals.manage, and they hold everything it holds). */
      CanUpdate: boolean;
      /** @description The caller may delete it. */
      CanDelete: boolean;
      /** @description The caller may assign the role to users or take it away: they hold its permissions (and, for a built-in role, that role or a higher one). */
      CanGrant: boolean;
      /** @description The caller may replace its permissions (Admin; never the built-in Admin role). */
      CanSetPermissions: boolean;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    RoleApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["Role"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    RoleCreate: {
      /** @description Optional caller-supplied stable id; generated when omitted. */
      Id?: string;
      Name: string;
      Description?: string | null;
      ExtendedData?: components["schemas"]["ExtendedData"];
    };
    RolePage: {
      Items: components["schemas"]["Role"][];
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
    RolePageApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["RolePage"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    /**
     * @description Sort field of the role list. Values: Name, UserCount, CreatedAt, ModifiedAt.
     * @enum {string}
     */
    RoleSortField: "Name" | "UserCount" | "CreatedAt" | "ModifiedAt";
    RoleUpdate: {
      Name: string;
      Description?: string | null;
      ExtendedData?: components["schemas"]["ExtendedData"];
      /**
       * Format: uuid
       * @description The row version the edit is based on; a stale value answers 409.
       */
      RowVersion: string;
    };
    /**
     * @description How a rollup sums up the parent's active children: their number, or the sum, least or greatest of a number field. Values: Count, Sum, Min, Max.
     * @enum {string}
     */
    RollupAggregate: "Count" | "Sum" | "Min" | "Max";
    SchemaChangeDependent: {
      Kind?: components["schemas"]["SchemaChangeDependentKind"];
      Id?: string;
      DisplayName?: string;
      Description?: string;
    };
    /**
     * Format: int32
     * @description Kind of a schema element that depends on the changed one. Values: 0 Constraint, 1 Index, 2 Reference, 3 PairedField, 4 Expression, 5 ChildTable, 6 Field.
     * @enum {integer}
     */
    SchemaChangeDependentKind: 0 | 1 | 2 | 3 | 4 | 5 | 6;
    /**
     * Format: int32
     * @description Kind of one change in a schema-change plan. Values: 0 DropField, 1 ShortenText, 2 LowerPrecision, 3 LowerScale, 4 RemoveOptions, 5 DisallowMultiple, 6 DisableOperations, 7 MakeReadOnly, 8 DropChildTable, 9 ChangeReferenceTarget, 10 ChangeClassifierCatalog, 11 DropDefinition.
     * @enum {integer}
     */
    SchemaChangeKind: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11;
    SchemaChangePlan: {
      IsDestructive?: boolean;
      /** @description Confirmation token; null when the change is not destructive. */
      Token?: string | null;
      /** Format: date-time */
      ExpiresAt?: string | null;
      /**
       * Format: uuid
       * @description The row version the plan is bound to.
       */
      RowVersion?: string;
      Changes?: components["schemas"]["SchemaChangePlanChange"][];
      /**
       * Format: int32
       * @description Distinct records that lose data over all changes.
       */
      AffectedRecordCount?: number;
      Dependents?: components["schemas"]["SchemaChangeDependent"][];
      /** @description The change cannot be made at all (no Token is issued): e.g. expressions still read the field. */
      IsBlocked?: boolean;
      /** @description Why the change is blocked, in words a configurator understands. */
      BlockedReason?: string | null;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    SchemaChangePlanApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["SchemaChangePlan"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    SchemaChangePlanChange: {
      Kind?: components["schemas"]["SchemaChangeKind"];
      Description?: string;
      FieldId?: string | null;
      FieldKey?: string | null;
      /**
       * Format: int32
       * @description Records that lose or change data.
       */
      AffectedRecordCount?: number;
      /** @description Up to 10 values that would be lost. */
      SampleValues?: string[];
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
    SetRolePermissionsRequest: {
      /** @description Normalized permission keys (trimmed, lower case). */
      PermissionKeys: string[];
    };
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
     * @description Storage of workspace files. Values: 0 Database, 1 LocalFileSystem, 2 NetworkShare, 3 AzureBlob, 4 AmazonS3, 5 GoogleCloudStorage.
     * @enum {integer}
     */
    StorageType: 0 | 1 | 2 | 3 | 4 | 5;
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    StringApiResponse: {
      Success: boolean;
      Data?: string | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    StringArrayApiResponse: {
      Success: boolean;
      Data?: string[] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    /**
     * Format: int32
     * @description Where a plan's windows start. Values: 0 EntitlementStart, 1 Calendar.
     * @enum {integer}
     */
    TimeBoundWindowAnchor: 0 | 1;
    UiArtifact: {
      Id?: string;
      ProjectId?: string;
      BuildId?: string;
      RevisionId?: string;
      Status?: components["schemas"]["UiArtifactStatus"];
      IsActive?: boolean;
      /** @description JavaScript and CSS bytes still stored. */
      AssetsAvailable?: boolean;
      /** Format: date-time */
      AssetsPurgedAt?: string | null;
      /** @description Combined SHA-256. */
      ArtifactHash?: string;
      JavaScriptContentHash?: string;
      JavaScriptIntegrity?: string;
      /** Format: int64 */
      JavaScriptSizeBytes?: number;
      CssContentHash?: string;
      CssIntegrity?: string;
      /** Format: int64 */
      CssSizeBytes?: number;
      /** Format: int64 */
      TotalSizeBytes?: number;
      PageDescriptorJson?: string | null;
      LocaleDescriptorJson?: string | null;
      DependencyMetadataJson?: string | null;
      WebAppVersion?: string;
      /** Format: int32 */
      HostContractVersion?: number;
      VueVersion?: string;
      PiniaVersion?: string;
      VuetifyVersion?: string;
      ViteVersion?: string;
      TypeScriptVersion?: string;
      EslintVersion?: string;
      ToolchainFingerprint?: string;
      PublishedByUserId?: string | null;
      /** Format: date-time */
      PublishedAt?: string | null;
      DeactivatedByUserId?: string | null;
      /** Format: date-time */
      DeactivatedAt?: string | null;
      /** Format: uuid */
      RowVersion?: string;
      /** Format: int32 */
      BuildNumber?: number;
      /** Format: int32 */
      RevisionNumber?: number;
      /** Format: date-time */
      CreatedAt?: string;
      IsPinned?: boolean;
      IsCompatible?: boolean;
      CompatibilityMessage?: string | null;
      WasActive?: boolean;
    };
    UiArtifactActivateRequest: {
      /** Format: uuid */
      ExpectedArtifactRowVersion: string;
      /**
       * Format: uuid
       * @description When set, a project changed since (another activation) answers 409.
       */
      ExpectedProjectRowVersion?: string | null;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    UiArtifactApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["UiArtifact"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    UiArtifactArrayApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["UiArtifact"][] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    UiArtifactAssetApiResponse: {
      Success: boolean;
      /** @description Always null: a 200 carries the bytes; errors carry this envelope. */
      Data?: string | null;
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
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    UiArtifactAssetLinksApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["UiArtifactAssetLinks"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    UiArtifactDeactivateRequest: {
      /** Format: uuid */
      ExpectedArtifactRowVersion: string;
    };
    UiArtifactLifecycleResult: {
      Artifact?: components["schemas"]["UiArtifact"];
      /** Format: uuid */
      ProjectRowVersion?: string;
      /** @description An already-open application must be fully refreshed. */
      RefreshRequired?: boolean;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    UiArtifactLifecycleResultApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["UiArtifactLifecycleResult"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    UiArtifactPinRequest: {
      IsPinned: boolean;
      /** Format: uuid */
      ExpectedArtifactRowVersion: string;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    UiArtifactPreviewApiResponse: {
      Success: boolean;
      /** @description Always null: a 200 carries the page; errors carry this envelope. */
      Data?: string | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    UiArtifactPurgeRequest: {
      /** Format: uuid */
      ExpectedArtifactRowVersion: string;
    };
    /**
     * Format: int32
     * @description Status of a workspace UI artifact. Values: 0 Pending, 1 Ready, 2 Published, 3 Superseded, 4 Failed.
     * @enum {integer}
     */
    UiArtifactStatus: 0 | 1 | 2 | 3 | 4;
    /**
     * Format: int32
     * @description Page a generator adds from an entity definition. Values: 0 List, 1 Details.
     * @enum {integer}
     */
    UiPageGeneratorKind: 0 | 1;
    UiProject: {
      Id: string;
      DisplayName: string;
      /** @description Null until the first revision. */
      WorkingRevisionId: string | null;
      /** Format: int32 */
      WorkingRevisionNumber: number | null;
      ActiveArtifactId: string | null;
      /**
       * Format: uuid
       * @description Changes with every activation, deactivation and roll back (the lifecycle result's ProjectRowVersion).
       */
      RowVersion: string;
      SupportedHostContractVersions: number[];
      Toolchain: {
        Vue: string;
        Pinia: string;
        Vuetify: string;
        Vite: string;
        TypeScript: string;
        Eslint: string;
        Fingerprint: string;
      };
      Limits: {
        /** Format: int32 */
        MaxFiles: number;
        /** Format: int64 */
        MaxFileBytes: number;
        /** Format: int64 */
        MaxTotalBytes: number;
        /** Format: int64 */
        MaxZipBytes: number;
      };
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    UiProjectApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["UiProject"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    UiProjectBuild: {
      Id?: string;
      ProjectId?: string;
      RevisionId?: string;
      /**
       * Format: int32
       * @description Monotonic per build.
       */
      BuildNumber?: number;
      Kind?: components["schemas"]["BuildKind"];
      Status?: components["schemas"]["BuildStatus"];
      Stage?: components["schemas"]["BuildStage"];
      StageMessageKey?: string | null;
      /** Format: int32 */
      ProgressPercent?: number;
      RequestedByUserId?: string;
      /** Format: date-time */
      RequestedAt?: string;
      /** Format: date-time */
      StartedAt?: string | null;
      /** Format: date-time */
      CompletedAt?: string | null;
      WorkerId?: string | null;
      /** Format: date-time */
      HeartbeatAt?: string | null;
      /** Format: int32 */
      AttemptCount?: number;
      GeneratedProjectChecksum?: string | null;
      SchemaContractHash?: string | null;
      DiagnosticsJson?: string | null;
      ErrorSummary?: string | null;
      /** Format: uuid */
      RowVersion?: string;
      Failure?: {
        ReasonCode?: string;
        Category?: components["schemas"]["BuildFailureCategory"];
        Retryable?: boolean;
        /** @description SQLSTATE code only, never SQL or parameter values. */
        SqlState?: string | null;
        TargetKind?: string | null;
        TargetId?: string | null;
        RemediationCode?: string | null;
      } | null;
      /** Format: int32 */
      RevisionNumber?: number;
      RequestedByDisplayName?: string;
      JobId?: string | null;
      ArtifactId?: string | null;
      CancellationRequested?: boolean;
      /** Format: int64 */
      PeakMemoryBytes?: number | null;
      Stages?: {
        Stage: components["schemas"]["BuildStage"];
        /** Format: date-time */
        StartedAt: string;
        /** Format: date-time */
        CompletedAt: string | null;
        /** Format: int64 */
        DurationMs: number | null;
        /** Format: int32 */
        LogLineCount: number;
        /** @description Lines beyond the kept bound were dropped. */
        LogTruncated: boolean;
      }[];
      Diagnostics?: {
        /** @description Path relative to the project root. */
        File: string | null;
        /**
         * Format: int32
         * @description One-based.
         */
        Line: number | null;
        /**
         * Format: int32
         * @description One-based.
         */
        Column: number | null;
        /** Format: int32 */
        EndLine?: number | null;
        /** Format: int32 */
        EndColumn?: number | null;
        Severity: components["schemas"]["IssueSeverity"];
        /** @description typescript, eslint, bundler, sandbox or project (UI project); csharp or project (Net Operation Project). */
        Source: string;
        Code?: string | null;
        Message: string;
      }[];
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    UiProjectBuildApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["UiProjectBuild"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    UiProjectBuildLog: {
      BuildId: string;
      Stage: components["schemas"]["BuildStage"];
      /**
       * Format: int32
       * @description Index of the first line answered.
       */
      Offset: number;
      Lines: string[];
      /** Format: int32 */
      TotalLines: number;
      /** @description Lines beyond the kept bound were dropped while the build ran. */
      Truncated: boolean;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    UiProjectBuildLogApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["UiProjectBuildLog"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    UiProjectBuildPage: {
      Items: components["schemas"]["UiProjectBuild"][];
      /** Format: int32 */
      TotalCount: number;
      /**
       * Format: int32
       * @description One-based.
       */
      Page: number;
      /** Format: int32 */
      PageSize: number;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    UiProjectBuildPageApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["UiProjectBuildPage"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    UiProjectBuildRequest: {
      /** @description Defaults to the working revision. */
      RevisionId?: string | null;
      Kind: components["schemas"]["BuildKind"];
    };
    UiProjectDiff: {
      FromRevisionId: string;
      ToRevisionId: string;
      /** Format: int32 */
      AddedCount: number;
      /** Format: int32 */
      ModifiedCount: number;
      /** Format: int32 */
      RemovedCount: number;
      Files: {
        Path: string;
        Change: components["schemas"]["UiProjectFileChange"];
        OldContentHash: string | null;
        NewContentHash: string | null;
        /** Format: int32 */
        AddedLines: number;
        /** Format: int32 */
        RemovedLines: number;
        /** @description Unified diff with 3 lines of context, when asked for. */
        Patch: string | null;
      }[];
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    UiProjectDiffApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["UiProjectDiff"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    UiProjectFile: {
      RevisionId: string;
      Path: string;
      Content: string;
      ContentHash: string;
      /** Format: int64 */
      SizeBytes: number;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    UiProjectFileApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["UiProjectFile"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    /**
     * Format: int32
     * @description How a file differs between two UI project trees. Values: 0 Added, 1 Modified, 2 Removed.
     * @enum {integer}
     */
    UiProjectFileChange: 0 | 1 | 2;
    UiProjectPageGenerateRequest: {
      EntityDefinitionId: string;
      Kind: components["schemas"]["UiPageGeneratorKind"];
      /** @description The working revision the caller last read; stale answers 409. */
      BaseRevisionId: string | null;
      Message?: string | null;
    };
    UiProjectRevision: {
      Id: string;
      ProjectId: string;
      /**
       * Format: int32
       * @description Monotonic per project, from 1.
       */
      Number: number;
      ParentRevisionId: string | null;
      Message: string;
      Source: components["schemas"]["UiProjectRevisionSource"];
      AuthorUserId: string | null;
      AuthorDisplayName: string;
      /** Format: date-time */
      CreatedAt: string;
      /** @description SHA-256 (hex) over the sorted paths and their content hashes. */
      ContentHash: string;
      /** Format: int32 */
      FileCount: number;
      /** Format: int64 */
      TotalSizeBytes: number;
      /** @description The working revision: what edits, checks and builds start from. */
      IsWorking: boolean;
      Files: {
        Path: string;
        /** @description SHA-256 (hex) of the UTF-8 content. */
        ContentHash: string;
        /** Format: int64 */
        SizeBytes: number;
      }[];
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    UiProjectRevisionApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["UiProjectRevision"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    UiProjectRevisionPage: {
      Items: components["schemas"]["UiProjectRevisionSummary"][];
      /** Format: int32 */
      TotalCount: number;
      /**
       * Format: int32
       * @description One-based.
       */
      Page: number;
      /** Format: int32 */
      PageSize: number;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    UiProjectRevisionPageApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["UiProjectRevisionPage"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    /**
     * Format: int32
     * @description How a UI project revision was made. Values: 0 Edit, 1 Template, 2 ZipUpload, 3 PageGenerator, 4 Restore.
     * @enum {integer}
     */
    UiProjectRevisionSource: 0 | 1 | 2 | 3 | 4;
    UiProjectRevisionSummary: {
      Id: string;
      ProjectId: string;
      /**
       * Format: int32
       * @description Monotonic per project, from 1.
       */
      Number: number;
      ParentRevisionId: string | null;
      Message: string;
      Source: components["schemas"]["UiProjectRevisionSource"];
      AuthorUserId: string | null;
      AuthorDisplayName: string;
      /** Format: date-time */
      CreatedAt: string;
      /** @description SHA-256 (hex) over the sorted paths and their content hashes. */
      ContentHash: string;
      /** Format: int32 */
      FileCount: number;
      /** Format: int64 */
      TotalSizeBytes: number;
      /** @description The working revision: what edits, checks and builds start from. */
      IsWorking: boolean;
    };
    UiProjectRollbackRequest: {
      /** Format: uuid */
      ExpectedProjectRowVersion: string;
    };
    UiProjectSaveRequest: {
      /** @description The working revision the edits started from; another one answers 409 with the current working revision. */
      BaseRevisionId: string | null;
      /** @description Why; 1 to 500 characters. */
      Message: string;
      /** @description One to 500 changes. */
      Changes: {
        /** @description Normalised project path. */
        Path: string;
        /** @description The new UTF-8 text; null deletes the file. */
        Content: string | null;
        /** @description Set when the file is renamed from this path. */
        PreviousPath?: string | null;
      }[];
    };
    UiProjectTemplate: {
      Key: string;
      DisplayName: string;
      Description: string;
      /** Format: int32 */
      FileCount: number;
    };
    UiProjectTemplateApplyRequest: {
      /** @description The working revision the caller last read; null only while the project has none. Stale answers 409. */
      BaseRevisionId: string | null;
      /** @description Defaults to "Started from template <name>". */
      Message?: string | null;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    UiProjectTemplateArrayApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["UiProjectTemplate"][] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    UiProjectZipApiResponse: {
      Success: boolean;
      /** @description Always null: a 200 carries the bytes; errors carry this envelope. */
      Data?: string | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    UiProjectZipPreflight: {
      BaseRevisionId: string | null;
      /** @description SHA-256 (hex) of the uploaded bytes; the upload may name it so that what is applied is what was previewed. */
      PackageHash: string;
      /** Format: int64 */
      SizeBytes: number;
      /** Format: int32 */
      FileCount: number;
      Added: string[];
      Changed: string[];
      Removed: string[];
      /** Format: int32 */
      UnchangedCount: number;
      Ignored: string[];
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    UiProjectZipPreflightApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["UiProjectZipPreflight"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    User: {
      Id: string;
      UserName: string;
      Email: string | null;
      FirstName: string | null;
      LastName: string | null;
      DisplayName: string;
      UserType: components["schemas"]["UserType"];
      IsActive: boolean;
      Locale: string | null;
      TimeZone: string | null;
      RoleIds: string[];
      /** @description Role names. */
      Roles: string[];
      ResponsibilityGroupIds: string[];
      HasPassword: boolean;
      HasApiKey: boolean;
      Avatar: components["schemas"]["Avatar"];
      ExtendedData: components["schemas"]["ExtendedData"];
      AllowedActions: components["schemas"]["PrincipalAllowedActions"];
      /** Format: date-time */
      CreatedAt: string;
      /** Format: date-time */
      ModifiedAt: string;
      /** Format: uuid */
      RowVersion: string;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    UserApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["User"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    UserCreate: {
      /** @description Optional caller-supplied stable id; generated when omitted. */
      Id?: string;
      UserName: string;
      /** Format: email */
      Email?: string | null;
      FirstName?: string | null;
      LastName?: string | null;
      /** @default true */
      IsActive?: boolean;
      /** @description A BCP 47 language tag such as de-CH. */
      Locale?: string | null;
      /** @description An IANA time zone such as Europe/Zurich. */
      TimeZone?: string | null;
      /** @description Ids of the roles the user holds. */
      RoleIds?: string[];
      /** @description Ids of the responsibility groups the user is a member of. */
      ResponsibilityGroupIds?: string[];
      ExtendedData?: components["schemas"]["ExtendedData"];
      UserType: components["schemas"]["UserType"];
      /** @description Initial local password, only for a WorkspaceUser; omit for passwordless provisioning. */
      Password?: string;
    };
    UserPage: {
      Items: components["schemas"]["User"][];
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
    UserPageApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["UserPage"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    /**
     * @description Sort field of the user list. Values: UserName, DisplayName, Email, UserType, CreatedAt, ModifiedAt.
     * @enum {string}
     */
    UserSortField: "UserName" | "DisplayName" | "Email" | "UserType" | "CreatedAt" | "ModifiedAt";
    /**
     * Format: int32
     * @description Kind of user. Values: 0 WorkspaceUser, 1 ServiceUser, 2 SystemUser.
     * @enum {integer}
     */
    UserType: 0 | 1 | 2;
    UserUpdate: {
      UserName: string;
      /** Format: email */
      Email?: string | null;
      FirstName?: string | null;
      LastName?: string | null;
      /** @default true */
      IsActive?: boolean;
      /** @description A BCP 47 language tag such as de-CH. */
      Locale?: string | null;
      /** @description An IANA time zone such as Europe/Zurich. */
      TimeZone?: string | null;
      /** @description Ids of the roles the user holds. */
      RoleIds?: string[];
      /** @description Ids of the responsibility groups the user is a member of. */
      ResponsibilityGroupIds?: string[];
      ExtendedData?: components["schemas"]["ExtendedData"];
      /**
       * Format: uuid
       * @description The row version the edit is based on; a stale value answers 409.
       */
      RowVersion: string;
    };
    WorkspaceModules: {
      Boards: components["schemas"]["ModuleState"];
      Booking: components["schemas"]["ModuleState"];
      CurrencyRates: components["schemas"]["ModuleState"];
      EntitlementOperations: components["schemas"]["ModuleState"];
      FileProtection: components["schemas"]["ModuleState"];
      WorkInbox: components["schemas"]["ModuleState"];
      WorkSchedule: components["schemas"]["ModuleState"];
    };
    WorkspaceUserProfile: {
      /** @description Present only in the login result. */
      AccessToken?: string;
      UserId: string;
      /** @description Login name. */
      UserName: string;
      Email?: string | null;
      FirstName?: string | null;
      LastName?: string | null;
      /** @description Effective display name. */
      DisplayName: string;
      Avatar: components["schemas"]["Avatar"];
      UserType: components["schemas"]["UserType"];
      /** @description Workspace slug. */
      WorkspaceName: string;
      /** @description Workspace locale code. */
      Locale: string;
      /** @description Time zone identifier. */
      TimeZone: string;
      DateTimeFormat: string;
      DateFormat: string;
      TimeFormat: string;
      /** @description Routing region code. */
      RegionCode?: string;
      OnboardingStatus: components["schemas"]["OnboardingStatus"];
      /** @description Role names. */
      Roles: string[];
      /** @description Permission keys. */
      Permissions: string[];
      Modules: components["schemas"]["WorkspaceModules"];
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    WorkspaceUserProfileApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["WorkspaceUserProfile"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
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
  Auth_Login: {
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
        "application/json": components["schemas"]["LoginRequest"];
        "text/json": components["schemas"]["LoginRequest"];
        "application/*+json": components["schemas"]["LoginRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["WorkspaceUserProfileApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["WorkspaceUserProfileApiResponse"];
        };
      };
    };
  };
  Auth_Me: {
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
          "application/json": components["schemas"]["WorkspaceUserProfileApiResponse"];
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
  Roles_SetPermissions: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the role. */
        roleId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["SetRolePermissionsRequest"];
        "text/json": components["schemas"]["SetRolePermissionsRequest"];
        "application/*+json": components["schemas"]["SetRolePermissionsRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["StringArrayApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["StringArrayApiResponse"];
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
          "application/json": components["schemas"]["StringArrayApiResponse"];
        };
      };
    };
  };
  Users_List: {
    parameters: {
      query?: {
        /** @description One-based page number. */
        Page?: number;
        PageSize?: number;
        /** @description Free-text search. */
        Search?: string;
        SortField?: components["schemas"]["UserSortField"];
        SortDirection?: components["schemas"]["SortDirection"];
        /** @description Only users of this kind. */
        UserType?: components["schemas"]["UserType"];
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
          "application/json": components["schemas"]["UserPageApiResponse"];
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
  Users_Create: {
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
        "application/json": components["schemas"]["UserCreate"];
        "text/json": components["schemas"]["UserCreate"];
        "application/*+json": components["schemas"]["UserCreate"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UserApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UserApiResponse"];
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
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UserApiResponse"];
        };
      };
    };
  };
  Users_Get: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the user. */
        userId: string;
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
          "application/json": components["schemas"]["UserApiResponse"];
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
          "application/json": components["schemas"]["UserApiResponse"];
        };
      };
    };
  };
  Users_Update: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the user. */
        userId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["UserUpdate"];
        "text/json": components["schemas"]["UserUpdate"];
        "application/*+json": components["schemas"]["UserUpdate"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UserApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UserApiResponse"];
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
          "application/json": components["schemas"]["UserApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UserApiResponse"];
        };
      };
    };
  };
  Users_Delete: {
    parameters: {
      query?: {
        /** @description Expected row version; when given and stale the delete answers 409 with the current state. */
        rowVersion?: string;
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the user. */
        userId: string;
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
          "application/json": components["schemas"]["StringApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["StringApiResponse"];
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
          "application/json": components["schemas"]["StringApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["StringApiResponse"];
        };
      };
    };
  };
  Roles_List: {
    parameters: {
      query?: {
        /** @description One-based page number. */
        Page?: number;
        PageSize?: number;
        /** @description Free-text search. */
        Search?: string;
        SortField?: components["schemas"]["RoleSortField"];
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
          "application/json": components["schemas"]["RolePageApiResponse"];
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
  Roles_Create: {
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
        "application/json": components["schemas"]["RoleCreate"];
        "text/json": components["schemas"]["RoleCreate"];
        "application/*+json": components["schemas"]["RoleCreate"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RoleApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RoleApiResponse"];
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
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RoleApiResponse"];
        };
      };
    };
  };
  Roles_Get: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the role. */
        roleId: string;
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
          "application/json": components["schemas"]["RoleApiResponse"];
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
          "application/json": components["schemas"]["RoleApiResponse"];
        };
      };
    };
  };
  Roles_Update: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the role. */
        roleId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["RoleUpdate"];
        "text/json": components["schemas"]["RoleUpdate"];
        "application/*+json": components["schemas"]["RoleUpdate"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RoleApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RoleApiResponse"];
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
          "application/json": components["schemas"]["RoleApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RoleApiResponse"];
        };
      };
    };
  };
  Roles_Delete: {
    parameters: {
      query?: {
        /** @description Expected row version; when given and stale the delete answers 409 with the current state. */
        rowVersion?: string;
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the role. */
        roleId: string;
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
          "application/json": components["schemas"]["StringApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["StringApiResponse"];
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
          "application/json": components["schemas"]["StringApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["StringApiResponse"];
        };
      };
    };
  };
  ResponsibilityGroups_List: {
    parameters: {
      query?: {
        /** @description One-based page number. */
        Page?: number;
        PageSize?: number;
        /** @description Free-text search. */
        Search?: string;
        SortField?: components["schemas"]["ResponsibilityGroupSortField"];
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
          "application/json": components["schemas"]["ResponsibilityGroupPageApiResponse"];
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
  ResponsibilityGroups_Create: {
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
        "application/json": components["schemas"]["ResponsibilityGroupCreate"];
        "text/json": components["schemas"]["ResponsibilityGroupCreate"];
        "application/*+json": components["schemas"]["ResponsibilityGroupCreate"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ResponsibilityGroupApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ResponsibilityGroupApiResponse"];
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
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ResponsibilityGroupApiResponse"];
        };
      };
    };
  };
  ResponsibilityGroups_Get: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the responsibility group. */
        groupId: string;
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
          "application/json": components["schemas"]["ResponsibilityGroupApiResponse"];
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
          "application/json": components["schemas"]["ResponsibilityGroupApiResponse"];
        };
      };
    };
  };
  ResponsibilityGroups_Update: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the responsibility group. */
        groupId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["ResponsibilityGroupUpdate"];
        "text/json": components["schemas"]["ResponsibilityGroupUpdate"];
        "application/*+json": components["schemas"]["ResponsibilityGroupUpdate"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ResponsibilityGroupApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ResponsibilityGroupApiResponse"];
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
          "application/json": components["schemas"]["ResponsibilityGroupApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ResponsibilityGroupApiResponse"];
        };
      };
    };
  };
  ResponsibilityGroups_Delete: {
    parameters: {
      query?: {
        /** @description Expected row version; when given and stale the delete answers 409 with the current state. */
        rowVersion?: string;
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the responsibility group. */
        groupId: string;
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
          "application/json": components["schemas"]["StringApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["StringApiResponse"];
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
          "application/json": components["schemas"]["StringApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["StringApiResponse"];
        };
      };
    };
  };
  Permissions_List: {
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
          "application/json": components["schemas"]["PermissionDefinitionArrayApiResponse"];
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
  RecordMatching_ListProfiles: {
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
          "application/json": components["schemas"]["RecordMatchingProfileSummaryArrayApiResponse"];
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
  RecordMatching_CreateProfile: {
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
        "application/json": components["schemas"]["RecordMatchingProfileRequest"];
        "text/json": components["schemas"]["RecordMatchingProfileRequest"];
        "application/*+json": components["schemas"]["RecordMatchingProfileRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RecordMatchingProfileDetailApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RecordMatchingProfileDetailApiResponse"];
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
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RecordMatchingProfileDetailApiResponse"];
        };
      };
    };
  };
  RecordMatching_GetProfile: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        profileId: string;
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
          "application/json": components["schemas"]["RecordMatchingProfileDetailApiResponse"];
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
          "application/json": components["schemas"]["RecordMatchingProfileDetailApiResponse"];
        };
      };
    };
  };
  RecordMatching_ReplaceProfile: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the profile. */
        profileId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["RecordMatchingProfileReplaceRequest"];
        "text/json": components["schemas"]["RecordMatchingProfileReplaceRequest"];
        "application/*+json": components["schemas"]["RecordMatchingProfileReplaceRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RecordMatchingProfileDetailApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RecordMatchingProfileDetailApiResponse"];
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
          "application/json": components["schemas"]["RecordMatchingProfileDetailApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RecordMatchingProfileDetailApiResponse"];
        };
      };
    };
  };
  RecordMatching_DeleteProfile: {
    parameters: {
      query?: {
        /** @description Expected row version; when given and stale the call answers 409. */
        rowVersion?: string;
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the profile. */
        profileId: string;
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
          "application/json": components["schemas"]["StringApiResponse"];
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
          "application/json": components["schemas"]["StringApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["StringApiResponse"];
        };
      };
    };
  };
  EntityFields_Create: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        entityDefinitionTableId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["EntityFieldCreateRequest"];
        "text/json": components["schemas"]["EntityFieldCreateRequest"];
        "application/*+json": components["schemas"]["EntityFieldCreateRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntityFieldDefinitionApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntityFieldDefinitionApiResponse"];
        };
      };
    };
  };
  EntityFields_Get: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the field. */
        fieldId: string;
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
          "application/json": components["schemas"]["EntityFieldDefinitionApiResponse"];
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
          "application/json": components["schemas"]["EntityFieldDefinitionApiResponse"];
        };
      };
    };
  };
  EntityFields_Update: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        fieldId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["EntityFieldUpdateRequest"];
        "text/json": components["schemas"]["EntityFieldUpdateRequest"];
        "application/*+json": components["schemas"]["EntityFieldUpdateRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntityFieldDefinitionApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntityFieldDefinitionApiResponse"];
        };
      };
    };
  };
  EntityFields_Delete: {
    parameters: {
      query?: {
        /** @description The token returned by the matching schema-change-plan endpoint; required when the change is destructive. */
        schemaChangeConfirmationToken?: string;
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        fieldId: string;
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
          "application/json": components["schemas"]["StringApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["StringApiResponse"];
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
          "application/json": components["schemas"]["StringApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["StringApiResponse"];
        };
      };
    };
  };
  EntityFields_ValidateCalculation: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        fieldId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["FieldCalculationValidateRequest"];
        "text/json": components["schemas"]["FieldCalculationValidateRequest"];
        "application/*+json": components["schemas"]["FieldCalculationValidateRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FieldCalculationResultApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FieldCalculationResultApiResponse"];
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
          "application/json": components["schemas"]["FieldCalculationResultApiResponse"];
        };
      };
    };
  };
  EntityFields_SaveCalculation: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        fieldId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["FieldCalculationSaveRequest"];
        "text/json": components["schemas"]["FieldCalculationSaveRequest"];
        "application/*+json": components["schemas"]["FieldCalculationSaveRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FieldCalculationResultApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FieldCalculationResultApiResponse"];
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
          "application/json": components["schemas"]["FieldCalculationResultApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FieldCalculationResultApiResponse"];
        };
      };
    };
  };
  EntityDefinitions_UpdateBase: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        entityDefinitionId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["EntityDefinitionBaseUpdateRequest"];
        "text/json": components["schemas"]["EntityDefinitionBaseUpdateRequest"];
        "application/*+json": components["schemas"]["EntityDefinitionBaseUpdateRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntityDefinitionDetailApiResponse"];
        };
      };
    };
  };
  EntityDefinitions_ListStatements: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the entity definition. */
        entityDefinitionId: string;
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
          "application/json": components["schemas"]["EntityStatementArrayApiResponse"];
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
          "application/json": components["schemas"]["EntityStatementArrayApiResponse"];
        };
      };
    };
  };
  EntityDefinitions_CreateStatement: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        entityDefinitionId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["EntityStatementCreateRequest"];
        "text/json": components["schemas"]["EntityStatementCreateRequest"];
        "application/*+json": components["schemas"]["EntityStatementCreateRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntityStatementApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntityStatementApiResponse"];
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
          "application/json": components["schemas"]["EntityStatementApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntityStatementApiResponse"];
        };
      };
    };
  };
  EntityDefinitions_ListValidationRules: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        entityDefinitionId: string;
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
          "application/json": components["schemas"]["EntityValidationRuleArrayApiResponse"];
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
          "application/json": components["schemas"]["EntityValidationRuleArrayApiResponse"];
        };
      };
    };
  };
  EntityDefinitions_CreateValidationRule: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the entity definition. */
        entityDefinitionId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["EntityValidationRuleCreateRequest"];
        "text/json": components["schemas"]["EntityValidationRuleCreateRequest"];
        "application/*+json": components["schemas"]["EntityValidationRuleCreateRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntityValidationRuleApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntityValidationRuleApiResponse"];
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
          "application/json": components["schemas"]["EntityValidationRuleApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntityValidationRuleApiResponse"];
        };
      };
    };
  };
  FileSystem_GetSettings: {
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
          "application/json": components["schemas"]["FileSystemSettingsApiResponse"];
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
          "application/json": components["schemas"]["FileSystemSettingsApiResponse"];
        };
      };
    };
  };
  FileSystem_UpdateSettings: {
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
        "application/json": components["schemas"]["FileSystemSettingsUpdateRequest"];
        "text/json": components["schemas"]["FileSystemSettingsUpdateRequest"];
        "application/*+json": components["schemas"]["FileSystemSettingsUpdateRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FileSystemSettingsApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FileSystemSettingsApiResponse"];
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
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FileSystemSettingsApiResponse"];
        };
      };
    };
  };
  RecordMatching_TestPair: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the profile. */
        profileId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["RecordMatchingPairTestRequest"];
        "text/json": components["schemas"]["RecordMatchingPairTestRequest"];
        "application/*+json": components["schemas"]["RecordMatchingPairTestRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RecordMatchingPairTestApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["RecordMatchingPairTestApiResponse"];
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
          "application/json": components["schemas"]["RecordMatchingPairTestApiResponse"];
        };
      };
    };
  };
  EntityDefinitions_List: {
    parameters: {
      query?: {
        /** @description One-based page number. */
        Page?: number;
        PageSize?: number;
        /** @description Free-text search over Name, display names and Description. */
        Search?: string;
        SortField?: components["schemas"]["EntityDefinitionSortField"];
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
          "application/json": components["schemas"]["EntityDefinitionSummaryPageApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntityDefinitionSummaryPageApiResponse"];
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
  EntityDefinitions_Create: {
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
        "application/json": components["schemas"]["EntityDefinitionCreateRequest"];
        "text/json": components["schemas"]["EntityDefinitionCreateRequest"];
        "application/*+json": components["schemas"]["EntityDefinitionCreateRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntityDefinitionDetailApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntityDefinitionDetailApiResponse"];
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
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntityDefinitionDetailApiResponse"];
        };
      };
    };
  };
  EntityDefinitions_Get: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the entity definition. */
        entityDefinitionId: string;
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
          "application/json": components["schemas"]["EntityDefinitionDetailApiResponse"];
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
          "application/json": components["schemas"]["EntityDefinitionDetailApiResponse"];
        };
      };
    };
  };
  EntityDefinitions_UpdateOptions: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the entity definition. */
        entityDefinitionId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["EntityDefinitionOptionsUpdateRequest"];
        "text/json": components["schemas"]["EntityDefinitionOptionsUpdateRequest"];
        "application/*+json": components["schemas"]["EntityDefinitionOptionsUpdateRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntityDefinitionDetailApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntityDefinitionDetailApiResponse"];
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
          "application/json": components["schemas"]["EntityDefinitionDetailApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntityDefinitionDetailApiResponse"];
        };
      };
    };
  };
  EntityDefinitions_PlanBaseUpdate: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the entity definition. */
        entityDefinitionId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["EntityDefinitionBaseUpdateRequest"];
        "text/json": components["schemas"]["EntityDefinitionBaseUpdateRequest"];
        "application/*+json": components["schemas"]["EntityDefinitionBaseUpdateRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["SchemaChangePlanApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["SchemaChangePlanApiResponse"];
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
          "application/json": components["schemas"]["SchemaChangePlanApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["SchemaChangePlanApiResponse"];
        };
      };
    };
  };
  EntityDefinitions_RequestDeletion: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the entity definition. */
        entityDefinitionId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["EntityDefinitionRowVersionRequest"];
        "text/json": components["schemas"]["EntityDefinitionRowVersionRequest"];
        "application/*+json": components["schemas"]["EntityDefinitionRowVersionRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntityDefinitionDetailApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntityDefinitionDetailApiResponse"];
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
          "application/json": components["schemas"]["EntityDefinitionDetailApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntityDefinitionDetailApiResponse"];
        };
      };
    };
  };
  EntityDefinitions_CancelDeletion: {
    parameters: {
      query?: {
        /** @description Expected row version; when given and stale the call answers 409. */
        rowVersion?: string;
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the entity definition. */
        entityDefinitionId: string;
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
          "application/json": components["schemas"]["EntityDefinitionDetailApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntityDefinitionDetailApiResponse"];
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
          "application/json": components["schemas"]["EntityDefinitionDetailApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntityDefinitionDetailApiResponse"];
        };
      };
    };
  };
  EntityDefinitions_Purge: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the entity definition. */
        entityDefinitionId: string;
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
          "application/json": components["schemas"]["StringApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["StringApiResponse"];
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
          "application/json": components["schemas"]["StringApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["StringApiResponse"];
        };
      };
    };
  };
  EntityFields_PlanChange: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the field. */
        fieldId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["EntityFieldSchemaChangePlanRequest"];
        "text/json": components["schemas"]["EntityFieldSchemaChangePlanRequest"];
        "application/*+json": components["schemas"]["EntityFieldSchemaChangePlanRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["SchemaChangePlanApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["SchemaChangePlanApiResponse"];
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
          "application/json": components["schemas"]["SchemaChangePlanApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["SchemaChangePlanApiResponse"];
        };
      };
    };
  };
  EntityTables_SetFieldOrder: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the table. */
        entityDefinitionTableId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["EntityFieldOrderRequest"];
        "text/json": components["schemas"]["EntityFieldOrderRequest"];
        "application/*+json": components["schemas"]["EntityFieldOrderRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntityDefinitionTableApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntityDefinitionTableApiResponse"];
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
          "application/json": components["schemas"]["EntityDefinitionTableApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntityDefinitionTableApiResponse"];
        };
      };
    };
  };
  EntityUniqueConstraints_List: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the entity definition. */
        entityDefinitionId: string;
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
          "application/json": components["schemas"]["EntityUniqueConstraintArrayApiResponse"];
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
          "application/json": components["schemas"]["EntityUniqueConstraintArrayApiResponse"];
        };
      };
    };
  };
  EntityUniqueConstraints_Create: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the entity definition. */
        entityDefinitionId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["EntityConstraintCreateRequest"];
        "text/json": components["schemas"]["EntityConstraintCreateRequest"];
        "application/*+json": components["schemas"]["EntityConstraintCreateRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntityUniqueConstraintApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntityUniqueConstraintApiResponse"];
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
          "application/json": components["schemas"]["EntityUniqueConstraintApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntityUniqueConstraintApiResponse"];
        };
      };
    };
  };
  EntityUniqueConstraints_Delete: {
    parameters: {
      query?: {
        /** @description Expected row version; when given and stale the call answers 409. */
        rowVersion?: string;
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the unique constraint. */
        constraintId: string;
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
          "application/json": components["schemas"]["StringApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["StringApiResponse"];
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
          "application/json": components["schemas"]["StringApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["StringApiResponse"];
        };
      };
    };
  };
  EntityIndexes_List: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the entity definition. */
        entityDefinitionId: string;
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
          "application/json": components["schemas"]["EntityIndexArrayApiResponse"];
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
          "application/json": components["schemas"]["EntityIndexArrayApiResponse"];
        };
      };
    };
  };
  EntityIndexes_Create: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the entity definition. */
        entityDefinitionId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["EntityConstraintCreateRequest"];
        "text/json": components["schemas"]["EntityConstraintCreateRequest"];
        "application/*+json": components["schemas"]["EntityConstraintCreateRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntityIndexApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntityIndexApiResponse"];
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
          "application/json": components["schemas"]["EntityIndexApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntityIndexApiResponse"];
        };
      };
    };
  };
  EntityIndexes_Delete: {
    parameters: {
      query?: {
        /** @description Expected row version; when given and stale the call answers 409. */
        rowVersion?: string;
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the index. */
        indexId: string;
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
          "application/json": components["schemas"]["StringApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["StringApiResponse"];
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
          "application/json": components["schemas"]["StringApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["StringApiResponse"];
        };
      };
    };
  };
  ClassifierCatalogs_List: {
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
          "application/json": components["schemas"]["ClassifierCatalogArrayApiResponse"];
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
  EntityYaml_ExportDefinition: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id or Name of the entity definition. */
        entityDefinitionId: string;
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
          "application/json": components["schemas"]["StringApiResponse"];
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
          "application/json": components["schemas"]["StringApiResponse"];
        };
      };
    };
  };
  EntityYaml_ExportAll: {
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
          "application/json": components["schemas"]["StringApiResponse"];
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
  EntityYaml_Plan: {
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
        "application/json": components["schemas"]["EntityYamlPlanRequest"];
        "text/json": components["schemas"]["EntityYamlPlanRequest"];
        "application/*+json": components["schemas"]["EntityYamlPlanRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntityYamlPlanApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntityYamlPlanApiResponse"];
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
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntityYamlPlanApiResponse"];
        };
      };
    };
  };
  EntityYaml_Import: {
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
        "application/json": components["schemas"]["EntityYamlImportRequest"];
        "text/json": components["schemas"]["EntityYamlImportRequest"];
        "application/*+json": components["schemas"]["EntityYamlImportRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntityDefinitionDetailArrayApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntityDefinitionDetailArrayApiResponse"];
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
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntityDefinitionDetailArrayApiResponse"];
        };
      };
    };
  };
  EntitySecurity_Get: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the entity definition. */
        entityDefinitionId: string;
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
          "application/json": components["schemas"]["EntitySecurityApiResponse"];
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
          "application/json": components["schemas"]["EntitySecurityApiResponse"];
        };
      };
    };
  };
  EntityResponsibilities_Create: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the entity definition. */
        entityDefinitionId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["EntityResponsibilityCreateRequest"];
        "text/json": components["schemas"]["EntityResponsibilityCreateRequest"];
        "application/*+json": components["schemas"]["EntityResponsibilityCreateRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntityResponsibilityApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntityResponsibilityApiResponse"];
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
          "application/json": components["schemas"]["EntityResponsibilityApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntityResponsibilityApiResponse"];
        };
      };
    };
  };
  EntityResponsibilities_Update: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the responsibility. */
        responsibilityId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["EntityResponsibilityUpdateRequest"];
        "text/json": components["schemas"]["EntityResponsibilityUpdateRequest"];
        "application/*+json": components["schemas"]["EntityResponsibilityUpdateRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntityResponsibilityApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntityResponsibilityApiResponse"];
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
          "application/json": components["schemas"]["EntityResponsibilityApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntityResponsibilityApiResponse"];
        };
      };
    };
  };
  EntityResponsibilities_Delete: {
    parameters: {
      query?: {
        /** @description Expected row version; when given and stale the call answers 409. */
        rowVersion?: string;
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the responsibility. */
        responsibilityId: string;
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
          "application/json": components["schemas"]["StringApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["StringApiResponse"];
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
          "application/json": components["schemas"]["StringApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["StringApiResponse"];
        };
      };
    };
  };
  EntityPermissionAssignments_Create: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the entity definition. */
        entityDefinitionId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["EntityPermissionAssignmentCreateRequest"];
        "text/json": components["schemas"]["EntityPermissionAssignmentCreateRequest"];
        "application/*+json": components["schemas"]["EntityPermissionAssignmentCreateRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntityPermissionAssignmentApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntityPermissionAssignmentApiResponse"];
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
          "application/json": components["schemas"]["EntityPermissionAssignmentApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntityPermissionAssignmentApiResponse"];
        };
      };
    };
  };
  EntityPermissionAssignments_Update: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the permission assignment. */
        permissionAssignmentId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["EntityPermissionAssignmentUpdateRequest"];
        "text/json": components["schemas"]["EntityPermissionAssignmentUpdateRequest"];
        "application/*+json": components["schemas"]["EntityPermissionAssignmentUpdateRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntityPermissionAssignmentApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntityPermissionAssignmentApiResponse"];
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
          "application/json": components["schemas"]["EntityPermissionAssignmentApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntityPermissionAssignmentApiResponse"];
        };
      };
    };
  };
  EntityPermissionAssignments_Delete: {
    parameters: {
      query?: {
        /** @description Expected row version; when given and stale the call answers 409. */
        rowVersion?: string;
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the permission assignment. */
        permissionAssignmentId: string;
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
          "application/json": components["schemas"]["StringApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["StringApiResponse"];
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
          "application/json": components["schemas"]["StringApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["StringApiResponse"];
        };
      };
    };
  };
  EntityMutationEffects_List: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the entity definition. */
        entityDefinitionId: string;
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
          "application/json": components["schemas"]["EntityMutationEffectArrayApiResponse"];
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
          "application/json": components["schemas"]["EntityMutationEffectArrayApiResponse"];
        };
      };
    };
  };
  EntityMutationEffects_Create: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the entity definition. */
        entityDefinitionId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["EntityMutationEffectCreateRequest"];
        "text/json": components["schemas"]["EntityMutationEffectCreateRequest"];
        "application/*+json": components["schemas"]["EntityMutationEffectCreateRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntityMutationEffectApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntityMutationEffectApiResponse"];
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
          "application/json": components["schemas"]["EntityMutationEffectApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntityMutationEffectApiResponse"];
        };
      };
    };
  };
  EntityMutationEffects_Update: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the mutation effect. */
        mutationEffectId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["EntityMutationEffectUpdateRequest"];
        "text/json": components["schemas"]["EntityMutationEffectUpdateRequest"];
        "application/*+json": components["schemas"]["EntityMutationEffectUpdateRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntityMutationEffectApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntityMutationEffectApiResponse"];
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
          "application/json": components["schemas"]["EntityMutationEffectApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntityMutationEffectApiResponse"];
        };
      };
    };
  };
  EntityMutationEffects_Delete: {
    parameters: {
      query?: {
        /** @description Expected row version; when given and stale the call answers 409. */
        rowVersion?: string;
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the mutation effect. */
        mutationEffectId: string;
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
          "application/json": components["schemas"]["StringApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["StringApiResponse"];
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
          "application/json": components["schemas"]["StringApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["StringApiResponse"];
        };
      };
    };
  };
  EntitySecurity_Explain: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the entity definition. */
        entityDefinitionId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["EntityAccessExplainRequest"];
        "text/json": components["schemas"]["EntityAccessExplainRequest"];
        "application/*+json": components["schemas"]["EntityAccessExplainRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntityAccessExplanationApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntityAccessExplanationApiResponse"];
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
          "application/json": components["schemas"]["EntityAccessExplanationApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntityAccessExplanationApiResponse"];
        };
      };
    };
  };
  EntitySecurity_PreviewList: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the entity definition. */
        entityDefinitionId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["EntityAccessPreviewRequest"];
        "text/json": components["schemas"]["EntityAccessPreviewRequest"];
        "application/*+json": components["schemas"]["EntityAccessPreviewRequest"];
      };
    };
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
  ReferenceEligibility_List: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the reference field. */
        fieldId: string;
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
          "application/json": components["schemas"]["ReferenceEligibilityRuleArrayApiResponse"];
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
          "application/json": components["schemas"]["ReferenceEligibilityRuleArrayApiResponse"];
        };
      };
    };
  };
  ReferenceEligibility_Create: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the reference field. */
        fieldId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["ReferenceEligibilityRuleCreateRequest"];
        "text/json": components["schemas"]["ReferenceEligibilityRuleCreateRequest"];
        "application/*+json": components["schemas"]["ReferenceEligibilityRuleCreateRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ReferenceEligibilityRuleApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ReferenceEligibilityRuleApiResponse"];
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
          "application/json": components["schemas"]["ReferenceEligibilityRuleApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ReferenceEligibilityRuleApiResponse"];
        };
      };
    };
  };
  ReferenceEligibility_Validate: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the reference field. */
        fieldId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["ReferenceEligibilityCheckRequest"];
        "text/json": components["schemas"]["ReferenceEligibilityCheckRequest"];
        "application/*+json": components["schemas"]["ReferenceEligibilityCheckRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ExpressionValidationResultApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ExpressionValidationResultApiResponse"];
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
          "application/json": components["schemas"]["ExpressionValidationResultApiResponse"];
        };
      };
    };
  };
  ReferenceEligibility_Impact: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the reference field. */
        fieldId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["ReferenceEligibilityCheckRequest"];
        "text/json": components["schemas"]["ReferenceEligibilityCheckRequest"];
        "application/*+json": components["schemas"]["ReferenceEligibilityCheckRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ReferenceEligibilityImpactApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ReferenceEligibilityImpactApiResponse"];
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
          "application/json": components["schemas"]["ReferenceEligibilityImpactApiResponse"];
        };
      };
    };
  };
  ReferenceEligibility_Update: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the rule. */
        ruleId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["ReferenceEligibilityRuleUpdateRequest"];
        "text/json": components["schemas"]["ReferenceEligibilityRuleUpdateRequest"];
        "application/*+json": components["schemas"]["ReferenceEligibilityRuleUpdateRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ReferenceEligibilityRuleApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ReferenceEligibilityRuleApiResponse"];
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
          "application/json": components["schemas"]["ReferenceEligibilityRuleApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ReferenceEligibilityRuleApiResponse"];
        };
      };
    };
  };
  ReferenceEligibility_Delete: {
    parameters: {
      query?: {
        /** @description Expected row version; when given and stale the call answers 409. */
        rowVersion?: string;
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the rule. */
        ruleId: string;
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
          "application/json": components["schemas"]["StringApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["StringApiResponse"];
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
          "application/json": components["schemas"]["StringApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["StringApiResponse"];
        };
      };
    };
  };
  Expressions_Validate: {
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
        "application/json": components["schemas"]["ExpressionValidationRequest"];
        "text/json": components["schemas"]["ExpressionValidationRequest"];
        "application/*+json": components["schemas"]["ExpressionValidationRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ExpressionValidationResultApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ExpressionValidationResultApiResponse"];
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
          "application/json": components["schemas"]["ExpressionValidationResultApiResponse"];
        };
      };
    };
  };
  Expressions_Evaluate: {
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
        "application/json": components["schemas"]["ExpressionEvaluationRequest"];
        "text/json": components["schemas"]["ExpressionEvaluationRequest"];
        "application/*+json": components["schemas"]["ExpressionEvaluationRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ExpressionEvaluationResultApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["ExpressionEvaluationResultApiResponse"];
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
          "application/json": components["schemas"]["ExpressionEvaluationResultApiResponse"];
        };
      };
    };
  };
  Expressions_GetLanguage: {
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
          "application/json": components["schemas"]["ExpressionLanguageApiResponse"];
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
  EntityDefinitions_OrderValidationRules: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the entity definition. */
        entityDefinitionId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["EntityValidationRuleOrderRequest"];
        "text/json": components["schemas"]["EntityValidationRuleOrderRequest"];
        "application/*+json": components["schemas"]["EntityValidationRuleOrderRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntityValidationRuleArrayApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntityValidationRuleArrayApiResponse"];
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
          "application/json": components["schemas"]["EntityValidationRuleArrayApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntityValidationRuleArrayApiResponse"];
        };
      };
    };
  };
  EntityValidationRules_Update: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the validation rule. */
        ruleId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["EntityValidationRuleUpdateRequest"];
        "text/json": components["schemas"]["EntityValidationRuleUpdateRequest"];
        "application/*+json": components["schemas"]["EntityValidationRuleUpdateRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntityValidationRuleApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntityValidationRuleApiResponse"];
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
          "application/json": components["schemas"]["EntityValidationRuleApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntityValidationRuleApiResponse"];
        };
      };
    };
  };
  EntityValidationRules_Delete: {
    parameters: {
      query?: {
        /** @description Expected row version; when given and stale the call answers 409. */
        rowVersion?: string;
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the validation rule. */
        ruleId: string;
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
          "application/json": components["schemas"]["StringApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["StringApiResponse"];
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
          "application/json": components["schemas"]["StringApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["StringApiResponse"];
        };
      };
    };
  };
  EntityStatements_Update: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the statement. */
        statementId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["EntityStatementUpdateRequest"];
        "text/json": components["schemas"]["EntityStatementUpdateRequest"];
        "application/*+json": components["schemas"]["EntityStatementUpdateRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntityStatementApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntityStatementApiResponse"];
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
          "application/json": components["schemas"]["EntityStatementApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntityStatementApiResponse"];
        };
      };
    };
  };
  EntityStatements_Delete: {
    parameters: {
      query?: {
        /** @description Expected row version; when given and stale the call answers 409. */
        rowVersion?: string;
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the statement. */
        statementId: string;
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
          "application/json": components["schemas"]["StringApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["StringApiResponse"];
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
          "application/json": components["schemas"]["StringApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["StringApiResponse"];
        };
      };
    };
  };
  FunctionOperations_ListFunctions: {
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
          "application/json": components["schemas"]["FunctionDefinitionArrayApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionDefinitionArrayApiResponse"];
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
  FunctionOperations_ListSchedules: {
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
          "application/json": components["schemas"]["FunctionScheduleArrayApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionScheduleArrayApiResponse"];
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
  FunctionOperations_CreateSchedule: {
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
        "application/json": components["schemas"]["FunctionScheduleCreateRequest"];
        "text/json": components["schemas"]["FunctionScheduleCreateRequest"];
        "application/*+json": components["schemas"]["FunctionScheduleCreateRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionScheduleApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionScheduleApiResponse"];
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
  FunctionOperations_UpdateSchedule: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the schedule. */
        scheduleId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["FunctionScheduleUpdate"];
        "text/json": components["schemas"]["FunctionScheduleUpdate"];
        "application/*+json": components["schemas"]["FunctionScheduleUpdate"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionScheduleApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionScheduleApiResponse"];
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
          "application/json": components["schemas"]["FunctionScheduleApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionScheduleApiResponse"];
        };
      };
    };
  };
  FunctionOperations_DeleteSchedule: {
    parameters: {
      query: {
        /** @description The row version read; a stale one answers 409 with the current state. */
        rowVersion: string;
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the schedule. */
        scheduleId: string;
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
          "application/json": components["schemas"]["StringApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["StringApiResponse"];
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
          "application/json": components["schemas"]["StringApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["StringApiResponse"];
        };
      };
    };
  };
  FunctionOperations_GetRunStats: {
    parameters: {
      query?: {
        /** @description Start of the range (default: 24 hours before ToUtc). */
        FromUtc?: string;
        /** @description End of the range (default: now). */
        ToUtc?: string;
        BucketMinutes?: number;
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
          "application/json": components["schemas"]["FunctionRunStatsApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionRunStatsApiResponse"];
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
  FunctionOperations_ListFailureClusters: {
    parameters: {
      query?: {
        /** @description Start of the range (default: 24 hours before ToUtc). */
        FromUtc?: string;
        /** @description End of the range (default: now). */
        ToUtc?: string;
        FunctionId?: string;
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
          "application/json": components["schemas"]["FunctionFailureClusterArrayApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionFailureClusterArrayApiResponse"];
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
  FunctionOperations_RerunFailureCluster: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Key of the failure cluster. */
        clusterKey: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["FunctionFailureGroupRerunRequest"];
        "text/json": components["schemas"]["FunctionFailureGroupRerunRequest"];
        "application/*+json": components["schemas"]["FunctionFailureGroupRerunRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionFailureGroupRerunApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionFailureGroupRerunApiResponse"];
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
          "application/json": components["schemas"]["FunctionFailureGroupRerunApiResponse"];
        };
      };
    };
  };
  FunctionOperations_ListAuditLog: {
    parameters: {
      query?: {
        /** @description Only entries about this run or job. */
        TargetId?: string;
        Limit?: number;
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
          "application/json": components["schemas"]["FunctionAuditEntryArrayApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionAuditEntryArrayApiResponse"];
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
  FunctionOperations_ListRunFilterOptions: {
    parameters: {
      query: {
        Kind: components["schemas"]["FunctionRunFilterOptionKind"];
        /** @description Words of the name, or an exact id. */
        Search?: string;
        /** @description Only actions and records of this entity definition. */
        EntityDefinitionId?: string;
        Limit?: number;
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
          "application/json": components["schemas"]["FunctionRunFilterOptionArrayApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionRunFilterOptionArrayApiResponse"];
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
  FunctionOperations_RerunRun: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
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
          "application/json": components["schemas"]["FunctionJobApiResponse"];
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
          "application/json": components["schemas"]["FunctionJobApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionJobApiResponse"];
        };
      };
    };
  };
  FunctionOperations_RetryJob: {
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
          "application/json": components["schemas"]["FunctionJobApiResponse"];
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
          "application/json": components["schemas"]["FunctionJobApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionJobApiResponse"];
        };
      };
    };
  };
  FunctionOperations_RunScheduleNow: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the schedule. */
        scheduleId: string;
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
          "application/json": components["schemas"]["FunctionJobApiResponse"];
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
          "application/json": components["schemas"]["FunctionJobApiResponse"];
        };
      };
    };
  };
  FunctionOperations_RunFunctionNow: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the function. */
        functionId: string;
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
          "application/json": components["schemas"]["FunctionJobApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionJobApiResponse"];
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
          "application/json": components["schemas"]["FunctionJobApiResponse"];
        };
      };
    };
  };
  FunctionOperations_ListAuditLogPage: {
    parameters: {
      query?: {
        Action?: components["schemas"]["FunctionAuditAction"];
        ActorUserId?: string;
        /** @description Run, Job, Schedule or RunHistory. */
        TargetKind?: string;
        TargetId?: string;
        /** @description Start of the date and time range (inclusive). */
        FromUtc?: string;
        /** @description End of the date and time range (exclusive). */
        ToUtc?: string;
        Page?: number;
        PageSize?: number;
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
          "application/json": components["schemas"]["FunctionAuditEntryPageApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionAuditEntryPageApiResponse"];
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
  FunctionSecrets_List: {
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
          "application/json": components["schemas"]["FunctionSecretArrayApiResponse"];
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
  FunctionSecrets_Create: {
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
        "application/json": components["schemas"]["FunctionSecretCreateRequest"];
        "text/json": components["schemas"]["FunctionSecretCreateRequest"];
        "application/*+json": components["schemas"]["FunctionSecretCreateRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionSecretApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionSecretApiResponse"];
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
          "application/json": components["schemas"]["FunctionSecretApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionSecretApiResponse"];
        };
      };
    };
  };
  FunctionSecrets_Update: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the secret. */
        secretId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["FunctionSecretUpdateRequest"];
        "text/json": components["schemas"]["FunctionSecretUpdateRequest"];
        "application/*+json": components["schemas"]["FunctionSecretUpdateRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionSecretApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionSecretApiResponse"];
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
          "application/json": components["schemas"]["FunctionSecretApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionSecretApiResponse"];
        };
      };
    };
  };
  FunctionSecrets_Delete: {
    parameters: {
      query: {
        /** @description The row version read; a stale one answers 409 with the current state. */
        rowVersion: string;
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the secret. */
        secretId: string;
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
          "application/json": components["schemas"]["StringApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["StringApiResponse"];
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
          "application/json": components["schemas"]["StringApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["StringApiResponse"];
        };
      };
    };
  };
  FunctionSecrets_Rotate: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the secret. */
        secretId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["FunctionSecretRotateRequest"];
        "text/json": components["schemas"]["FunctionSecretRotateRequest"];
        "application/*+json": components["schemas"]["FunctionSecretRotateRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionSecretApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionSecretApiResponse"];
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
          "application/json": components["schemas"]["FunctionSecretApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionSecretApiResponse"];
        };
      };
    };
  };
  FunctionActions_List: {
    parameters: {
      query?: {
        /** @description Only the actions of this definition (id or Name). */
        entityDefinitionId?: string;
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
          "application/json": components["schemas"]["FunctionActionArrayApiResponse"];
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
  FunctionActions_Create: {
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
        "application/json": components["schemas"]["FunctionActionCreateRequest"];
        "text/json": components["schemas"]["FunctionActionCreateRequest"];
        "application/*+json": components["schemas"]["FunctionActionCreateRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionActionApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionActionApiResponse"];
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
          "application/json": components["schemas"]["FunctionActionApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionActionApiResponse"];
        };
      };
    };
  };
  FunctionActions_Preview: {
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
        "application/json": components["schemas"]["FunctionActionPreviewRequest"];
        "text/json": components["schemas"]["FunctionActionPreviewRequest"];
        "application/*+json": components["schemas"]["FunctionActionPreviewRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionActionPreviewApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionActionPreviewApiResponse"];
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
          "application/json": components["schemas"]["FunctionActionPreviewApiResponse"];
        };
      };
    };
  };
  FunctionActions_Get: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the action. */
        actionId: string;
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
          "application/json": components["schemas"]["FunctionActionApiResponse"];
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
          "application/json": components["schemas"]["FunctionActionApiResponse"];
        };
      };
    };
  };
  FunctionActions_Replace: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the action. */
        actionId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["FunctionActionReplaceRequest"];
        "text/json": components["schemas"]["FunctionActionReplaceRequest"];
        "application/*+json": components["schemas"]["FunctionActionReplaceRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionActionApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionActionApiResponse"];
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
          "application/json": components["schemas"]["FunctionActionApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionActionApiResponse"];
        };
      };
    };
  };
  FunctionActions_Delete: {
    parameters: {
      query: {
        /** @description The row version read; a stale one answers 409 with the current state. */
        rowVersion: string;
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the action. */
        actionId: string;
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
          "application/json": components["schemas"]["StringApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["StringApiResponse"];
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
          "application/json": components["schemas"]["StringApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["StringApiResponse"];
        };
      };
    };
  };
  FunctionOperations_GetFunction: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the function. */
        functionId: string;
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
          "application/json": components["schemas"]["FunctionDefinitionApiResponse"];
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
          "application/json": components["schemas"]["FunctionDefinitionApiResponse"];
        };
      };
    };
  };
  FunctionOperations_UpdateFunction: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the function. */
        functionId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["FunctionSettingsUpdate"];
        "text/json": components["schemas"]["FunctionSettingsUpdate"];
        "application/*+json": components["schemas"]["FunctionSettingsUpdate"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionDefinitionApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionDefinitionApiResponse"];
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
          "application/json": components["schemas"]["FunctionDefinitionApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionDefinitionApiResponse"];
        };
      };
    };
  };
  FunctionOperations_ActivateVersion: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the function. */
        functionId: string;
        /** @description Id of the version. */
        versionId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["FunctionVersionActivateRequest"];
        "text/json": components["schemas"]["FunctionVersionActivateRequest"];
        "application/*+json": components["schemas"]["FunctionVersionActivateRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionDefinitionApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionDefinitionApiResponse"];
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
          "application/json": components["schemas"]["FunctionDefinitionApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionDefinitionApiResponse"];
        };
      };
    };
  };
  FunctionOperations_SetFunctionEnabled: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the function. */
        functionId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["FunctionEnabledUpdate"];
        "text/json": components["schemas"]["FunctionEnabledUpdate"];
        "application/*+json": components["schemas"]["FunctionEnabledUpdate"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionDefinitionApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionDefinitionApiResponse"];
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
          "application/json": components["schemas"]["FunctionDefinitionApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionDefinitionApiResponse"];
        };
      };
    };
  };
  FunctionPublications_List: {
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
          "application/json": components["schemas"]["FunctionPublicationArrayApiResponse"];
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
  FunctionPublications_Create: {
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
        "application/json": components["schemas"]["FunctionPublicationCreateRequest"];
        "text/json": components["schemas"]["FunctionPublicationCreateRequest"];
        "application/*+json": components["schemas"]["FunctionPublicationCreateRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionPublicationApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionPublicationApiResponse"];
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
          "application/json": components["schemas"]["FunctionPublicationApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionPublicationApiResponse"];
        };
      };
    };
  };
  FunctionPublications_Get: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the publication. */
        publicationId: string;
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
          "application/json": components["schemas"]["FunctionPublicationApiResponse"];
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
          "application/json": components["schemas"]["FunctionPublicationApiResponse"];
        };
      };
    };
  };
  FunctionPublications_Update: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the publication. */
        publicationId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["FunctionPublicationUpdateRequest"];
        "text/json": components["schemas"]["FunctionPublicationUpdateRequest"];
        "application/*+json": components["schemas"]["FunctionPublicationUpdateRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionPublicationApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionPublicationApiResponse"];
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
          "application/json": components["schemas"]["FunctionPublicationApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionPublicationApiResponse"];
        };
      };
    };
  };
  FunctionPublications_Delete: {
    parameters: {
      query: {
        /** @description The row version read; a stale one answers 409 with the current state. */
        rowVersion: string;
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the publication. */
        publicationId: string;
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
          "application/json": components["schemas"]["StringApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["StringApiResponse"];
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
          "application/json": components["schemas"]["StringApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["StringApiResponse"];
        };
      };
    };
  };
  FunctionHttpEndpoints_List: {
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
          "application/json": components["schemas"]["FunctionHttpEndpointArrayApiResponse"];
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
  FunctionHttpEndpoints_Create: {
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
        "application/json": components["schemas"]["FunctionHttpEndpointCreateRequest"];
        "text/json": components["schemas"]["FunctionHttpEndpointCreateRequest"];
        "application/*+json": components["schemas"]["FunctionHttpEndpointCreateRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionHttpEndpointApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionHttpEndpointApiResponse"];
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
          "application/json": components["schemas"]["FunctionHttpEndpointApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionHttpEndpointApiResponse"];
        };
      };
    };
  };
  FunctionHttpEndpoints_Get: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the HTTP endpoint. */
        endpointId: string;
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
          "application/json": components["schemas"]["FunctionHttpEndpointApiResponse"];
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
          "application/json": components["schemas"]["FunctionHttpEndpointApiResponse"];
        };
      };
    };
  };
  FunctionHttpEndpoints_Update: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the HTTP endpoint. */
        endpointId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["FunctionHttpEndpointUpdateRequest"];
        "text/json": components["schemas"]["FunctionHttpEndpointUpdateRequest"];
        "application/*+json": components["schemas"]["FunctionHttpEndpointUpdateRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionHttpEndpointApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionHttpEndpointApiResponse"];
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
          "application/json": components["schemas"]["FunctionHttpEndpointApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionHttpEndpointApiResponse"];
        };
      };
    };
  };
  FunctionHttpEndpoints_Delete: {
    parameters: {
      query: {
        /** @description The row version read; a stale one answers 409 with the current state. */
        rowVersion: string;
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the HTTP endpoint. */
        endpointId: string;
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
          "application/json": components["schemas"]["StringApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["StringApiResponse"];
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
          "application/json": components["schemas"]["StringApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["StringApiResponse"];
        };
      };
    };
  };
  FunctionTriggerBindings_List: {
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
          "application/json": components["schemas"]["FunctionTriggerBindingArrayApiResponse"];
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
  FunctionTriggerBindings_Create: {
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
        "application/json": components["schemas"]["FunctionTriggerBindingCreateRequest"];
        "text/json": components["schemas"]["FunctionTriggerBindingCreateRequest"];
        "application/*+json": components["schemas"]["FunctionTriggerBindingCreateRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionTriggerBindingApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionTriggerBindingApiResponse"];
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
          "application/json": components["schemas"]["FunctionTriggerBindingApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionTriggerBindingApiResponse"];
        };
      };
    };
  };
  FunctionTriggerBindings_Get: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the trigger binding. */
        bindingId: string;
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
          "application/json": components["schemas"]["FunctionTriggerBindingApiResponse"];
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
          "application/json": components["schemas"]["FunctionTriggerBindingApiResponse"];
        };
      };
    };
  };
  FunctionTriggerBindings_Update: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the trigger binding. */
        bindingId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["FunctionTriggerBindingUpdateRequest"];
        "text/json": components["schemas"]["FunctionTriggerBindingUpdateRequest"];
        "application/*+json": components["schemas"]["FunctionTriggerBindingUpdateRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionTriggerBindingApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionTriggerBindingApiResponse"];
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
          "application/json": components["schemas"]["FunctionTriggerBindingApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionTriggerBindingApiResponse"];
        };
      };
    };
  };
  FunctionTriggerBindings_Delete: {
    parameters: {
      query: {
        /** @description The row version read; a stale one answers 409 with the current state. */
        rowVersion: string;
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the trigger binding. */
        bindingId: string;
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
          "application/json": components["schemas"]["StringApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["StringApiResponse"];
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
          "application/json": components["schemas"]["StringApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["StringApiResponse"];
        };
      };
    };
  };
  FileSystem_TestPolicy: {
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
        "application/json": components["schemas"]["FilePolicyTestRequest"];
        "text/json": components["schemas"]["FilePolicyTestRequest"];
        "application/*+json": components["schemas"]["FilePolicyTestRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FilePolicyVerdictApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FilePolicyVerdictApiResponse"];
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
  FileSystem_ListTrash: {
    parameters: {
      query?: {
        /** @description One-based page. */
        page?: number;
        /** @description Items per page (at most 200). */
        pageSize?: number;
        /** @description Part of the file name. */
        search?: string;
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
          "application/json": components["schemas"]["FileTrashPageApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FileTrashPageApiResponse"];
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
  BoardsAdmin_CreateTransition: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        boardId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["BoardTransitionCreateRequest"];
        "text/json": components["schemas"]["BoardTransitionCreateRequest"];
        "application/*+json": components["schemas"]["BoardTransitionCreateRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
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
  BoardsAdmin_UpsertInitialAssignmentRule: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        boardId: string;
        resourceKind: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["BoardInitialAssignmentRuleRequest"];
        "text/json": components["schemas"]["BoardInitialAssignmentRuleRequest"];
        "application/*+json": components["schemas"]["BoardInitialAssignmentRuleRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["InitialAssignmentRuleResultApiResponse"];
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
  BoardsModule_Get: {
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
          "application/json": components["schemas"]["BoardsModuleSettingsApiResponse"];
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
  BoardsModule_Update: {
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
        "application/json": components["schemas"]["BoardsModuleUpdateRequest"];
        "text/json": components["schemas"]["BoardsModuleUpdateRequest"];
        "application/*+json": components["schemas"]["BoardsModuleUpdateRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardsModuleSettingsApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardsModuleSettingsApiResponse"];
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
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardsModuleSettingsApiResponse"];
        };
      };
    };
  };
  BoardsAdmin_ListBoards: {
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
          "application/json": components["schemas"]["BoardAdminSummaryArrayApiResponse"];
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
  BoardsAdmin_CreateBoard: {
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
        "application/json": components["schemas"]["BoardCreateRequest"];
        "text/json": components["schemas"]["BoardCreateRequest"];
        "application/*+json": components["schemas"]["BoardCreateRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
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
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
        };
      };
    };
  };
  BoardsAdmin_GetBoard: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Board id or key (case-insensitive). */
        boardId: string;
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
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
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
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
        };
      };
    };
  };
  BoardsAdmin_UpdateBoard: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Board id or key (case-insensitive). */
        boardId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["BoardUpdateRequest"];
        "text/json": components["schemas"]["BoardUpdateRequest"];
        "application/*+json": components["schemas"]["BoardUpdateRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
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
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
        };
      };
    };
  };
  BoardsAdmin_DeleteBoard: {
    parameters: {
      query: {
        /** @description The RowVersion the caller last read; stale answers 409 with the model. */
        rowVersion: string;
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Board id or key (case-insensitive). */
        boardId: string;
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
  BoardsAdmin_ActivateBoard: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Board id or key (case-insensitive). */
        boardId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["BoardRowVersionRequest"];
        "text/json": components["schemas"]["BoardRowVersionRequest"];
        "application/*+json": components["schemas"]["BoardRowVersionRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
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
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
        };
      };
    };
  };
  BoardsAdmin_DeactivateBoard: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Board id or key (case-insensitive). */
        boardId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["BoardRowVersionRequest"];
        "text/json": components["schemas"]["BoardRowVersionRequest"];
        "application/*+json": components["schemas"]["BoardRowVersionRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
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
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
        };
      };
    };
  };
  BoardsAdmin_CreateStatus: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Board id or key (case-insensitive). */
        boardId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["BoardStatusCreateRequest"];
        "text/json": components["schemas"]["BoardStatusCreateRequest"];
        "application/*+json": components["schemas"]["BoardStatusCreateRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
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
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
        };
      };
    };
  };
  BoardsAdmin_UpdateStatus: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Board id or key (case-insensitive). */
        boardId: string;
        /** @description Id of the board status. */
        statusId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["BoardStatusUpdateRequest"];
        "text/json": components["schemas"]["BoardStatusUpdateRequest"];
        "application/*+json": components["schemas"]["BoardStatusUpdateRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
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
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
        };
      };
    };
  };
  BoardsAdmin_DeleteStatus: {
    parameters: {
      query: {
        /** @description The RowVersion the caller last read; stale answers 409 with the model. */
        rowVersion: string;
        /** @description Why the status goes (DeletedReason). */
        reason?: string;
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Board id or key (case-insensitive). */
        boardId: string;
        /** @description Id of the board status. */
        statusId: string;
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
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
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
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
        };
      };
    };
  };
  BoardsAdmin_ReorderStatuses: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Board id or key (case-insensitive). */
        boardId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["BoardStatusReorderRequest"];
        "text/json": components["schemas"]["BoardStatusReorderRequest"];
        "application/*+json": components["schemas"]["BoardStatusReorderRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
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
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
        };
      };
    };
  };
  BoardsAdmin_UpdateTransition: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Board id or key (case-insensitive). */
        boardId: string;
        /** @description Id of the transition. */
        transitionId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["BoardTransitionUpdateRequest"];
        "text/json": components["schemas"]["BoardTransitionUpdateRequest"];
        "application/*+json": components["schemas"]["BoardTransitionUpdateRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
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
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
        };
      };
    };
  };
  BoardsAdmin_DeleteTransition: {
    parameters: {
      query: {
        /** @description The RowVersion the caller last read; stale answers 409 with the model. */
        rowVersion: string;
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Board id or key (case-insensitive). */
        boardId: string;
        /** @description Id of the transition. */
        transitionId: string;
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
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
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
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
        };
      };
    };
  };
  BoardsAdmin_ReorderTransitions: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Board id or key (case-insensitive). */
        boardId: string;
        /** @description Id of the board status. */
        statusId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["BoardTransitionReorderRequest"];
        "text/json": components["schemas"]["BoardTransitionReorderRequest"];
        "application/*+json": components["schemas"]["BoardTransitionReorderRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
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
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
        };
      };
    };
  };
  BoardsAdmin_CreateTargetDefinition: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Board id or key (case-insensitive). */
        boardId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["BoardTargetDefinitionCreateRequest"];
        "text/json": components["schemas"]["BoardTargetDefinitionCreateRequest"];
        "application/*+json": components["schemas"]["BoardTargetDefinitionCreateRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
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
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
        };
      };
    };
  };
  BoardsAdmin_UpdateTargetDefinition: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Board id or key (case-insensitive). */
        boardId: string;
        /** @description Id of the target definition. */
        targetDefinitionId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["BoardTargetDefinitionUpdateRequest"];
        "text/json": components["schemas"]["BoardTargetDefinitionUpdateRequest"];
        "application/*+json": components["schemas"]["BoardTargetDefinitionUpdateRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
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
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
        };
      };
    };
  };
  BoardsAdmin_DeleteTargetDefinition: {
    parameters: {
      query: {
        /** @description The RowVersion the caller last read; stale answers 409 with the model. */
        rowVersion: string;
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Board id or key (case-insensitive). */
        boardId: string;
        /** @description Id of the target definition. */
        targetDefinitionId: string;
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
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
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
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
        };
      };
    };
  };
  BoardsAdmin_CreateCycle: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Board id or key (case-insensitive). */
        boardId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["BoardCycleCreateRequest"];
        "text/json": components["schemas"]["BoardCycleCreateRequest"];
        "application/*+json": components["schemas"]["BoardCycleCreateRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
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
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
        };
      };
    };
  };
  BoardsAdmin_UpdateCycle: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Board id or key (case-insensitive). */
        boardId: string;
        /** @description Id of the cycle. */
        cycleId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["BoardCycleUpdateRequest"];
        "text/json": components["schemas"]["BoardCycleUpdateRequest"];
        "application/*+json": components["schemas"]["BoardCycleUpdateRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
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
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
        };
      };
    };
  };
  BoardsAdmin_DeleteCycle: {
    parameters: {
      query: {
        /** @description The RowVersion the caller last read; stale answers 409 with the model. */
        rowVersion: string;
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Board id or key (case-insensitive). */
        boardId: string;
        /** @description Id of the cycle. */
        cycleId: string;
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
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
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
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
        };
      };
    };
  };
  BoardsAdmin_CreateResponsibility: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Board id or key (case-insensitive). */
        boardId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["BoardResponsibilityCreateRequest"];
        "text/json": components["schemas"]["BoardResponsibilityCreateRequest"];
        "application/*+json": components["schemas"]["BoardResponsibilityCreateRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
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
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
        };
      };
    };
  };
  BoardsAdmin_UpdateResponsibility: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Board id or key (case-insensitive). */
        boardId: string;
        /** @description Id of the responsibility. */
        responsibilityId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["BoardResponsibilityUpdateRequest"];
        "text/json": components["schemas"]["BoardResponsibilityUpdateRequest"];
        "application/*+json": components["schemas"]["BoardResponsibilityUpdateRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
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
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
        };
      };
    };
  };
  BoardsAdmin_DeleteResponsibility: {
    parameters: {
      query: {
        /** @description The RowVersion the caller last read; stale answers 409 with the model. */
        rowVersion: string;
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Board id or key (case-insensitive). */
        boardId: string;
        /** @description Id of the responsibility. */
        responsibilityId: string;
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
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
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
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
        };
      };
    };
  };
  BoardsAdmin_ReplaceStatusResponsibility: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Board id or key (case-insensitive). */
        boardId: string;
        /** @description Id of the board status. */
        statusId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["BoardStatusResponsibilityReplaceRequest"];
        "text/json": components["schemas"]["BoardStatusResponsibilityReplaceRequest"];
        "application/*+json": components["schemas"]["BoardStatusResponsibilityReplaceRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
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
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
        };
      };
    };
  };
  BoardsAdmin_DeleteInitialAssignmentRule: {
    parameters: {
      query: {
        /** @description The board's SecurityRowVersion. */
        rowVersion: string;
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Board id or key (case-insensitive). */
        boardId: string;
        /** @description Secured resource kind; only BoardItem exists. */
        resourceKind: string;
        /** @description Id of the initial assignment rule. */
        ruleId: string;
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
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
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
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
        };
      };
    };
  };
  BoardsAdmin_CreateSecurityStatement: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Board id or key (case-insensitive). */
        boardId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["BoardSecurityStatementCreateRequest"];
        "text/json": components["schemas"]["BoardSecurityStatementCreateRequest"];
        "application/*+json": components["schemas"]["BoardSecurityStatementCreateRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
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
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
        };
      };
    };
  };
  BoardsAdmin_UpdateSecurityStatement: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Board id or key (case-insensitive). */
        boardId: string;
        /** @description Id of the security statement. */
        statementId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["BoardSecurityStatementUpdateRequest"];
        "text/json": components["schemas"]["BoardSecurityStatementUpdateRequest"];
        "application/*+json": components["schemas"]["BoardSecurityStatementUpdateRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
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
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
        };
      };
    };
  };
  BoardsAdmin_DeleteSecurityStatement: {
    parameters: {
      query: {
        /** @description The board's SecurityRowVersion. */
        rowVersion: string;
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Board id or key (case-insensitive). */
        boardId: string;
        /** @description Id of the security statement. */
        statementId: string;
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
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
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
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
        };
      };
    };
  };
  BoardsAdmin_CreatePermissionAssignment: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Board id or key (case-insensitive). */
        boardId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["BoardPermissionAssignmentCreateRequest"];
        "text/json": components["schemas"]["BoardPermissionAssignmentCreateRequest"];
        "application/*+json": components["schemas"]["BoardPermissionAssignmentCreateRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
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
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
        };
      };
    };
  };
  BoardsAdmin_DeletePermissionAssignment: {
    parameters: {
      query: {
        /** @description The board's SecurityRowVersion. */
        rowVersion: string;
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Board id or key (case-insensitive). */
        boardId: string;
        /** @description Id of the permission assignment. */
        assignmentId: string;
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
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
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
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
        };
      };
    };
  };
  BoardsAdmin_UpdateDueDatePolicy: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Board id or key (case-insensitive). */
        boardId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["BoardDueDatePolicyUpdateRequest"];
        "text/json": components["schemas"]["BoardDueDatePolicyUpdateRequest"];
        "application/*+json": components["schemas"]["BoardDueDatePolicyUpdateRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
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
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
        };
      };
    };
  };
  BoardsAdmin_UpdateAttentionSignalPolicy: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Board id or key (case-insensitive). */
        boardId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["BoardAttentionSignalPolicyUpdateRequest"];
        "text/json": components["schemas"]["BoardAttentionSignalPolicyUpdateRequest"];
        "application/*+json": components["schemas"]["BoardAttentionSignalPolicyUpdateRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
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
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["BoardAdministrationApiResponse"];
        };
      };
    };
  };
  FunctionOperations_GetOverview: {
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
          "application/json": components["schemas"]["FunctionOperationsOverviewApiResponse"];
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
  FunctionOperations_ListRuns: {
    parameters: {
      query?: {
        Status?: components["schemas"]["FunctionRunStatus"];
        /** @description Any of these statuses (repeat the parameter). */
        Statuses?: components["schemas"]["FunctionRunStatus"][];
        FunctionId?: string;
        Source?: components["schemas"]["FunctionExecutionSource"];
        TriggerBindingId?: string;
        ScheduleId?: string;
        /** @description Start of the date and time range. */
        FromUtc?: string;
        /** @description End of the date and time range. */
        ToUtc?: string;
        SurfaceActionId?: string;
        PublicationId?: string;
        HttpEndpointId?: string;
        EntityDefinitionId?: string;
        EntityInstanceId?: string;
        FunctionVersionId?: string;
        ActorUserId?: string;
        OriginalUserId?: string;
        /** @description Free-text search. */
        Search?: string;
        /** @description Only failed runs of this failure cluster (see failure-clusters). */
        FailureClusterKey?: string;
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
          "application/json": components["schemas"]["FunctionRunArrayApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionRunArrayApiResponse"];
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
  FunctionOperations_ListRunsPage: {
    parameters: {
      query?: {
        Status?: components["schemas"]["FunctionRunStatus"];
        /** @description Any of these statuses (repeat the parameter). */
        Statuses?: components["schemas"]["FunctionRunStatus"][];
        ActionTargetScope?: components["schemas"]["ActionTargetScope"];
        SortField?: components["schemas"]["FunctionRunSortField"];
        SortDirection?: components["schemas"]["SortDirection"];
        /** @description One-based page number. */
        Page?: number;
        PageSize?: number;
        FunctionId?: string;
        Source?: components["schemas"]["FunctionExecutionSource"];
        TriggerBindingId?: string;
        ScheduleId?: string;
        /** @description Start of the date and time range. */
        FromUtc?: string;
        /** @description End of the date and time range. */
        ToUtc?: string;
        SurfaceActionId?: string;
        PublicationId?: string;
        HttpEndpointId?: string;
        EntityDefinitionId?: string;
        EntityInstanceId?: string;
        FunctionVersionId?: string;
        ActorUserId?: string;
        OriginalUserId?: string;
        /** @description Free-text search. */
        Search?: string;
        /** @description Only failed runs of this failure cluster (see failure-clusters). */
        FailureClusterKey?: string;
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
          "application/json": components["schemas"]["FunctionRunPageApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionRunPageApiResponse"];
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
  FunctionOperations_GetRun: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
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
          "application/json": components["schemas"]["FunctionRunApiResponse"];
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
          "application/json": components["schemas"]["FunctionRunApiResponse"];
        };
      };
    };
  };
  FunctionOperations_CancelRun: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
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
          "application/json": components["schemas"]["FunctionRunApiResponse"];
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
          "application/json": components["schemas"]["FunctionRunApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionRunApiResponse"];
        };
      };
    };
  };
  FunctionOperations_ListJobs: {
    parameters: {
      query?: {
        Status?: components["schemas"]["FunctionJobStatus"];
        /** @description Only jobs that are waiting for a retry. */
        RetryingOnly?: boolean;
        FunctionId?: string;
        Source?: components["schemas"]["FunctionExecutionSource"];
        TriggerBindingId?: string;
        ScheduleId?: string;
        /** @description Start of the date and time range. */
        FromUtc?: string;
        /** @description End of the date and time range. */
        ToUtc?: string;
        SurfaceActionId?: string;
        PublicationId?: string;
        HttpEndpointId?: string;
        EntityDefinitionId?: string;
        EntityInstanceId?: string;
        FunctionVersionId?: string;
        ActorUserId?: string;
        OriginalUserId?: string;
        /** @description Free-text search. */
        Search?: string;
        /** @description Only failed runs of this failure cluster (see failure-clusters). */
        FailureClusterKey?: string;
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
          "application/json": components["schemas"]["FunctionJobArrayApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionJobArrayApiResponse"];
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
  FunctionOperations_ListJobsPage: {
    parameters: {
      query?: {
        Status?: components["schemas"]["FunctionJobStatus"];
        /** @description Only jobs that are waiting for a retry. */
        RetryingOnly?: boolean;
        SortField?: components["schemas"]["FunctionJobSortField"];
        SortDirection?: components["schemas"]["SortDirection"];
        /** @description One-based page number. */
        Page?: number;
        PageSize?: number;
        FunctionId?: string;
        Source?: components["schemas"]["FunctionExecutionSource"];
        TriggerBindingId?: string;
        ScheduleId?: string;
        /** @description Start of the date and time range. */
        FromUtc?: string;
        /** @description End of the date and time range. */
        ToUtc?: string;
        SurfaceActionId?: string;
        PublicationId?: string;
        HttpEndpointId?: string;
        EntityDefinitionId?: string;
        EntityInstanceId?: string;
        FunctionVersionId?: string;
        ActorUserId?: string;
        OriginalUserId?: string;
        /** @description Free-text search. */
        Search?: string;
        /** @description Only failed runs of this failure cluster (see failure-clusters). */
        FailureClusterKey?: string;
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
          "application/json": components["schemas"]["FunctionJobPageApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionJobPageApiResponse"];
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
  FunctionOperations_GetJob: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
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
          "application/json": components["schemas"]["FunctionJobApiResponse"];
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
          "application/json": components["schemas"]["FunctionJobApiResponse"];
        };
      };
    };
  };
  FunctionOperations_CancelJob: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
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
          "application/json": components["schemas"]["FunctionJobApiResponse"];
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
          "application/json": components["schemas"]["FunctionJobApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionJobApiResponse"];
        };
      };
    };
  };
  NetOperationProject_ListBuilds: {
    parameters: {
      query?: {
        /** @description One-based page; default 1. */
        page?: number;
        /** @description 1 to 100; default 25. */
        pageSize?: number;
        kind?: components["schemas"]["BuildKind"];
        status?: components["schemas"]["BuildStatus"];
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
          "application/json": components["schemas"]["NetOperationProjectBuildPageApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NetOperationProjectBuildPageApiResponse"];
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
  NetOperationProject_CreateBuild: {
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
        "application/json": components["schemas"]["NetOperationProjectBuildRequest"];
        "text/json": components["schemas"]["NetOperationProjectBuildRequest"];
        "application/*+json": components["schemas"]["NetOperationProjectBuildRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NetOperationProjectBuildApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NetOperationProjectBuildApiResponse"];
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
  UiProject_PurgeArtifact: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        artifactId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["UiArtifactPurgeRequest"];
        "text/json": components["schemas"]["UiArtifactPurgeRequest"];
        "application/*+json": components["schemas"]["UiArtifactPurgeRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UiArtifactLifecycleResultApiResponse"];
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
          "application/json": components["schemas"]["UiArtifactLifecycleResultApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UiArtifactLifecycleResultApiResponse"];
        };
      };
    };
  };
  EntitlementModels_CreateInformationServiceAccess: {
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
        "application/json": components["schemas"]["InformationServiceAccessModelRequest"];
        "text/json": components["schemas"]["InformationServiceAccessModelRequest"];
        "application/*+json": components["schemas"]["InformationServiceAccessModelRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["InformationServiceAccessModelApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["InformationServiceAccessModelApiResponse"];
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
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["InformationServiceAccessModelApiResponse"];
        };
      };
    };
  };
  EntitlementsModule_Get: {
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
          "application/json": components["schemas"]["EntitlementsModuleSettingsApiResponse"];
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
  EntitlementsModule_Update: {
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
        "application/json": components["schemas"]["EntitlementsModuleUpdateRequest"];
        "text/json": components["schemas"]["EntitlementsModuleUpdateRequest"];
        "application/*+json": components["schemas"]["EntitlementsModuleUpdateRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntitlementsModuleSettingsApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntitlementsModuleSettingsApiResponse"];
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
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntitlementsModuleSettingsApiResponse"];
        };
      };
    };
  };
  EntitlementModels_List: {
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
          "application/json": components["schemas"]["EntitlementModelSummaryArrayApiResponse"];
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
  EntitlementModels_Create: {
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
        "application/json": components["schemas"]["EntitlementModelRequest"];
        "text/json": components["schemas"]["EntitlementModelRequest"];
        "application/*+json": components["schemas"]["EntitlementModelRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["InformationServiceAccessModelApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["InformationServiceAccessModelApiResponse"];
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
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["InformationServiceAccessModelApiResponse"];
        };
      };
    };
  };
  EntitlementModels_Get: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the entitlement model. */
        modelId: string;
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
          "application/json": components["schemas"]["InformationServiceAccessModelApiResponse"];
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
          "application/json": components["schemas"]["InformationServiceAccessModelApiResponse"];
        };
      };
    };
  };
  EntitlementModels_Update: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the entitlement model. */
        modelId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["EntitlementModelUpdateRequest"];
        "text/json": components["schemas"]["EntitlementModelUpdateRequest"];
        "application/*+json": components["schemas"]["EntitlementModelUpdateRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["InformationServiceAccessModelApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["InformationServiceAccessModelApiResponse"];
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
          "application/json": components["schemas"]["InformationServiceAccessModelApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["InformationServiceAccessModelApiResponse"];
        };
      };
    };
  };
  EntitlementModels_Delete: {
    parameters: {
      query: {
        /** @description The RowVersion the caller last read; stale answers 409 with the current resource. */
        rowVersion: string;
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the entitlement model. */
        modelId: string;
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
          "application/json": components["schemas"]["StringApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["StringApiResponse"];
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
          "application/json": components["schemas"]["StringApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["StringApiResponse"];
        };
      };
    };
  };
  EntitlementModels_GetSecurity: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the entitlement model. */
        modelId: string;
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
          "application/json": components["schemas"]["EntitlementModelSecurityApiResponse"];
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
          "application/json": components["schemas"]["EntitlementModelSecurityApiResponse"];
        };
      };
    };
  };
  EntitlementModels_UpdateSecurity: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the entitlement model. */
        modelId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["EntitlementModelSecurityUpdateRequest"];
        "text/json": components["schemas"]["EntitlementModelSecurityUpdateRequest"];
        "application/*+json": components["schemas"]["EntitlementModelSecurityUpdateRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntitlementModelSecurityApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntitlementModelSecurityApiResponse"];
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
          "application/json": components["schemas"]["EntitlementModelSecurityApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntitlementModelSecurityApiResponse"];
        };
      };
    };
  };
  EntitlementPlans_List: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the entitlement model. */
        modelId: string;
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
          "application/json": components["schemas"]["EntitlementPlanArrayApiResponse"];
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
          "application/json": components["schemas"]["EntitlementPlanArrayApiResponse"];
        };
      };
    };
  };
  EntitlementPlans_Create: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the entitlement model. */
        modelId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["EntitlementPlanRequest"];
        "text/json": components["schemas"]["EntitlementPlanRequest"];
        "application/*+json": components["schemas"]["EntitlementPlanRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntitlementPlanApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntitlementPlanApiResponse"];
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
          "application/json": components["schemas"]["EntitlementPlanApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntitlementPlanApiResponse"];
        };
      };
    };
  };
  EntitlementPlans_Get: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the plan. */
        planId: string;
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
          "application/json": components["schemas"]["EntitlementPlanApiResponse"];
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
          "application/json": components["schemas"]["EntitlementPlanApiResponse"];
        };
      };
    };
  };
  EntitlementPlans_Update: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the plan. */
        planId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["EntitlementPlanUpdateRequest"];
        "text/json": components["schemas"]["EntitlementPlanUpdateRequest"];
        "application/*+json": components["schemas"]["EntitlementPlanUpdateRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntitlementPlanApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntitlementPlanApiResponse"];
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
          "application/json": components["schemas"]["EntitlementPlanApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntitlementPlanApiResponse"];
        };
      };
    };
  };
  EntitlementPlans_Delete: {
    parameters: {
      query: {
        /** @description The RowVersion the caller last read; stale answers 409 with the current resource. */
        rowVersion: string;
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the plan. */
        planId: string;
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
          "application/json": components["schemas"]["StringApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["StringApiResponse"];
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
          "application/json": components["schemas"]["StringApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["StringApiResponse"];
        };
      };
    };
  };
  EntitlementPlans_PreviewChange: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the plan. */
        planId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["EntitlementPlanUpdateRequest"];
        "text/json": components["schemas"]["EntitlementPlanUpdateRequest"];
        "application/*+json": components["schemas"]["EntitlementPlanUpdateRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntitlementPlanImpactApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntitlementPlanImpactApiResponse"];
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
          "application/json": components["schemas"]["EntitlementPlanImpactApiResponse"];
        };
      };
    };
  };
  PlanFamilies_List: {
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
          "application/json": components["schemas"]["EntitlementPlanFamilyArrayApiResponse"];
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
  PlanFamilies_Create: {
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
        "application/json": components["schemas"]["EntitlementPlanFamilyRequest"];
        "text/json": components["schemas"]["EntitlementPlanFamilyRequest"];
        "application/*+json": components["schemas"]["EntitlementPlanFamilyRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntitlementPlanFamilyApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntitlementPlanFamilyApiResponse"];
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
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntitlementPlanFamilyApiResponse"];
        };
      };
    };
  };
  PlanFamilies_Update: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the plan family. */
        planFamilyId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["EntitlementPlanFamilyUpdateRequest"];
        "text/json": components["schemas"]["EntitlementPlanFamilyUpdateRequest"];
        "application/*+json": components["schemas"]["EntitlementPlanFamilyUpdateRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntitlementPlanFamilyApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntitlementPlanFamilyApiResponse"];
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
          "application/json": components["schemas"]["EntitlementPlanFamilyApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntitlementPlanFamilyApiResponse"];
        };
      };
    };
  };
  PlanFamilies_Delete: {
    parameters: {
      query: {
        /** @description The RowVersion the caller last read; stale answers 409 with the current resource. */
        rowVersion: string;
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the plan family. */
        planFamilyId: string;
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
          "application/json": components["schemas"]["StringApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["StringApiResponse"];
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
          "application/json": components["schemas"]["StringApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["StringApiResponse"];
        };
      };
    };
  };
  RenewalPolicies_List: {
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
          "application/json": components["schemas"]["EntitlementRenewalPolicyArrayApiResponse"];
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
  RenewalPolicies_Create: {
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
        "application/json": components["schemas"]["EntitlementRenewalPolicyRequest"];
        "text/json": components["schemas"]["EntitlementRenewalPolicyRequest"];
        "application/*+json": components["schemas"]["EntitlementRenewalPolicyRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntitlementRenewalPolicyApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntitlementRenewalPolicyApiResponse"];
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
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntitlementRenewalPolicyApiResponse"];
        };
      };
    };
  };
  RenewalPolicies_Update: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the renewal policy. */
        renewalPolicyId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["EntitlementRenewalPolicyUpdateRequest"];
        "text/json": components["schemas"]["EntitlementRenewalPolicyUpdateRequest"];
        "application/*+json": components["schemas"]["EntitlementRenewalPolicyUpdateRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntitlementRenewalPolicyApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntitlementRenewalPolicyApiResponse"];
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
          "application/json": components["schemas"]["EntitlementRenewalPolicyApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["EntitlementRenewalPolicyApiResponse"];
        };
      };
    };
  };
  RenewalPolicies_Delete: {
    parameters: {
      query: {
        /** @description The RowVersion the caller last read; stale answers 409 with the current resource. */
        rowVersion: string;
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the renewal policy. */
        renewalPolicyId: string;
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
          "application/json": components["schemas"]["StringApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["StringApiResponse"];
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
          "application/json": components["schemas"]["StringApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["StringApiResponse"];
        };
      };
    };
  };
  UiProject_Get: {
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
          "application/json": components["schemas"]["UiProjectApiResponse"];
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
  UiProject_ListTemplates: {
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
          "application/json": components["schemas"]["UiProjectTemplateArrayApiResponse"];
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
  UiProject_ApplyTemplate: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Key of the template. */
        templateKey: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["UiProjectTemplateApplyRequest"];
        "text/json": components["schemas"]["UiProjectTemplateApplyRequest"];
        "application/*+json": components["schemas"]["UiProjectTemplateApplyRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UiProjectRevisionApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UiProjectRevisionApiResponse"];
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
          "application/json": components["schemas"]["UiProjectRevisionApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UiProjectRevisionApiResponse"];
        };
      };
    };
  };
  UiProject_ListRevisions: {
    parameters: {
      query?: {
        /** @description One-based page; default 1. */
        page?: number;
        /** @description 1 to 100; default 25. */
        pageSize?: number;
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
          "application/json": components["schemas"]["UiProjectRevisionPageApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UiProjectRevisionPageApiResponse"];
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
  UiProject_SaveRevision: {
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
        "application/json": components["schemas"]["UiProjectSaveRequest"];
        "text/json": components["schemas"]["UiProjectSaveRequest"];
        "application/*+json": components["schemas"]["UiProjectSaveRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UiProjectRevisionApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UiProjectRevisionApiResponse"];
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
          "application/json": components["schemas"]["UiProjectRevisionApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UiProjectRevisionApiResponse"];
        };
      };
    };
  };
  UiProject_DiffRevisions: {
    parameters: {
      query: {
        fromRevisionId: string;
        toRevisionId: string;
        /** @description Adds each file's unified diff. */
        includePatch?: boolean;
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
          "application/json": components["schemas"]["UiProjectDiffApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UiProjectDiffApiResponse"];
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
          "application/json": components["schemas"]["UiProjectDiffApiResponse"];
        };
      };
    };
  };
  UiProject_GetRevision: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the revision. */
        revisionId: string;
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
          "application/json": components["schemas"]["UiProjectRevisionApiResponse"];
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
          "application/json": components["schemas"]["UiProjectRevisionApiResponse"];
        };
      };
    };
  };
  UiProject_GetFile: {
    parameters: {
      query: {
        /** @description Project path of the file. */
        path: string;
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the revision. */
        revisionId: string;
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
          "application/json": components["schemas"]["UiProjectFileApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UiProjectFileApiResponse"];
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
          "application/json": components["schemas"]["UiProjectFileApiResponse"];
        };
      };
    };
  };
  UiProject_DownloadZip: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the revision. */
        revisionId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The ZIP package (sorted entries, fixed timestamps). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/zip": string;
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
          "application/json": components["schemas"]["UiProjectZipApiResponse"];
        };
      };
    };
  };
  UiProject_PreflightZip: {
    parameters: {
      query?: {
        /** @description The working revision the caller last read; another one answers 409. Omit only while the project has no revision. */
        baseRevisionId?: string;
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description The ZIP package, at most Limits.MaxZipBytes. */
    requestBody: {
      content: {
        "application/zip": string;
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UiProjectZipPreflightApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UiProjectZipPreflightApiResponse"];
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
          "application/json": components["schemas"]["UiProjectZipPreflightApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UiProjectZipPreflightApiResponse"];
        };
      };
    };
  };
  UiProject_UploadZip: {
    parameters: {
      query?: {
        /** @description The working revision the caller last read; another one answers 409. Omit only while the project has no revision. */
        baseRevisionId?: string;
        /** @description Why; defaults to "Uploaded <n> files". */
        message?: string;
        /** @description The PackageHash of the preflight; other bytes answer 409. */
        expectedPackageHash?: string;
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description The ZIP package, at most Limits.MaxZipBytes. */
    requestBody: {
      content: {
        "application/zip": string;
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UiProjectRevisionApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UiProjectRevisionApiResponse"];
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
          "application/json": components["schemas"]["UiProjectRevisionApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UiProjectRevisionApiResponse"];
        };
      };
    };
  };
  UiProject_GeneratePage: {
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
        "application/json": components["schemas"]["UiProjectPageGenerateRequest"];
        "text/json": components["schemas"]["UiProjectPageGenerateRequest"];
        "application/*+json": components["schemas"]["UiProjectPageGenerateRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UiProjectRevisionApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UiProjectRevisionApiResponse"];
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
          "application/json": components["schemas"]["UiProjectRevisionApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UiProjectRevisionApiResponse"];
        };
      };
    };
  };
  UiProject_ListBuilds: {
    parameters: {
      query?: {
        /** @description One-based page; default 1. */
        page?: number;
        /** @description 1 to 100; default 25. */
        pageSize?: number;
        kind?: components["schemas"]["BuildKind"];
        status?: components["schemas"]["BuildStatus"];
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
          "application/json": components["schemas"]["UiProjectBuildPageApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UiProjectBuildPageApiResponse"];
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
  UiProject_StartBuild: {
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
        "application/json": components["schemas"]["UiProjectBuildRequest"];
        "text/json": components["schemas"]["UiProjectBuildRequest"];
        "application/*+json": components["schemas"]["UiProjectBuildRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UiProjectBuildApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UiProjectBuildApiResponse"];
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
          "application/json": components["schemas"]["UiProjectBuildApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UiProjectBuildApiResponse"];
        };
      };
    };
  };
  UiProject_GetBuild: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the build. */
        buildId: string;
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
          "application/json": components["schemas"]["UiProjectBuildApiResponse"];
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
          "application/json": components["schemas"]["UiProjectBuildApiResponse"];
        };
      };
    };
  };
  UiProject_GetBuildLog: {
    parameters: {
      query?: {
        /** @description First line; default 0. */
        offset?: number;
        /** @description 1 to 1000; default 500. */
        limit?: number;
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the build. */
        buildId: string;
        /** @description The BuildStage number whose log is read. */
        stage: string;
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
          "application/json": components["schemas"]["UiProjectBuildLogApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UiProjectBuildLogApiResponse"];
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
          "application/json": components["schemas"]["UiProjectBuildLogApiResponse"];
        };
      };
    };
  };
  UiProject_CancelBuild: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the build. */
        buildId: string;
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
          "application/json": components["schemas"]["UiProjectBuildApiResponse"];
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
          "application/json": components["schemas"]["UiProjectBuildApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UiProjectBuildApiResponse"];
        };
      };
    };
  };
  UiProject_ListArtifacts: {
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
          "application/json": components["schemas"]["UiArtifactArrayApiResponse"];
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
  UiProject_GetArtifact: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the artifact. */
        artifactId: string;
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
          "application/json": components["schemas"]["UiArtifactApiResponse"];
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
          "application/json": components["schemas"]["UiArtifactApiResponse"];
        };
      };
    };
  };
  UiProject_ActivateArtifact: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the artifact. */
        artifactId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["UiArtifactActivateRequest"];
        "text/json": components["schemas"]["UiArtifactActivateRequest"];
        "application/*+json": components["schemas"]["UiArtifactActivateRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UiArtifactLifecycleResultApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UiArtifactLifecycleResultApiResponse"];
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
          "application/json": components["schemas"]["UiArtifactLifecycleResultApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UiArtifactLifecycleResultApiResponse"];
        };
      };
    };
  };
  UiProject_DeactivateArtifact: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the artifact. */
        artifactId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["UiArtifactDeactivateRequest"];
        "text/json": components["schemas"]["UiArtifactDeactivateRequest"];
        "application/*+json": components["schemas"]["UiArtifactDeactivateRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UiArtifactLifecycleResultApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UiArtifactLifecycleResultApiResponse"];
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
          "application/json": components["schemas"]["UiArtifactLifecycleResultApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UiArtifactLifecycleResultApiResponse"];
        };
      };
    };
  };
  UiProject_PinArtifact: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the artifact. */
        artifactId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["UiArtifactPinRequest"];
        "text/json": components["schemas"]["UiArtifactPinRequest"];
        "application/*+json": components["schemas"]["UiArtifactPinRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UiArtifactApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UiArtifactApiResponse"];
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
          "application/json": components["schemas"]["UiArtifactApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UiArtifactApiResponse"];
        };
      };
    };
  };
  UiProject_Rollback: {
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
        "application/json": components["schemas"]["UiProjectRollbackRequest"];
        "text/json": components["schemas"]["UiProjectRollbackRequest"];
        "application/*+json": components["schemas"]["UiProjectRollbackRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UiArtifactLifecycleResultApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UiArtifactLifecycleResultApiResponse"];
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
          "application/json": components["schemas"]["UiArtifactLifecycleResultApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UiArtifactLifecycleResultApiResponse"];
        };
      };
    };
  };
  UiProject_GetAssetLinks: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the artifact. */
        artifactId: string;
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
          "application/json": components["schemas"]["UiArtifactAssetLinksApiResponse"];
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
          "application/json": components["schemas"]["UiArtifactAssetLinksApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UiArtifactAssetLinksApiResponse"];
        };
      };
    };
  };
  UiProject_GetArtifactAsset: {
    parameters: {
      query?: {
        /** @description From the asset links; stands in for the bearer where headers are impossible. */
        assetToken?: string;
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the artifact. */
        artifactId: string;
        /** @description app.js or app.css. */
        assetName: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The bytes; Content-Type text/javascript or text/css. */
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
          "application/json": components["schemas"]["UiArtifactAssetApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UiArtifactAssetApiResponse"];
        };
      };
    };
  };
  UiProject_GetArtifactPreview: {
    parameters: {
      query?: {
        /** @description From the asset links; stands in for the bearer where headers are impossible. */
        assetToken?: string;
        /** @description The language the previewed app is told (host contract 1); default en. */
        locale?: string;
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the artifact. */
        artifactId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The host page. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "text/html": string;
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
          "application/json": components["schemas"]["UiArtifactPreviewApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["UiArtifactPreviewApiResponse"];
        };
      };
    };
  };
  NetOperationProject_Get: {
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
          "application/json": components["schemas"]["NetOperationProjectApiResponse"];
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
  NetOperationProject_GetGenerated: {
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
          "application/json": components["schemas"]["NetOperationGeneratedProjectApiResponse"];
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
  NetOperationProject_ListTemplates: {
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
          "application/json": components["schemas"]["NetOperationProjectTemplateArrayApiResponse"];
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
  NetOperationProject_ApplyTemplate: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Key of the template. */
        templateKey: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["UiProjectTemplateApplyRequest"];
        "text/json": components["schemas"]["UiProjectTemplateApplyRequest"];
        "application/*+json": components["schemas"]["UiProjectTemplateApplyRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NetOperationProjectRevisionApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NetOperationProjectRevisionApiResponse"];
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
          "application/json": components["schemas"]["NetOperationProjectRevisionApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NetOperationProjectRevisionApiResponse"];
        };
      };
    };
  };
  NetOperationProject_ListRevisions: {
    parameters: {
      query?: {
        /** @description One-based page; default 1. */
        page?: number;
        /** @description 1 to 100; default 25. */
        pageSize?: number;
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
          "application/json": components["schemas"]["NetOperationProjectRevisionPageApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NetOperationProjectRevisionPageApiResponse"];
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
  NetOperationProject_SaveRevision: {
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
        "application/json": components["schemas"]["UiProjectSaveRequest"];
        "text/json": components["schemas"]["UiProjectSaveRequest"];
        "application/*+json": components["schemas"]["UiProjectSaveRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NetOperationProjectRevisionApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NetOperationProjectRevisionApiResponse"];
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
          "application/json": components["schemas"]["NetOperationProjectRevisionApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NetOperationProjectRevisionApiResponse"];
        };
      };
    };
  };
  NetOperationProject_DiffRevisions: {
    parameters: {
      query: {
        fromRevisionId: string;
        toRevisionId: string;
        /** @description Adds each file's unified diff. */
        includePatch?: boolean;
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
          "application/json": components["schemas"]["NetOperationProjectDiffApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NetOperationProjectDiffApiResponse"];
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
          "application/json": components["schemas"]["NetOperationProjectDiffApiResponse"];
        };
      };
    };
  };
  NetOperationProject_GetRevision: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the revision. */
        revisionId: string;
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
          "application/json": components["schemas"]["NetOperationProjectRevisionApiResponse"];
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
          "application/json": components["schemas"]["NetOperationProjectRevisionApiResponse"];
        };
      };
    };
  };
  NetOperationProject_GetFile: {
    parameters: {
      query: {
        /** @description Project path of the file. */
        path: string;
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the revision. */
        revisionId: string;
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
          "application/json": components["schemas"]["NetOperationProjectFileApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NetOperationProjectFileApiResponse"];
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
          "application/json": components["schemas"]["NetOperationProjectFileApiResponse"];
        };
      };
    };
  };
  NetOperationProject_DownloadZip: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the revision. */
        revisionId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The ZIP package (sorted entries, fixed timestamps). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/zip": string;
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
          "application/json": components["schemas"]["NetOperationProjectZipApiResponse"];
        };
      };
    };
  };
  NetOperationProject_PreflightZip: {
    parameters: {
      query?: {
        /** @description The working revision the caller last read; another one answers 409. Omit only while the project has no revision. */
        baseRevisionId?: string;
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description The ZIP package, at most Limits.MaxZipBytes. */
    requestBody: {
      content: {
        "application/zip": string;
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NetOperationProjectZipPreflightApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NetOperationProjectZipPreflightApiResponse"];
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
          "application/json": components["schemas"]["NetOperationProjectZipPreflightApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NetOperationProjectZipPreflightApiResponse"];
        };
      };
    };
  };
  NetOperationProject_UploadZip: {
    parameters: {
      query?: {
        /** @description The working revision the caller last read; another one answers 409. Omit only while the project has no revision. */
        baseRevisionId?: string;
        /** @description Why; defaults to "Uploaded <n> files". */
        message?: string;
        /** @description The PackageHash of the preflight; other bytes answer 409. */
        expectedPackageHash?: string;
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description The ZIP package, at most Limits.MaxZipBytes. */
    requestBody: {
      content: {
        "application/zip": string;
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NetOperationProjectRevisionApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NetOperationProjectRevisionApiResponse"];
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
          "application/json": components["schemas"]["NetOperationProjectRevisionApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NetOperationProjectRevisionApiResponse"];
        };
      };
    };
  };
  NetOperationProject_GetBuild: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the build. */
        buildId: string;
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
          "application/json": components["schemas"]["NetOperationProjectBuildApiResponse"];
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
          "application/json": components["schemas"]["NetOperationProjectBuildApiResponse"];
        };
      };
    };
  };
  NetOperationProject_GetBuildLog: {
    parameters: {
      query?: {
        /** @description First line; default 0. */
        offset?: number;
        /** @description 1 to 1000; default 500. */
        limit?: number;
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the build. */
        buildId: string;
        /** @description The BuildStage number whose log is read. */
        stage: string;
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
          "application/json": components["schemas"]["NetOperationProjectBuildLogApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NetOperationProjectBuildLogApiResponse"];
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
          "application/json": components["schemas"]["NetOperationProjectBuildLogApiResponse"];
        };
      };
    };
  };
  NetOperationProject_CancelBuild: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the build. */
        buildId: string;
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
          "application/json": components["schemas"]["NetOperationProjectBuildApiResponse"];
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
          "application/json": components["schemas"]["NetOperationProjectBuildApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NetOperationProjectBuildApiResponse"];
        };
      };
    };
  };
  NetOperationProject_ListArtifacts: {
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
          "application/json": components["schemas"]["NetOperationArtifactArrayApiResponse"];
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
  NetOperationProject_GetArtifact: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the artifact. */
        artifactId: string;
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
          "application/json": components["schemas"]["NetOperationArtifactApiResponse"];
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
          "application/json": components["schemas"]["NetOperationArtifactApiResponse"];
        };
      };
    };
  };
  NetOperationProject_ActivateArtifact: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the artifact. */
        artifactId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["UiArtifactActivateRequest"];
        "text/json": components["schemas"]["UiArtifactActivateRequest"];
        "application/*+json": components["schemas"]["UiArtifactActivateRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NetOperationArtifactLifecycleResultApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NetOperationArtifactLifecycleResultApiResponse"];
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
          "application/json": components["schemas"]["NetOperationArtifactLifecycleResultApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NetOperationArtifactLifecycleResultApiResponse"];
        };
      };
    };
  };
  NetOperationProject_DeactivateArtifact: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the artifact. */
        artifactId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["UiArtifactDeactivateRequest"];
        "text/json": components["schemas"]["UiArtifactDeactivateRequest"];
        "application/*+json": components["schemas"]["UiArtifactDeactivateRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NetOperationArtifactLifecycleResultApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NetOperationArtifactLifecycleResultApiResponse"];
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
          "application/json": components["schemas"]["NetOperationArtifactLifecycleResultApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NetOperationArtifactLifecycleResultApiResponse"];
        };
      };
    };
  };
  NetOperationProject_PinArtifact: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the artifact. */
        artifactId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["UiArtifactPinRequest"];
        "text/json": components["schemas"]["UiArtifactPinRequest"];
        "application/*+json": components["schemas"]["UiArtifactPinRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NetOperationArtifactApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NetOperationArtifactApiResponse"];
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
          "application/json": components["schemas"]["NetOperationArtifactApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NetOperationArtifactApiResponse"];
        };
      };
    };
  };
  NetOperationProject_PurgeArtifact: {
    parameters: {
      query?: {
        /** @description The bearer token, only for clients that cannot set an Authorization header. */
        access_token?: components["parameters"]["AccessToken"];
      };
      header?: never;
      path: {
        /** @description Id of the artifact. */
        artifactId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        "application/json": components["schemas"]["UiArtifactPurgeRequest"];
        "text/json": components["schemas"]["UiArtifactPurgeRequest"];
        "application/*+json": components["schemas"]["UiArtifactPurgeRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NetOperationArtifactLifecycleResultApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NetOperationArtifactLifecycleResultApiResponse"];
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
          "application/json": components["schemas"]["NetOperationArtifactLifecycleResultApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NetOperationArtifactLifecycleResultApiResponse"];
        };
      };
    };
  };
  NetOperationProject_Rollback: {
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
        "application/json": components["schemas"]["UiProjectRollbackRequest"];
        "text/json": components["schemas"]["UiProjectRollbackRequest"];
        "application/*+json": components["schemas"]["UiProjectRollbackRequest"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NetOperationArtifactLifecycleResultApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NetOperationArtifactLifecycleResultApiResponse"];
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
          "application/json": components["schemas"]["NetOperationArtifactLifecycleResultApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["NetOperationArtifactLifecycleResultApiResponse"];
        };
      };
    };
  };
}
