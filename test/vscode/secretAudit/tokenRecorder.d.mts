export interface TokenRecorder {
  url: string;
  apiTokens: Set<string>;
  groupTokens: Set<string>;
  requests(): number;
  close(): Promise<void>;
}
export function startTokenRecorder(targetUrl: string): Promise<TokenRecorder>;
