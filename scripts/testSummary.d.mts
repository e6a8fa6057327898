export interface StageCounts {
  passed: number;
  failed: number;
  skipped: string[];
}
export function readNodeTestOutput(output: string): StageCounts | undefined;
export function readLauncherOutput(output: string): StageCounts | undefined;
export function failureExcerpt(output: string, maxLines: number): string;
