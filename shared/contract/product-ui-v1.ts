/**
 * generated — do not edit.
 * Source: openapi/product-ui-v1.json
 * Regenerate with `npm run api:generate`.
 */

export interface paths {
  "/api/workspace/auth/logout": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Signs out: revokes the access token of this request, which answers 401 from then on.
     * @description A service API key is not revoked by signing out (administrators manage keys); Revoked is then false.
     */
    post: operations["Auth_Logout"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/function-operations/settings/retention": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Run-history retention settings. */
    get: operations["FunctionOperations_GetRetentionSettings"];
    /** Changes run-history retention (Admin role; RowVersion). */
    put: operations["FunctionOperations_UpdateRetentionSettings"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/function-operations/settings/retention/preview": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** How many runs a purge with these settings would delete now. */
    get: operations["FunctionOperations_PreviewRetention"];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/api/workspace/admin/function-operations/settings/retention/purge": {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Deletes terminal runs older than the retention cutoff in bounded batches (Admin role). */
    post: operations["FunctionOperations_PurgeRuns"];
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
    FunctionRetentionPreview: {
      /**
       * Format: date-time
       * @description Null in mode Forever.
       */
      CutoffUtc?: string | null;
      /** Format: int32 */
      DeletableRunCount: number;
      /**
       * Format: date-time
       * @description When the next scheduled purge would run with these settings (saved now, when they differ from the saved ones). Null in mode Forever.
       */
      NextPurgeAt?: string | null;
      /**
       * Format: int32
       * @description The runs that purge would delete, counted with its cutoff (runs ending meanwhile not counted).
       */
      NextPurgeRunCount: number;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    FunctionRetentionPreviewApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["FunctionRetentionPreview"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    FunctionRetentionPurgeResult: {
      /** Format: int32 */
      DeletedCount: number;
      /** Format: int32 */
      Batches: number;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    FunctionRetentionPurgeResultApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["FunctionRetentionPurgeResult"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    FunctionRetentionSettings: {
      Mode: components["schemas"]["RunRetentionMode"];
      /**
       * Format: int32
       * @description Retention day count in mode Days.
       */
      Days?: number | null;
      /** Format: uuid */
      RowVersion: string;
      /** Format: date-time */
      LastPurgeAt?: string | null;
      /** Format: int32 */
      LastPurgeDeletedCount?: number | null;
      /**
       * Format: date-time
       * @description When the host purges next by itself: at most once an hour and never within an hour of a settings change. Null in mode Forever.
       */
      NextPurgeAt?: string | null;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    FunctionRetentionSettingsApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["FunctionRetentionSettings"] | null;
      Errors?: components["schemas"]["Issue"][] | null;
      Warnings?: components["schemas"]["Issue"][] | null;
    };
    FunctionRetentionSettingsUpdate: {
      Mode: components["schemas"]["RunRetentionMode"];
      /** Format: int32 */
      Days?: number | null;
      /** Format: uuid */
      RowVersion: string;
    };
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
     * @description How long run history is kept. Values: 0 Forever, 1 Days.
     * @enum {integer}
     */
    RunRetentionMode: 0 | 1;
    SignOutResult: {
      /** @description True when the access token was revoked; false for a service API key, which signing out does not revoke. */
      Revoked: boolean;
    };
    /** @description ApiResponse<T>: business failures are reported in Errors. */
    SignOutResultApiResponse: {
      Success: boolean;
      Data?: components["schemas"]["SignOutResult"] | null;
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
  Auth_Logout: {
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
          "application/json": components["schemas"]["SignOutResultApiResponse"];
        };
      };
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
  FunctionOperations_GetRetentionSettings: {
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
          "application/json": components["schemas"]["FunctionRetentionSettingsApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionRetentionSettingsApiResponse"];
        };
      };
      /** @description Not authenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
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
  FunctionOperations_UpdateRetentionSettings: {
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
        "application/json": components["schemas"]["FunctionRetentionSettingsUpdate"];
        "text/json": components["schemas"]["FunctionRetentionSettingsUpdate"];
        "application/*+json": components["schemas"]["FunctionRetentionSettingsUpdate"];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionRetentionSettingsApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionRetentionSettingsApiResponse"];
        };
      };
      /** @description Not authenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
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
          "application/json": components["schemas"]["FunctionRetentionSettingsApiResponse"];
        };
      };
      /** @description Conflict. */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionRetentionSettingsApiResponse"];
        };
      };
    };
  };
  FunctionOperations_PreviewRetention: {
    parameters: {
      query?: {
        Mode?: components["schemas"]["RunRetentionMode"];
        Days?: number;
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
          "application/json": components["schemas"]["FunctionRetentionPreviewApiResponse"];
        };
      };
      /** @description Invalid request; Errors name the offending members. */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/json": components["schemas"]["FunctionRetentionPreviewApiResponse"];
        };
      };
      /** @description Not authenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
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
  FunctionOperations_PurgeRuns: {
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
          "application/json": components["schemas"]["FunctionRetentionPurgeResultApiResponse"];
        };
      };
      /** @description Not authenticated. */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          "application/problem+json": components["schemas"]["ProblemDetails"];
        };
      };
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
          "application/json": components["schemas"]["FunctionRetentionPurgeResultApiResponse"];
        };
      };
    };
  };
}
