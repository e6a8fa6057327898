// The shape of a parsed OpenAPI document as the checks use it (a leaf module: the document cache and the checks
// both import it).

export interface OpenApiOperation {
  /** "GET /users/{id}" or "WEBHOOK name", as navigation entries write it. */
  entry: string;
  summary?: string;
  /** The operation's first tag: the folder of its generated page. */
  tag?: string;
  /** `x-mint.href`: the URL of its generated page, instead of the default one. */
  href?: string;
  /** `x-excluded: true`: no page is generated for it. */
  excluded?: boolean;
  /** `x-hidden: true`: its page is generated but left out of the navigation. */
  hidden?: boolean;
}

export interface OpenApiDocument {
  operations: OpenApiOperation[];
  entries: Set<string>;
}

/** What the host knows of a document: parsed, present but not an OpenAPI document, or unknown (missing, a URL). */
export type OpenApiRead = OpenApiDocument | { unreadable: string } | undefined;
