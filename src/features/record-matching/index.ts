/** What other features may use of record matching: nothing yet; the module is reached through its pages. */
export {}
