// The groups, indexed by environment + id and by token, with every change applied synchronously in memory (so two
// requests cannot interleave inside one change and lose an update) and then persisted before the answer goes out.
// When the write fails, memory goes back to what the file holds: no answer ever reports a change that is not saved,
// and a repeated request does the change again instead of finding it half-made.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { AtomicJsonFile, DataFileError, removeStaleTempFiles } from './persistence';
import { ENVIRONMENT_TAGS, type EnvironmentTag, type StoredGroup } from './model';
import { isPlainObject } from './validation';

interface DataFileShape {
  version: 1;
  next_team_id: number;
  groups: StoredGroup[];
}

export class GroupStore {
  private readonly byId = new Map<string, StoredGroup>();
  private readonly byToken = new Map<string, StoredGroup>();
  private nextTeamId = 1;
  private readonly file: AtomicJsonFile | undefined;

  /** Without a path the store lives in memory only. */
  constructor(path?: string) {
    this.file =
      path === undefined
        ? undefined
        : new AtomicJsonFile(
            path,
            () => this.serialize(),
            (onDisk) => this.revertTo(onDisk),
          );
    if (path !== undefined && this.file !== undefined) {
      // The data file's folder may not exist yet (e.g. `--data .emulator/data.json` in a fresh clone).
      mkdirSync(dirname(path), { recursive: true });
      removeStaleTempFiles(path);
      this.load(AtomicJsonFile.parse(path, this.file.readText()), path);
    }
  }

  get size(): number {
    return this.byId.size;
  }

  find(environment: EnvironmentTag, providedId: string): StoredGroup | undefined {
    return this.byId.get(key(environment, providedId));
  }

  findByToken(environment: EnvironmentTag, token: string): StoredGroup | undefined {
    const group = this.byToken.get(token);
    return group?.environment === environment ? group : undefined;
  }

  /**
   * Runs `change` (synchronous: no other request can run inside it), then waits until the result is on disk.
   * `change` returns whether it changed anything, plus its result.
   */
  async mutate<T>(change: (store: GroupStore) => { changed: boolean; result: T }): Promise<T> {
    const { changed, result } = change(this);
    if (changed) await this.file?.save();
    return result;
  }

  insert(group: Omit<StoredGroup, 'team_id'>): StoredGroup {
    if (this.find(group.environment, group.provided_id))
      throw new Error(`user_group_id "${group.provided_id}" already exists in ${group.environment}`);
    if (this.byToken.has(group.token)) throw new Error('that group token is already in use');
    const stored: StoredGroup = { ...group, team_id: this.nextTeamId++ };
    this.byId.set(key(stored.environment, stored.provided_id), stored);
    this.byToken.set(stored.token, stored);
    return stored;
  }

  replaceToken(group: StoredGroup, token: string): void {
    this.byToken.delete(group.token);
    group.token = token;
    this.byToken.set(token, group);
  }

  remove(group: StoredGroup): void {
    this.byId.delete(key(group.environment, group.provided_id));
    this.byToken.delete(group.token);
  }

  all(): StoredGroup[] {
    return [...this.byId.values()];
  }

  private serialize(): string {
    const data: DataFileShape = { version: 1, next_team_id: this.nextTeamId, groups: this.all() };
    return `${JSON.stringify(data, null, 2)}\n`;
  }

  /** Back to the state the file holds (`undefined`: no file yet, so no groups). */
  private revertTo(onDisk: string | undefined): void {
    this.byId.clear();
    this.byToken.clear();
    this.nextTeamId = 1;
    const path = this.file?.path ?? '(memory)';
    this.load(AtomicJsonFile.parse(path, onDisk), path);
  }

  private load(data: unknown, path: string): void {
    if (data === undefined) return;
    const problem = (what: string): DataFileError =>
      new DataFileError(
        `The data file ${path} is not an emulator data file (${what}); fix or move it (it was left untouched).`,
      );
    if (!isPlainObject(data) || data.version !== 1 || !Array.isArray(data.groups))
      throw problem('expected {"version": 1, "groups": [...]}');
    if (typeof data.next_team_id !== 'number' || !Number.isSafeInteger(data.next_team_id))
      throw problem('"next_team_id" is not an integer');
    data.groups.forEach((item: unknown, index: number) => {
      if (!isStoredGroup(item)) throw problem(`groups[${index}] is malformed`);
      if (this.find(item.environment, item.provided_id)) throw problem(`groups[${index}] repeats a user_group_id`);
      this.byId.set(key(item.environment, item.provided_id), item);
      this.byToken.set(item.token, item);
      this.nextTeamId = Math.max(this.nextTeamId, item.team_id + 1);
    });
    this.nextTeamId = Math.max(this.nextTeamId, data.next_team_id);
  }
}

function key(environment: EnvironmentTag, providedId: string): string {
  return `${environment}\u0000${providedId}`;
}

function isStoredGroup(value: unknown): value is StoredGroup {
  if (!isPlainObject(value)) return false;
  return (
    ENVIRONMENT_TAGS.includes(value.environment as EnvironmentTag) &&
    typeof value.team_id === 'number' &&
    Number.isSafeInteger(value.team_id) &&
    typeof value.token === 'string' &&
    typeof value.name === 'string' &&
    typeof value.provided_id === 'string' &&
    isPlainObject(value.mapping) &&
    (value.properties === null || isPlainObject(value.properties))
  );
}
