export function isWorkbenchNoise(text: string): boolean;
