/** Stub: filled in by the issue-16 work that owns this file. */
export {};
