// The shape of a parsed OpenAPI document as the checks use it (a leaf module: the document cache and the checks
// both import it).

export interface OpenApiOperation {
  /** "GET /users/{id}" or "WEBHOOK name", as navigation entries write it. */
  entry: string;
  summary?: string;
}

export interface OpenApiDocument {
  operations: OpenApiOperation[];
  entries: Set<string>;
}

/** What the host knows of a document: parsed, present but not an OpenAPI document, or unknown (missing, a URL). */
export type OpenApiRead = OpenApiDocument | { unreadable: string } | undefined;
