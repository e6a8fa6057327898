export function isInfrastructureFile(relativePath: string): boolean;
export class SecretAudit {
  constructor(options: { stateDir: string; say: (line: string) => void });
  codeServerArgs(): string[];
  addApiToken(label: string, value: string): void;
  recordTokensFrom(emulatorUrl: string): Promise<string>;
  enableVerboseTracing(workspace: string): void;
  recordOutput(text: string): void;
  watchLanguageServers(rootPid: number | undefined): void;
  recordCommandLine(label: string, pid: number | undefined): void;
  captureBrowserStorage(page: unknown): Promise<void>;
  finish(options: { emulatorDataFile?: string }): Promise<boolean>;
}
