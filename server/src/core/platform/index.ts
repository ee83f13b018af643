// The platform importer's public surface (`atdf import --from openai|anthropic|gemini|utcp`).
export { readPlatformTools } from './read-platform';
export { PLATFORMS, type Platform, type PlatformTool } from './types';
