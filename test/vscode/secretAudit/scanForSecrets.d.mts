export interface Secret {
  label: string;
  value: string;
}
export interface Hit {
  file: string;
  offset: number;
  label: string;
  encoding: 'utf8' | 'utf16le';
}
export function listFiles(root: string): string[];
export function scanForSecrets(
  paths: string[],
  secrets: Secret[],
  options?: { exclude?: (file: string) => boolean },
): { hits: Hit[]; filesScanned: number; bytesScanned: number };
