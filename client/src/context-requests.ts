// The context request the preview and the status bar send to the language
// server (server/src/protocol/context.ts): the server exports and counts, the
// client shows.
import type { BaseLanguageClient as LanguageClient } from 'vscode-languageclient';
import {
  CONTEXT_REQUESTS,
  type FolderPreviewParams,
  type FolderPreviewResult,
  type PreviewParams,
  type PreviewResult,
} from '../../server/src/protocol/context';
import { askServer } from './ask-server';

export function requestPreview(client: LanguageClient, params: PreviewParams): Promise<PreviewResult> {
  return askServer(client, CONTEXT_REQUESTS.preview, params);
}

export function requestFolderPreview(client: LanguageClient, params: FolderPreviewParams): Promise<FolderPreviewResult> {
  return askServer(client, CONTEXT_REQUESTS.previewFolder, params);
}
