// Diagnostics for the workspace's config files (`docs.json`, `mint.json`) that are NOT open, read from disk. Without this a user who opens a
// docs folder sees an empty Problems panel until they happen to open the config itself; TypeScript and ESLint users
// expect a workspace's problems to be listed up front. Open documents stay the server's business (their text wins);
// this module only ever publishes for a config while no editor has it open, and re-checks that after every await.
//
// Bounded: at most MAX_CLOSED_CONFIGS configs, files over MAX_CLOSED_CONFIG_BYTES get one explanatory diagnostic
// instead of a parse, reads are asynchronous, and a file that cannot be read loses its diagnostics with a log line.
// The disk parse is never put in the service's document cache (which is for open documents, keyed by version).
import { dirname as folderOf } from 'node:path';
import { DiagnosticSeverity, type Diagnostic } from 'vscode-languageserver';
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { ServerSettings } from '../../../shared/src/settings';
import { describeReadFailure, readRegularFile } from '../host/readRegularFile';
import type { DiagnosticCode } from '../service/checks/list';
import { diagnosticAt, FILE_START } from '../service/diagnostics/diagnostics';
import { MAX_CONFIG_FILE_BYTES } from '../service/json/document';
import type { FileDiagnostics, LanguageService } from '../service/languageService';
import { configFormatOf, pathToUri, relativeInside } from '../service/workspace/paths';
import { RefFileDiagnostics } from './refFileDiagnostics';
import { describeFailure } from './requestGuard';
import { ValidationScheduler } from './validationScheduler';

/** More closed configs than this (a huge monorepo) are not validated; the first ones in path order are. */
export const MAX_CLOSED_CONFIGS = 200;
/** A closed config bigger than this is not read: the size any config is read up to (open ones and the CLI's too). */
export const MAX_CLOSED_CONFIG_BYTES = MAX_CONFIG_FILE_BYTES;
/** File events come in bursts (a checkout, a folder copied in): one validation per config per burst. */
const CLOSED_VALIDATION_DELAY_MS = 150;

export interface ClosedConfigsHost {
  readonly service: LanguageService;
  settings(): ServerSettings;
  /** Resolves once the initial workspace index is built. */
  indexReady(): Promise<void>;
  /** The workspace folders (normalised paths): configs outside them are not followed once closed. */
  workspaceFolders(): readonly string[];
  /** Whether an editor has the config at `path` open. */
  isOpen(path: string): boolean;
  publish(uri: string, diagnostics: Diagnostic[]): Promise<void>;
  log(message: string): void;
}

export class ClosedConfigs {
  private readonly scheduler = new ValidationScheduler((path) => this.validate(path), CLOSED_VALIDATION_DELAY_MS);
  /** Configs whose disk diagnostics are out (path -> the uri they were published under). */
  private readonly published = new Map<string, string>();
  /** The uri a client used for a path (so a close republishes under the same string); else `pathToUri`. */
  private readonly clientUris = new Map<string, string>();
  /** Bumped whenever a path's state changes, so a slower, older read never publishes over a newer result. */
  private readonly generations = new Map<string, number>();
  private warnedAboutCap = false;
  /** Problems of the files closed configs pull in through `$ref`, published under those files. */
  private readonly refFiles: RefFileDiagnostics;

  constructor(private readonly host: ClosedConfigsHost) {
    this.refFiles = new RefFileDiagnostics((uri, diagnostics) => void host.publish(uri, diagnostics));
  }

  /** Validates every closed workspace config (after indexing, file events, settings changes) and clears the
   * diagnostics of configs that are gone, opened, beyond the cap, or switched off. */
  async revalidateAll(): Promise<void> {
    await this.host.indexReady();
    const wanted = this.host.settings().validateClosedFiles !== false ? this.closedWorkspaceConfigs() : [];
    const keep = new Set(wanted);
    for (const path of [...this.published.keys()]) if (!keep.has(path)) this.clear(path);
    for (const path of wanted) this.scheduler.schedule(path);
  }

  /** A config was opened: the open document's diagnostics take over. */
  opened(uri: string, path: string): void {
    this.clientUris.set(path, uri);
    this.bump(path);
    this.scheduler.cancel(path);
    this.published.delete(path);
    this.refFiles.clear(path);
  }

  /** A config was closed: show its disk text's problems when it is a followed workspace config, else clear. */
  closed(uri: string, path: string | undefined): void {
    if (path === undefined || !this.follows(path)) {
      void this.host.publish(uri, []);
      return;
    }
    this.clientUris.set(path, uri);
    this.bump(path);
    this.scheduler.schedule(path, true);
  }

  /** A config changed on disk (watched-file event): re-read it unless it is open. Creations and deletions reach
   * `revalidateAll` through the index. */
  changedOnDisk(path: string): void {
    if (configFormatOf(path) && !this.host.isOpen(path) && this.follows(path)) this.scheduler.schedule(path);
  }

  dispose(): void {
    this.scheduler.dispose();
  }

  /** Closed configs that are followed. */
  private closedWorkspaceConfigs(): string[] {
    return this.followedConfigs().filter((path) => !this.host.isOpen(path));
  }

