// The OpenAPI importer's public surface (`atdf import-openapi`).
export { readOpenApi, openApiVersion, checkOpenApiDepth } from './read-openapi';
export { htmlToMarkdown, looksLikeHtml } from './html-to-markdown';
export { BINDING_KEY, type OpenApiFilter, type OpenApiImport, type OpenApiTool, type OpenApiVersion, type OpenApiFailure } from './types';
