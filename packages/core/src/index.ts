export { bundleSchema } from './catalog/bundle-schema.ts';
export { computeCoverage, type OperationCoverage, sourceCoverage } from './catalog/coverage.ts';
export { detectFormat } from './catalog/detect-format.ts';
export { defaultMaxBytes, importDocument } from './catalog/import-document.ts';
export type { ImportError, ImportErrorCode, ImportOptions, ImportResult } from './catalog/import-result.ts';
export type {
  Catalog,
  CatalogOperation,
  CatalogParameter,
  CatalogRequestBody,
  CatalogResponse,
  CoverageChecks,
  DocumentationLevel,
  Finding,
  FindingCode,
  FindingSeverity,
  GraphqlOperationInfo,
  JsonSchema,
  OperationKind,
  ParameterLocation,
  SecurityRequirement,
  SecurityScheme,
  SourceFormat,
} from './catalog/model.ts';
export { operationSchemas } from './catalog/operation-schemas.ts';
export { toolNameFor } from './catalog/tool-name.ts';
export {
  type DeliveryMethod,
  defaultNotificationPreferences,
  deliveryMethods,
  type Me,
  type NotificationPreferences,
  notificationPreferences,
  type ProfileInput,
  profileInput,
  type Role,
  type Severity,
  severities,
} from './contracts/account.ts';
export {
  authMessages,
  fieldErrors,
  type LoginInput,
  loginInput,
  passwordChangeInput,
  type SignupData,
  type SignupInput,
  signupInput,
} from './contracts/auth.ts';
export {
  type ChallengeAnswer,
  type CriticalityAnswer,
  challengeAnswers,
  criticalityAnswers,
  describeSurvey,
  type ResourcesAnswer,
  resourcesAnswers,
  type SurveyAnswers,
  surveyQuestions,
} from './contracts/survey.ts';
export { type CompileOptions, compileInterface } from './mcp/compile-interface.ts';
export {
  discoveryToolNames,
  discoveryTools,
  searchTools,
  type ToolSearchHit,
} from './mcp/discovery.ts';
export {
  type ApiSourceData,
  type ApiSourceNode,
  type AuthType,
  authTypes,
  defaultInterfaceName,
  type GraphEdge,
  type GraphNode,
  type HttpMethod,
  httpMethods,
  type InterfaceGraph,
  newNodePosition,
  type OutputData,
  type OutputField,
  type OutputFieldType,
  type OutputNode,
  outputFieldTypes,
  outputNodeId,
  outputNodePosition,
  type Position,
  type SourceEndpoint,
  type SourceSecret,
  type ToolAnnotations,
  type Transformation,
  type TransformData,
  type TransformNode,
} from './mcp/graph.ts';
export { graphEdgeSchema, graphLimits, graphNodeSchema, interfaceGraphSchema } from './mcp/graph-schema.ts';
export { maxToolNameLength, sanitizeToolName, stableHash } from './mcp/tool-names.ts';
export type {
  ArgumentBinding,
  ArgumentLocation,
  CompiledTool,
  CompileProblem,
  CompileResult,
  CompileSeverity,
  JsonSchemaObject,
  ToolBinding,
  ToolDefinition,
  ToolsListResult,
  UpstreamAuth,
} from './mcp/tool-types.ts';
export {
  checkToolDefinition,
  discoveryThreshold,
  toolDefinition,
  toolsListResult,
} from './mcp/tools-list.ts';
export {
  callCostExamples,
  formatCallVolume,
  formatPlanPrice,
  isPlanId,
  type Plan,
  type PlanId,
  planIds,
  planList,
  plans,
  trialDays,
  usageNotificationThresholds,
} from './plans/plans.ts';