  /** The configs followed while closed: those the index found under the workspace folders (so node_modules and
   * dot-folders are left out, as in the walk), the first MAX_CLOSED_CONFIGS in path order. */
  private followedConfigs(): string[] {
    const configs = this.host.service.index.configFiles().filter((path) => this.inWorkspace(path));
    if (configs.length > MAX_CLOSED_CONFIGS && !this.warnedAboutCap) {
      this.warnedAboutCap = true;
      this.host.log(
        `${configs.length} config files (docs.json, mint.json) in the workspace: only the first ${MAX_CLOSED_CONFIGS} are validated while closed.`,
      );
    }
    return configs.slice(0, MAX_CLOSED_CONFIGS);
  }

  private follows(path: string): boolean {
    return this.host.settings().validateClosedFiles !== false && this.followedConfigs().includes(path);
  }

  private inWorkspace(path: string): boolean {
    return this.host.workspaceFolders().some((folder) => relativeInside(folder, path) !== undefined);
  }

  private async validate(path: string): Promise<void> {
    const generation = this.bump(path);
    // Superseded (a newer validation, or the editor opened it): leave the result to that. No longer followed (the
    // setting went off while this waited, e.g. settings arriving just after a close): clear what may be shown.
    const proceed = (): boolean => {
      if (this.generations.get(path) !== generation || this.host.isOpen(path)) return false;
      if (this.follows(path)) return true;
      this.clear(path);
      return false;
    };
    await this.host.indexReady();
    if (!proceed()) return;
    const read = await this.read(path);
    if (!proceed()) return;
    if (read.kind === 'gone') {
      this.clear(path);
      return;
    }
    const uri = this.clientUris.get(path) ?? pathToUri(path);
    let diagnostics: Diagnostic[];
    let site: FileDiagnostics[] = [];
    if (read.kind === 'tooLarge') {
      diagnostics = [tooLargeDiagnostic(read.size)];
    } else if (read.kind === 'refused') {
      diagnostics = [unreadableDiagnostic(read.reason)];
    } else {
      try {
        const doc = this.host.service.parseUncached(TextDocument.create(uri, 'json', 0, read.text), path);
        site = this.host.service.diagnoseSite(doc, this.host.settings());
        diagnostics = site[0].diagnostics;
      } catch (error) {
        this.host.log(`Validation of ${path} failed: ${describeFailure(error)}`);
        return;
      }
    }
    this.published.set(path, uri);
    this.refFiles.update(path, site);
    await this.host.publish(uri, diagnostics);
  }

  /** The config's disk text through the one safe reader: a link to a device, a FIFO or a file outside the config's
   * folder is refused unread (with a diagnostic saying why), and nothing over MAX_CLOSED_CONFIG_BYTES is held. */
  private async read(
    path: string,
  ): Promise<
    | { kind: 'text'; text: string }
    | { kind: 'tooLarge'; size: number }
    | { kind: 'refused'; reason: string }
    | { kind: 'gone' }
  > {
    const result = await readRegularFile(path, {
      maxBytes: MAX_CLOSED_CONFIG_BYTES,
      root: folderOf(path),
      // Just closed in an editor, a config mostly holds on disk what the editor had: then that text is the read.
      expectedText: this.host.service.lastText(path),
    });
    switch (result.kind) {
      case 'text':
        return { kind: 'text', text: result.text };
      case 'tooLarge':
        return { kind: 'tooLarge', size: result.size };
      case 'missing':
        return { kind: 'gone' };
      case 'error':
        this.host.log(`Could not read ${path}: ${result.message}`);
        return { kind: 'gone' };
      case 'notRegular':
        if (result.what !== 'directory') break;
        // A folder by that name is not a config at all (the index never lists one): nothing to show.
        this.host.log(`Could not read ${path}: it ${describeReadFailure(result)}`);
        return { kind: 'gone' };
    }
    this.host.log(`Not reading ${path}: it ${describeReadFailure(result)}`);
    return { kind: 'refused', reason: describeReadFailure(result) };
  }

  private clear(path: string): void {
    this.bump(path);
    this.scheduler.cancel(path);
    const uri = this.published.get(path) ?? this.clientUris.get(path) ?? pathToUri(path);
    this.published.delete(path);
    this.refFiles.clear(path);
    void this.host.publish(uri, []);
  }

  private bump(path: string): number {
    const next = (this.generations.get(path) ?? 0) + 1;
    this.generations.set(path, next);
    return next;
  }
}

function tooLargeDiagnostic(size: number): Diagnostic {
  const code: DiagnosticCode = 'config-too-large';
  const megabytes = (size / (1024 * 1024)).toFixed(1);
  return diagnosticAt(
    FILE_START,
    DiagnosticSeverity.Information,
    code,
    `Not checked: this file is ${megabytes} MB; configs over ${MAX_CLOSED_CONFIG_BYTES / (1024 * 1024)} MB (the size docsite check reads) are not read. Even a 100,000-page site's config is a few megabytes: check that this is the site configuration.`,
  );
}

function unreadableDiagnostic(reason: string): Diagnostic {
  const code: DiagnosticCode = 'config-unreadable';
  return diagnosticAt(FILE_START, DiagnosticSeverity.Warning, code, `Not checked: this file ${reason}.`);
}
