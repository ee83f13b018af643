// Public API of the runtime layer: the tool registry (docs/runtime.md).
export { createRegistry } from './registry';
export {
  RegistryError,
  type CallContext,
  type CallError,
  type CallResult,
  type CallStage,
  type CheckResult,
  type RegisteredToolInfo,
  type RegisterOptions,
  type RegistryErrorCode,
  type ToolRegistryOptions,
  type ToolHandler,
  type ToolRegistry,
  type ToolsTarget,
} from './types';
export { RUNTIME_CATALOGS } from './messages';
export { FailureCodes } from './failure-code';
