import type { EnvironmentTag } from '../model';
import type { GroupStore } from '../store';
import type { Body } from '../validation';

export interface HandlerContext {
  environment: EnvironmentTag;
  body: Body;
  store: GroupStore;
}

export interface HandlerResult {
  status: number;
  body: Record<string, unknown>;
}

export type Handler = (context: HandlerContext) => Promise<HandlerResult>;

export function failure(status: number, error: string): HandlerResult {
  return { status, body: { success: 0, error } };
}
