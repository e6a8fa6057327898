// What the service knows of one config format (docs.json, mint.json): its file name, its schema, how its site model is
// read, and what its checks and features need that differs between formats. One file per format, listed in
// formats/list.ts; features and checks ask the format instead of branching on its name. A third format is one file,
// its schema, and one line in the list.
import type { ErrorObject } from 'ajv';
import type { JSONPath } from 'jsonc-parser';
import type { DocumentSymbol, Hover } from 'vscode-languageserver-protocol';
import type { ModelBuilder } from '../model/builder';
import type { IconLibrary, Located, NavItem, SiteFile, SiteModel } from '../model/model';
import type { PageDivisions } from '../model/pageDivisions';
import type { RefResolver } from '../model/refs';
import type { JsonSchema } from '../model/schema';
import type { ConfigFormat as ConfigFormatId } from '../../workspace/paths';

export type { ConfigFormatId };

export interface ConfigFormat {
  readonly id: ConfigFormatId;
  /** The file name the generator reads the format from. */
  readonly fileName: string;
  /** The JSON schema its values are checked against, and completion and hover read. */
  readonly schema: JsonSchema;
  /** Whether the format splits a config over files with `$ref`. */
  readonly followsRefs: boolean;
  /** The icon library names in the config are looked up in. */
  iconLibrary(resolver: RefResolver, root: Located | undefined): IconLibrary;
  /** The navigation of the site model, read from the config's tree. */
  buildNavigation(
    resolver: RefResolver,
    builder: ModelBuilder,
    main: SiteFile,
  ): { navigation?: NavItem; global?: NavItem };
  /** Whether a string at this JSON path names a page: a navigation entry, or a navigation item's own `root` page (no
   * OpenAPI operation there). Completion offers page files there, hover shows the page. */
  pagePosition(path: JSONPath): 'entry' | 'root' | undefined;
  /** Whether a value at this JSON path names an icon of the library (completion offers the library's names). */
  isIconPath(path: JSONPath): boolean;
  /** Page entries may name OpenAPI operations (`GET /users`), and the pages the generator makes of a site's OpenAPI
   * documents are worked out as it names them; otherwise those pages are left unjudged (their folder is unknown). */
  readonly operationPages: boolean;
  /** The navigation may hold languages (`navigation.languages`), whose pages are kept in step with the default
   * language's. */
  readonly languages: boolean;
  /** How the navigation divides into sidebars (a page listed twice in one sidebar is a duplicate). */
  readonly pageDivisions: PageDivisions;
  /** The outline of a config (document symbols). */
  outline(model: SiteModel): DocumentSymbol[];
  /** Hover over a navigation item's title (or link): how many pages it holds. */
  navigationHover(model: SiteModel, offset: number, navigationPages: Iterable<string>): Hover | undefined;
  /** Drops the schema's errors that the format's own checks report better (given all of them, per error). */
  schemaErrorFilter?(
    model: SiteModel,
  ): (errors: readonly ErrorObject[]) => (error: ErrorObject, at: Located) => boolean;
}
