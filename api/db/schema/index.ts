// The database schema, one file per area. Add an area's file here; then `npm run db:generate -- --name <what>`.
export * from "./tenancy";
export * from "./identity";
export * from "./telemetry";
export * from "./assessment";
export * from "./companies-extra";
export * from "./jobs";
export * from "./pipeline";
export * from "./benchmarks";
export * from "./candidates";
export * from "./queue";
export * from "./coaching";
