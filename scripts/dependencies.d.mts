export function dependencyProblem(lockText: string, installedText: string | undefined): string | undefined;
export function ensureDependencies(root: string, say: (line: string) => void): void;
